import { PDFJS_DATA_OPTIONS, pdfjs, pdfWorker } from './pdfjs.ts';

const NO_PAGES = 'the document has no pages';

/**
 * Opens a PDF with pdf.js as the canvas viewer does (the document and its first page), only to learn
 * whether it can be shown; rejects with pdf.js's reason when it cannot. The bytes are handed to the
 * worker, so pass a copy you do not need again.
 */
export async function checkPdf(bytes: Uint8Array, signal: AbortSignal): Promise<void> {
  const task = pdfjs.getDocument({
    data: bytes,
    worker: pdfWorker(),
    ...PDFJS_DATA_OPTIONS,
    // Nothing is drawn: no renderer worker is started for it (decision 527).
    disableWorkerRendering: true,
  });
  const cancel = () => void task.destroy();
  signal.addEventListener('abort', cancel);
  try {
    const doc = await task.promise;
    if (doc.numPages < 1) throw new Error(NO_PAGES);
    (await doc.getPage(1)).cleanup();
  } finally {
    signal.removeEventListener('abort', cancel);
    void task.destroy();
  }
}
