import { lazy } from 'react';

/** The canvas viewer and pdf.js live in their own chunk, loaded the first time a viewer shows. */
const loadViewer = () => import('./PdfCanvasViewer.tsx');
export const PdfViewer = lazy(() => loadViewer().then((viewer) => ({ default: viewer.PdfCanvasViewer })));

/** Starts fetching the viewer (and booting its pdf.js worker) ahead of the first card that shows it. */
export function preloadPdfViewer(): void {
  void loadViewer();
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
