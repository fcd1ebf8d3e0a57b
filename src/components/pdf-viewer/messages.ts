import { textCatalog } from '../../i18n/message.ts';
import { plural } from '../../i18n/plural.ts';
/** The canvas viewer's words: its controls, the find bar, loading, and the pages' names. */
export const PDF_VIEWER_TEXTS = textCatalog('pdfViewerTexts', {
  loading: 'Loading PDF...',
  zoomAndPages: 'Zoom and pages',
  zoomOut: 'Zoom out',
  zoomIn: 'Zoom in',
  fitWidth: 'Fit width',
  pageField: 'Page',
  ofPages: (count: string) => `of ${count}`,
  find: 'Find in document',
  previousMatch: 'Previous match',
  nextMatch: 'Next match',
  document: (label: string, pages: number) =>
    plural('en-US', pages, { one: `${label}, ${pages} page`, other: `${label}, ${pages} pages` }),
  page: (n: string, count: string) => `Page ${n} of ${count}`,
  /** Said for a page whose PDF holds no text (a scan): there is nothing to select, find or read aloud. */
  noText: (n: string) => `Page ${n} has no text to select, find or read aloud.`,
} as const);
