import { type RefObject, useEffect } from 'react';
import { failureReason } from '../../api/failure.ts';
import { drawPage } from './drawPage.ts';
import type { PDFDocumentProxy } from './pdfjs.ts';
import type { RenderQueue } from './renderQueue.ts';
import type { TextHighlights } from './textHighlights.ts';

interface PageDrawing {
  slotRef: RefObject<HTMLElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  textRef: RefObject<HTMLElement | null>;
  render: boolean;
  doc: PDFDocumentProxy;
  index: number;
  containerWidth: number;
  zoom: number;
  queue: RenderQueue;
  events: { rendered: (index: number) => void; failed: (index: number, message: string) => void };
  onSize: (size: { width: number; height: number }) => void;
  onText: (text: TextHighlights | 'none' | null) => void;
}

/**
 * data-painted is set on the slot directly: it tells tests and the bench the moment the canvas holds
 * the page, not a React commit later that waits behind the next page's drawing.
 */
function markPainted(slot: HTMLElement | null, painted: boolean) {
  if (slot) slot.dataset.painted = String(painted);
}

/**
 * While the viewer wants the page rendered, draws it (canvas, then text layer) through the render
 * queue; when it no longer does, or its width or zoom changes, gives the canvas and text back.
 */
export function usePageDrawing(p: PageDrawing) {
  const { slotRef, canvasRef, textRef, render, doc, index, containerWidth, zoom, queue, events } = p;
  const { onSize, onText } = p;
  useEffect(() => {
    const canvas = canvasRef.current;
    const textBox = textRef.current;
    const slot = slotRef.current;
    if (!render || !canvas || !textBox) return;
    const cancels: (() => void)[] = [];
    let cancelled = false;
    const remove = queue.add({
      index,
      run: async () => {
        if (cancelled) return;
        try {
          const drawn = await drawPage({
            ...{ doc, index, canvas, textBox, containerWidth, zoom, onSize },
            cancelled: () => cancelled,
            onCancel: (cancel) => cancels.push(cancel),
            onPainted: () => markPainted(slot, true),
          });
          if (!drawn) return;
          onText(drawn);
          events.rendered(index);
        } catch (error) {
          if (!cancelled) events.failed(index, failureReason(error));
        }
      },
    });
    return () => {
      cancelled = true;
      remove();
      for (const cancel of cancels) cancel();
      // Zero-sized canvases give their backing store back at once.
      canvas.width = 0;
      canvas.height = 0;
      textBox.replaceChildren();
      onText(null);
      markPainted(slot, false);
    };
  }, [slotRef, canvasRef, textRef, render, doc, index, containerWidth, zoom, queue, events, onSize, onText]);
}
