import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The worker is served from the portal's own assets (SPEC §7: a static assets path).
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const assets = `${import.meta.env.BASE_URL}pdfjs/`;

/** Where pdf.js finds its data files, shipped with the portal by scripts/vite-pdfjs-assets.ts. */
export const PDFJS_DATA_OPTIONS = {
  cMapUrl: `${assets}cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${assets}standard_fonts/`,
  wasmUrl: `${assets}wasm/`,
  iccUrl: `${assets}iccs/`,
} as const;

let worker: pdfjs.PDFWorker | null = null;

/**
 * One pdf.js worker for every document. It starts when this chunk loads, so it boots while the
 * documents are still downloading instead of after their bytes arrive.
 */
export function pdfWorker(): pdfjs.PDFWorker {
  if (!worker || worker.destroyed) worker = new pdfjs.PDFWorker();
  return worker;
}
pdfWorker();

export type { PDFDocumentProxy } from 'pdfjs-dist';
export { pdfjs };
