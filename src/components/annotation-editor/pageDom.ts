import type { Box, Size } from '../../domain/annotation/annotationLimits.ts';

/** Where marks come from in the pages' DOM: a page slot carries its index and its CSS scale. */

export interface PageRects {
  page: number;
  rects: Box[];
}

const SLOT = '.pdf-viewer__page';

function scaleOf(slot: HTMLElement): number {
  return Number(slot.style.getPropertyValue('--scale-factor')) || 1;
}

/** A page's size in points, as shown (its slot's CSS size over its scale). */
export function pageSizeOf(box: HTMLElement, page: number): Size {
  const slot = box.querySelector<HTMLElement>(`${SLOT}[data-page-index="${page}"]`);
  if (!slot) return { width: 612, height: 792 };
  const scale = scaleOf(slot);
  return { width: slot.offsetWidth / scale, height: slot.offsetHeight / scale };
}

/** Client rectangles as boxes in the points of the page `slot` shows; those outside it are left out. */
function onPage(slot: HTMLElement, rects: Iterable<DOMRect>): Box[] {
  const at = slot.getBoundingClientRect();
  const scale = scaleOf(slot) * (at.width / slot.offsetWidth || 1);
  return [...rects]
    .filter((r) => r.width > 0.5 && r.height > 0.5)
    .filter((r) => r.left < at.right && r.right > at.left && r.top < at.bottom && r.bottom > at.top)
    .map((r) => ({
      x: (r.left - at.left) / scale,
      y: (r.top - at.top) / scale,
      width: r.width / scale,
      height: r.height / scale,
    }));
}

/** The text selected in the pages of `box`, on the page where the selection starts. */
export function selectedRects(box: HTMLElement): PageRects | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const anchor = selection.anchorNode;
  const start = anchor instanceof Element ? anchor : anchor?.parentElement;
  const slot = start?.closest<HTMLElement>(SLOT);
  if (!slot || !box.contains(slot)) return null;
  const rects = onPage(slot, selection.getRangeAt(0).getClientRects());
  return rects.length > 0 ? { page: Number(slot.dataset.pageIndex), rects } : null;
}

/** Find's current match, when one is shown in a page of `box`. */
export function findMatchRects(box: HTMLElement): PageRects | null {
  const marks = [...box.querySelectorAll<HTMLElement>('.textLayer .highlight.selected')];
  const slot = marks[0]?.closest<HTMLElement>(SLOT);
  if (!slot) return null;
  const rects = onPage(
    slot,
    marks.flatMap((m) => [...m.getClientRects()]),
  );
  return rects.length > 0 ? { page: Number(slot.dataset.pageIndex), rects } : null;
}

/** A pointer's position in the points of the page element `on` shows. */
export function pointOn(
  on: Element,
  event: { clientX: number; clientY: number },
  size: Size,
): [number, number] {
  const at = on.getBoundingClientRect();
  return [
    ((event.clientX - at.left) / at.width) * size.width,
    ((event.clientY - at.top) / at.height) * size.height,
  ];
}
