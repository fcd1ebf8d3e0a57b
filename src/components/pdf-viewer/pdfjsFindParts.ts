/**
 * pdf.js's find, a chunk of its own (decision 400). pdf_viewer.mjs reads pdf.js from the global
 * pdfjsLib, which pdf.js sets as it loads: the viewer's chunk has loaded it before this one is asked for.
 */
export { EventBus, PDFFindController } from 'pdfjs-dist/web/pdf_viewer.mjs';
