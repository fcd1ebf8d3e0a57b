import { createElement, lazy } from 'react';
import type { PdfCanvasViewerProps } from './PdfCanvasViewer.tsx';

type ViewerModule = typeof import('./PdfCanvasViewer.tsx');
let loaded: ViewerModule | null = null;

/** The canvas viewer and pdf.js live in their own chunk, loaded the first time a viewer shows. */
const loadViewer = () =>
  import('./PdfCanvasViewer.tsx').then((viewer) => {
    loaded = viewer;
    return viewer;
  });
const LazyViewer = lazy(() => loadViewer().then((viewer) => ({ default: viewer.PdfCanvasViewer })));

/**
 * The viewer, from its chunk. Once the chunk is in (preloaded) it shows at once: a lazy component
 * suspends on its first render even when its code is loaded, and React then holds the content back
 * behind the fallback for 300 ms (its throttle on revealing a suspended boundary; decision 443).
 */
export function PdfViewer(props: PdfCanvasViewerProps) {
  return createElement(loaded?.PdfCanvasViewer ?? LazyViewer, props);
}

/** Starts fetching the viewer (and booting its pdf.js worker) ahead of the first card that shows it. */
export function preloadPdfViewer(): void {
  void loadViewer();
}
/**
 * Opens the document a phone's reader will most likely open next, and draws its first page, before
 * its card is tapped (decision 443): the tap then shows what is ready. `boxWidth` is the width the
 * viewer will have. Returns how to let it go when the screen leaves.
 */
export function prepareDocument(content: string, boxWidth: number): () => void {
  const prepared = import('./preparedDocument.ts');
  void prepared.then(
    ({ prepareDocument }) => prepareDocument(content, boxWidth),
    () => undefined,
  );
  return () =>
    void prepared.then(
      ({ discardPrepared }) => discardPrepared(content),
      () => undefined,
    );
}

/**
 * Whether pdf.js can open the PDF, for views that show it some other way (the desktop frame); its
 * code loads on first use. Rejects with pdf.js's reason when the file cannot be opened. When the
 * checker itself cannot load (a network failure), it resolves: only a verdict on the file counts.
 */
export function checkPdfOpens(bytes: Uint8Array, signal: AbortSignal): Promise<void> {
  return import('./checkPdf.ts').then(
    ({ checkPdf }) => checkPdf(bytes, signal),
    () => undefined,
  );
}

export type { MarksChange } from '../annotation-editor/useMarkup.ts';
export { base64ToPdfBytes, contentFailure } from './bytes.ts';
export { openDocument } from './openDocument.ts';
export { PdfLoading } from './PdfLoading.tsx';
