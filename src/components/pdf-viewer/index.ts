import { lazy } from 'react';
import type { Mark } from '../../../machines/annotationEditor.ts';

/** The canvas viewer and pdf.js live in their own chunk, loaded the first time a viewer shows. */
const loadViewer = () => import('./PdfCanvasViewer.tsx');
export const PdfViewer = lazy(loadViewer);

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

/**
 * The PDF with the marks written in as annotations, and the pages marked (1-based). pdf-lib loads
 * only when this runs.
 */
export async function exportMarkedPages(
  pdf: Uint8Array,
  marks: readonly Mark[],
): Promise<{ pdf: Uint8Array; pages: number[] }> {
  const { exportMarks } = await import('./editor/exportMarks.ts');
  return exportMarks(pdf, marks);
}

export { base64ToPdfBytes, DocumentContentError } from './bytes.ts';
export type { MarksChange } from './editor/useMarkup.ts';
export { isTouchDevice, openDocument } from './openDocument.ts';
export { PdfLoading } from './PdfLoading.tsx';
