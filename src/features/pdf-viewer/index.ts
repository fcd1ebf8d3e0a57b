import { lazy } from 'react';

/** The canvas viewer and pdf.js live in their own chunk, loaded the first time a viewer shows. */
export const PdfViewer = lazy(() => import('./PdfCanvasViewer.tsx'));
export { base64ToPdfBytes, DocumentContentError } from './bytes.ts';
export { isTouchDevice, openDocument } from './openDocument.ts';
