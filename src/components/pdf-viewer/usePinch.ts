import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { PdfViewerEvent } from '../../../machines/pdfViewer.ts';

/** Where the fingers met, in the pages' own coordinates and on the scroll box (decision 331). */
export interface PinchAnchor {
  /** The point under the fingers in the scrolled content, at the zoom the gesture started from. */
  content: { x: number; y: number };
  /** The same point on the box's visible area. */
  view: { x: number; y: number };
}

type Touches = TouchList | readonly { clientX: number; clientY: number }[];

const midpoint = (t: Touches) => {
  const a = t[0];
  const b = t[1];
  return a && b ? { x: (a.clientX + b.clientX) / 2, y: (a.clientY + b.clientY) / 2 } : { x: 0, y: 0 };
};
const spread = (t: Touches) => {
  const a = t[0];
  const b = t[1];
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
};

/**
 * Two fingers on the pages pinch the document, not the page around it: the gesture's scale goes to the
 * machine as it moves (the view scales the drawn pages with a CSS transform meanwhile) and ends when a
 * finger lifts, when the machine's new zoom draws the pages again, sharp. The point between the fingers
 * stays where it was. One finger still scrolls; a pinch elsewhere on the page zooms the page.
 */
export function usePinch(
  boxRef: RefObject<HTMLElement | null>,
  viewer: { send: (event: PdfViewerEvent) => void },
  zoom: number,
) {
  const anchor = useRef<PinchAnchor | null>(null);
  const ended = useRef<{ anchor: PinchAnchor; from: number } | null>(null);
  const zoomNow = useRef(zoom);
  zoomNow.current = zoom;
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let start = 0;
    const onStart = (e: TouchEvent) => {
      if (e.touches.length !== 2) return;
      start = spread(e.touches);
      const mid = midpoint(e.touches);
      const rect = box.getBoundingClientRect();
      const view = { x: mid.x - rect.left, y: mid.y - rect.top };
      anchor.current = { view, content: { x: box.scrollLeft + view.x, y: box.scrollTop + view.y } };
      viewer.send({ type: 'pinch.start' });
    };
    const onMove = (e: TouchEvent) => {
      if (!anchor.current || e.touches.length < 2 || start === 0) return;
      // Not the browser's own zoom of the whole page: this gesture is the document's.
      e.preventDefault();
      viewer.send({ type: 'pinch.move', scale: spread(e.touches) / start });
    };
    const onEnd = (e: TouchEvent) => {
      if (!anchor.current || e.touches.length >= 2) return;
      ended.current = { anchor: anchor.current, from: zoomNow.current };
      anchor.current = null;
      start = 0;
      viewer.send({ type: e.type === 'touchcancel' ? 'pinch.cancel' : 'pinch.end' });
    };
    box.addEventListener('touchstart', onStart, { passive: true });
    box.addEventListener('touchmove', onMove, { passive: false });
    box.addEventListener('touchend', onEnd);
    box.addEventListener('touchcancel', onEnd);
    return () => {
      box.removeEventListener('touchstart', onStart);
      box.removeEventListener('touchmove', onMove);
      box.removeEventListener('touchend', onEnd);
      box.removeEventListener('touchcancel', onEnd);
    };
  }, [boxRef, viewer]);

  // Once the pages have their new size, the point that was between the fingers goes back under them.
  useLayoutEffect(() => {
    const box = boxRef.current;
    const done = ended.current;
    if (!box || !done) return;
    ended.current = null;
    const ratio = zoom / done.from;
    box.scrollLeft = done.anchor.content.x * ratio - done.anchor.view.x;
    box.scrollTop = done.anchor.content.y * ratio - done.anchor.view.y;
  }, [boxRef, zoom]);

  return anchor;
}

/** The transform that shows a pinch in progress, about the point between the fingers. */
export function pinchStyle(scale: number, anchor: PinchAnchor | null) {
  if (scale === 1 || !anchor) return undefined;
  return {
    transform: `scale(${scale})`,
    transformOrigin: `${anchor.content.x}px ${anchor.content.y}px`,
  };
}
