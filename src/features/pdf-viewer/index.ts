import { lazy } from 'react';

/** The canvas viewer and pdf.js live in their own chunk, loaded the first time a viewer shows. */
const loadViewer = () => import('./PdfCanvasViewer.tsx');
export const PdfViewer = lazy(loadViewer);

/** Starts fetching the viewer (and booting its pdf.js worker) ahead of the first card that shows it. */
export function preloadPdfViewer(): void {
  void loadViewer();
}
export { base64ToPdfBytes, DocumentContentError } from './bytes.ts';
export { isTouchDevice, openDocument } from './openDocument.ts';
