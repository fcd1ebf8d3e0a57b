import { type RefObject, useEffect } from 'react';

/** Brings the page the viewer machine asks for to the top of the scroll box, at once. */
export function useGoTo(boxRef: RefObject<HTMLElement | null>, goTo: { index: number; seq: number } | null) {
  useEffect(() => {
    const box = boxRef.current;
    if (!box || !goTo) return;
    const slot = box.querySelector<HTMLElement>(`[data-page-index="${goTo.index}"]`);
    // The box is positioned (pdf-viewer.css), so a slot's offsetTop is measured from it; 8 px is its gap.
    if (slot) box.scrollTop = slot.offsetTop - 8;
  }, [boxRef, goTo]);
}

/** Scrolls the box, and only the box, so that `mark` is in its middle. */
export function centerIn(box: HTMLElement, mark: HTMLElement) {
  const outer = box.getBoundingClientRect();
  const inner = mark.getBoundingClientRect();
  box.scrollTop += inner.top - outer.top - (box.clientHeight - inner.height) / 2;
  if (inner.left < outer.left || inner.right > outer.right)
    box.scrollLeft += inner.left - outer.left - (box.clientWidth - inner.width) / 2;
}
