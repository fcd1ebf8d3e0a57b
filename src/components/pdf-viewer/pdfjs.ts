import * as pdfjs from 'pdfjs-dist';
import rendererUrl from 'pdfjs-dist/build/pdf.renderer.min.mjs?url';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { drawsInWorker } from './rendererChoice.ts';

// The workers are served from the portal's own assets (SPEC §7: a static assets path). The renderer
// draws the pages on an OffscreenCanvas off the main thread, one worker per open document; where it is
// not chosen or cannot start, pdf.js draws them on the main thread (decision 527).
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
if (drawsInWorker(navigator.userAgent)) pdfjs.GlobalWorkerOptions.rendererSrc = rendererUrl;

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
