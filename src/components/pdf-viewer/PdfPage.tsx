import { memo, useEffect, useRef, useState } from 'react';
import { failureReason } from '../../api/failure.ts';
import { layoutPage } from './geometry.ts';
import type { PDFDocumentProxy, RenderTask } from './pdfjs.ts';
import type { RenderQueue } from './renderQueue.ts';

export interface PageEvents {
  rendered: (index: number) => void;
  failed: (index: number, message: string) => void;
}

export type PageObserver = Pick<IntersectionObserver, 'observe' | 'unobserve'>;

interface PdfPageProps {
  index: number;
  pageCount: number;
  doc: PDFDocumentProxy;
  /** The first page's size, used until this page's own is known. */
  estimate: { width: number; height: number };
  containerWidth: number;
  render: boolean;
  observer: PageObserver | null;
  queue: RenderQueue;
  events: PageEvents;
}

/**
 * data-painted is set on the slot directly: it tells tests and the bench the moment the canvas holds
 * the page, not a React commit later that waits behind the next page's drawing.
 */
function markPainted(slot: HTMLElement | null, painted: boolean) {
  if (slot) slot.dataset.painted = String(painted);
}

/** One page slot: always sized, holding a canvas only while the viewer wants it rendered. */
export const PdfPage = memo(function PdfPage(props: PdfPageProps) {
  const { index, pageCount, doc, estimate, containerWidth, render, observer, queue, events } = props;
  const slotRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState(estimate);

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot || !observer) return;
    observer.observe(slot);
    return () => observer.unobserve(slot);
  }, [observer]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const slot = slotRef.current;
    if (!render || !canvas) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    const remove = queue.add({
      index,
      run: async () => {
        if (cancelled) return;
        try {
          const page = await doc.getPage(index + 1);
          if (cancelled) return;
          const natural = page.getViewport({ scale: 1 });
          const layout = layoutPage(
            natural.width,
            natural.height,
            containerWidth,
            window.devicePixelRatio || 1,
          );
          setSize({ width: natural.width, height: natural.height });
          canvas.width = layout.canvasWidth;
          canvas.height = layout.canvasHeight;
          task = page.render({ canvas, viewport: page.getViewport({ scale: layout.scale }) });
          await task.promise;
          page.cleanup();
          if (cancelled) return;
          markPainted(slot, true);
          events.rendered(index);
        } catch (error) {
          if (!cancelled) events.failed(index, failureReason(error));
        }
      },
    });
    return () => {
      cancelled = true;
      remove();
      task?.cancel();
      // Zero-sized canvases give their backing store back at once.
      canvas.width = 0;
      canvas.height = 0;
      markPainted(slot, false);
    };
  }, [render, doc, index, containerWidth, queue, events]);

  const fit = size.width + 200 > containerWidth ? containerWidth / size.width : 1;
  return (
    <div
      ref={slotRef}
      className="pdf-viewer__page"
      data-page-index={index}
      data-painted="false"
      style={{ width: size.width * fit, height: size.height * fit }}
    >
      {render && (
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`Page ${index + 1} of ${pageCount}`}
          className="pdf-viewer__canvas"
        />
      )}
    </div>
  );
});
