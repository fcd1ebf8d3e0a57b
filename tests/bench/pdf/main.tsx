import { createRoot } from 'react-dom/client';
import { PdfCanvasViewer } from '../../../src/components/pdf-viewer/PdfCanvasViewer.tsx';
import { pdfjs } from '../../../src/components/pdf-viewer/pdfjs.ts';
import { type BenchState, bytesToBase64, startHeapSampler } from './probe.ts';
import { ReactPdfViewer } from './ReactPdfViewer.tsx';

declare global {
  interface Window {
    bench: BenchState;
    benchScrollToEnd: () => Promise<number>;
    /** Starts a find in the viewer shown. */
    benchFind: (query: string) => void;
  }
}

/**
 * One viewer on one file. The clock starts when the document's base64 (what the documents call
 * returns) is in memory, and stops when page 1, then the last page, is painted.
 */
async function main() {
  const params = new URLSearchParams(location.search);
  const viewer = params.get('viewer');
  const response = await fetch(params.get('file') ?? '');
  const base64 = bytesToBase64(new Uint8Array(await response.arrayBuffer()));
  const state: BenchState = { start: 0, firstPage: null, pageCount: 0, peakHeap: 0, lastPainted: null };
  window.bench = state;
  startHeapSampler(state);
  const box = document.createElement('div');
  document.getElementById('root')?.append(box);
  state.start = performance.now();
  const onFirst = () => {
    state.firstPage ??= performance.now() - state.start;
  };
  // The canvas viewer is asked as a reader would: its search box is typed into (pdf.js's viewer sets its own).
  window.benchFind = (query) => {
    const input = document.querySelector<HTMLInputElement>('input[type="search"]');
    if (!input) throw new Error('the viewer has no search box');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  // react-pdf's pdf.js 5, loaded on this page after the portal's, set the global pdfjsLib that
  // pdf.js 6's pdf_viewer.mjs (the portal's find, pdf.js's PDFViewer) reads: the portal's is put back.
  if (viewer !== 'react-pdf') (globalThis as { pdfjsLib?: unknown }).pdfjsLib = pdfjs;
  if (viewer === 'pdfjs') {
    // Its own chunk and stylesheet: pdf.js's viewer CSS never styles the other two viewers.
    const { mountPdfjsViewer } = await import('./PdfjsViewer.ts');
    await mountPdfjsViewer(box, base64, state, onFirst);
    return;
  }
  createRoot(box).render(
    viewer === 'react-pdf' ? (
      <ReactPdfViewer content={base64} state={state} onFirstPage={onFirst} />
    ) : (
      <PdfCanvasViewer content={base64} label="Bench document" onFirstPage={onFirst} />
    ),
  );
}

void main();
