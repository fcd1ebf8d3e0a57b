import { layoutPage } from './geometry.ts';
import { type PDFDocumentProxy, pdfjs } from './pdfjs.ts';
import { TextHighlights } from './textHighlights.ts';

export interface DrawPageJob {
  doc: PDFDocumentProxy;
  index: number;
  canvas: HTMLCanvasElement;
  /** The empty element pdf.js's TextLayer fills with the page's text, over the canvas. */
  textBox: HTMLElement;
  containerWidth: number;
  zoom: number;
  cancelled: () => boolean;
  /** Told how to stop what is running now (a canvas render, then the text layer). */
  onCancel: (cancel: () => void) => void;
  onSize: (size: { width: number; height: number }) => void;
  onPainted: () => void;
}

/**
 * Draws one page: its canvas, then its text layer, the text laid out by pdf.js at
 * the page's CSS scale so it sits on the drawn glyphs. Resolves with the layer's highlighter, 'none'
 * for a page with no text, or null when cancelled.
 */
export async function drawPage(job: DrawPageJob): Promise<TextHighlights | 'none' | null> {
  const { doc, index, canvas, textBox } = job;
  const page = await doc.getPage(index + 1);
  if (job.cancelled()) return null;
  const natural = page.getViewport({ scale: 1 });
  const layout = layoutPage(
    natural.width,
    natural.height,
    job.containerWidth,
    window.devicePixelRatio || 1,
    job.zoom,
  );
  job.onSize({ width: natural.width, height: natural.height });
  canvas.width = layout.canvasWidth;
  canvas.height = layout.canvasHeight;
  const task = page.render({ canvas, viewport: page.getViewport({ scale: layout.scale }) });
  job.onCancel(() => task.cancel());
  await task.promise;
  if (job.cancelled()) return null;
  job.onPainted();
  const layer = new pdfjs.TextLayer({
    textContentSource: page.streamTextContent({ includeMarkedContent: true }),
    container: textBox,
    viewport: page.getViewport({ scale: layout.cssScale }),
  });
  job.onCancel(() => layer.cancel());
  await layer.render();
  page.cleanup();
  if (job.cancelled()) return null;
  const strs = layer.textContentItemsStr;
  if (strs.every((s) => s.trim() === '')) return 'none';
  return new TextHighlights(layer.textDivs, strs);
}
