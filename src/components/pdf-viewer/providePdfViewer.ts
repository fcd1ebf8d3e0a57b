import type { MutableRefObject } from 'react';
import { fromCallback } from 'xstate';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import { PDF_LIMITS, type PdfViewerEvent, pdfViewerMachine } from '../../../machines/pdfViewer.ts';
import { base64ToPdfBytes } from './bytes.ts';
import { usedHeapBytes } from './memory.ts';
import { type PDFDocumentProxy, PDFJS_DATA_OPTIONS, pdfjs, pdfWorker } from './pdfjs.ts';
import { takePrepared } from './preparedDocument.ts';
import type { RenderQueue } from './renderQueue.ts';

export interface PdfViewerWiring {
  /** base64 PDF, as the documents call returns it. */
  content: string;
  /** Where the opened document is kept for the pages to render from. */
  docRef: MutableRefObject<PDFDocumentProxy | null>;
  queue: RenderQueue;
  /** Told the first page's size, which every page takes until it is drawn. */
  onPageSize: (size: { width: number; height: number }) => void;
}

/** The viewer machine with pdf.js opening the file, the heap watchdog and the cache release. */
export function providePdfViewer({ content, docRef, queue, onPageSize }: PdfViewerWiring) {
  return pdfViewerMachine.provide({
    actors: {
      loadPdf: fromOwnedPromise(async ({ signal }) => {
        // Opened ahead by the screen (decision 443): its first page may be drawn already.
        const ahead = takePrepared(content);
        const task =
          ahead ??
          pdfjs.getDocument({
            data: base64ToPdfBytes(content),
            worker: pdfWorker(),
            ...PDFJS_DATA_OPTIONS,
          });
        signal.addEventListener('abort', () => void task.destroy());
        const doc = await task.promise;
        const first = await doc.getPage(1);
        const viewport = first.getViewport({ scale: 1 });
        // A page drawn ahead keeps what pdf.js parsed of it for the viewer's own drawing.
        if (!ahead) first.cleanup();
        docRef.current = doc;
        onPageSize({ width: viewport.width, height: viewport.height });
        return { pageCount: doc.numPages };
      }),
      memoryWatchdog: fromCallback<PdfViewerEvent>(({ sendBack }) => {
        const id = setInterval(() => {
          const used = usedHeapBytes();
          if (used !== null) sendBack({ type: 'memory.sample', usedBytes: used });
        }, PDF_LIMITS.watchdogIntervalMs);
        return () => clearInterval(id);
      }),
    },
    actions: {
      sampleMemory: ({ self }) => {
        const used = usedHeapBytes();
        if (used !== null) queueMicrotask(() => self.send({ type: 'memory.sample', usedBytes: used }));
      },
      freeMemory: () => queue.requestCleanup(),
      logPageError: (_, { index, message }) =>
        console.error(`PDF page ${index + 1} failed to render: ${message}`),
    },
  });
}
