import 'pdfjs-dist/web/pdf_viewer.css';
import { PDFJS_DATA_OPTIONS, pdfjs, pdfWorker } from '../../../src/components/pdf-viewer/pdfjs.ts';
import type { BenchState } from './probe.ts';

/**
 * pdf.js's own PDFViewer (pdfjs-dist/web/pdf_viewer.mjs), as its "simple viewer" example sets it up:
 * an EventBus, a PDFLinkService and a PDFFindController, drawing pages lazily as they scroll into
 * view, each with its text layer. The same pdf.js build, worker and data files as the portal's viewer.
 * Its page divs are given the bench's data-page-index and data-painted, and find is asked as its find
 * bar asks on Enter (type 'find': no wait for typing to pause).
 */
export async function mountPdfjsViewer(
  root: HTMLElement,
  content: string,
  state: BenchState,
  onFirstPage: () => void,
) {
  const { EventBus, PDFFindController, PDFLinkService, PDFViewer } = await import(
    'pdfjs-dist/web/pdf_viewer.mjs'
  );
  const container = document.createElement('div');
  container.dataset.testid = 'pdf-scroll';
  // PDFViewer needs an absolutely positioned scroll container; the size is react-pdf's box's.
  container.style.cssText = 'position:absolute;top:0;left:0;width:820px;height:800px;overflow:auto';
  const viewer = document.createElement('div');
  viewer.className = 'pdfViewer';
  container.append(viewer);
  root.append(container);
  const eventBus = new EventBus();
  const linkService = new PDFLinkService({ eventBus });
  const findController = new PDFFindController({ eventBus, linkService });
  const pdfViewer = new PDFViewer({ container, viewer, eventBus, linkService, findController });
  linkService.setViewer(pdfViewer);
  const binary = atob(content);
  const data = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) data[i] = binary.charCodeAt(i);
  const drawn = { canvas: false, text: false };
  const first = () => {
    if (drawn.canvas && drawn.text) onFirstPage();
  };
  const slot = (pageNumber: number) =>
    viewer.querySelector<HTMLElement>(`.page[data-page-number="${pageNumber}"]`);
  eventBus.on('pagesinit', () => {
    for (const page of viewer.querySelectorAll<HTMLElement>('.page[data-page-number]')) {
      page.dataset.pageIndex = String(Number(page.dataset.pageNumber) - 1);
      page.dataset.painted = 'false';
    }
  });
  eventBus.on('pagerendered', ({ pageNumber }: { pageNumber: number }) => {
    const page = slot(pageNumber);
    if (page) page.dataset.painted = 'true';
    if (pageNumber === 1) {
      drawn.canvas = true;
      first();
    }
  });
  eventBus.on('textlayerrendered', ({ pageNumber }: { pageNumber: number }) => {
    if (pageNumber !== 1) return;
    drawn.text = true;
    first();
  });
  window.benchFind = (query) =>
    eventBus.dispatch('find', {
      source: null,
      type: 'find',
      query,
      caseSensitive: false,
      entireWord: false,
      highlightAll: true,
      findPrevious: false,
      matchDiacritics: false,
    });
  const doc = await pdfjs.getDocument({ data, worker: pdfWorker(), ...PDFJS_DATA_OPTIONS }).promise;
  state.pageCount = doc.numPages;
  pdfViewer.setDocument(doc);
  linkService.setDocument(doc, null);
}
