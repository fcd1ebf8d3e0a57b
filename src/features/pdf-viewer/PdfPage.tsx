import { useEffect, useRef, useState } from 'react';
import { layoutPage } from './geometry.ts';
import type { RenderGate } from './PdfCanvasViewer.tsx';
import type { PDFDocumentProxy, RenderTask } from './pdfjs.ts';

interface PdfPageProps {
  index: number;
  pageCount: number;
  doc: PDFDocumentProxy | null;
  /** The first page's size, used until this page's own is known. */
  estimate: { width: number; height: number };
  containerWidth: number;
  render: boolean;
  observer: IntersectionObserver | null;
  gate: RenderGate;
  onRendered: () => void;
  onFailed: (message: string) => void;
  onIdle: () => void;
}

/** One page slot: always sized, holding a canvas only while the viewer wants it rendered. */
export function PdfPage(props: PdfPageProps) {
  const { index, pageCount, doc, estimate, containerWidth, render, observer, gate } = props;
  const slotRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState(estimate);
  const [painted, setPainted] = useState(false);
  const callbacks = useRef(props);
  callbacks.current = props;

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot || !observer) return;
    observer.observe(slot);
    return () => observer.unobserve(slot);
  }, [observer]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!render || !doc || !canvas) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    gate.active += 1;
    const finish = () => {
      gate.active -= 1;
      if (gate.active === 0 && gate.cleanupWanted) {
        gate.cleanupWanted = false;
        callbacks.current.onIdle();
      }
    };
    (async () => {
      const page = await doc.getPage(index + 1);
      if (cancelled) return;
      const natural = page.getViewport({ scale: 1 });
      const layout = layoutPage(natural.width, natural.height, containerWidth, window.devicePixelRatio || 1);
      setSize({ width: natural.width, height: natural.height });
      canvas.width = layout.canvasWidth;
      canvas.height = layout.canvasHeight;
      task = page.render({ canvas, viewport: page.getViewport({ scale: layout.scale }) });
      await task.promise;
      page.cleanup();
      if (cancelled) return;
      setPainted(true);
      callbacks.current.onRendered();
    })()
      .catch((error: unknown) => {
        if (cancelled) return;
        callbacks.current.onFailed(error instanceof Error ? error.message : String(error));
      })
      .finally(finish);
    return () => {
      cancelled = true;
      task?.cancel();
      // Zero-sized canvases give their backing store back at once.
      canvas.width = 0;
      canvas.height = 0;
      setPainted(false);
    };
  }, [render, doc, index, containerWidth, gate]);

  const fit = size.width + 200 > containerWidth ? containerWidth / size.width : 1;
  return (
    <div
      ref={slotRef}
      className="pdf-viewer__page"
      data-page-index={index}
      data-painted={painted ? 'true' : 'false'}
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
}
