import { type RefObject, useEffect, useRef } from 'react';
import { failureReason } from '../../api/failure.ts';
import { drawPage, type Painting } from './drawPage.ts';
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
function markPainted(slot: HTMLElement | null, painted: boolean, painting?: Painting) {
  if (!slot) return;
  slot.dataset.painted = String(painted);
  // For tests and the bench: the picture drawn before the card was opened (decision 443), and the one
  // drawn by pdf.js's renderer worker (decision 527).
  flag(slot, 'drawnAhead', painting?.drawnAhead === true);
  flag(slot, 'drawnInWorker', painting?.inWorker === true);
}

function flag(slot: HTMLElement, name: string, on: boolean) {
  if (on) slot.dataset[name] = 'true';
  else delete slot.dataset[name];
}

/** Zero-sized canvases give their backing store back at once. */
function release(canvas: HTMLCanvasElement) {
  canvas.width = 0;
  canvas.height = 0;
}

/**
 * While the viewer wants the page rendered, draws it (canvas, then text layer) through the render
 * queue; when it no longer does, gives the canvas and text back. When only its width or zoom changes
 * (a pinch, a zoom button), the old picture stays, stretched, until the new one replaces it (decision
 * 440): the canvas is released a microtask after the cleanup unless the next drawing has claimed it.
 */
export function usePageDrawing(p: PageDrawing) {
  const { slotRef, canvasRef, textRef, render, doc, index, containerWidth, zoom, queue, events } = p;
  const { onSize, onText } = p;
  const leftShown = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const textBox = textRef.current;
    const slot = slotRef.current;
    const keepShown = canvas !== null && leftShown.current === canvas;
    leftShown.current = null;
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
            onPainted: (painting) => markPainted(slot, true, painting),
            keepShown,
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
      leftShown.current = canvas;
      queueMicrotask(() => {
        if (leftShown.current !== canvas) return;
        leftShown.current = null;
        release(canvas);
      });
      textBox.replaceChildren();
      onText(null);
      markPainted(slot, false);
    };
  }, [slotRef, canvasRef, textRef, render, doc, index, containerWidth, zoom, queue, events, onSize, onText]);
}
