import { layoutPage } from './geometry.ts';
import { type PDFDocumentProxy, pdfjs } from './pdfjs.ts';
import { itemOffsets, TextHighlights } from './textHighlights.ts';

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
 * Draws one page: its canvas, then its text layer (issue 24 point 1), the text laid out by pdf.js at
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
  // The text as pdf.js's own viewer lays it, not normalized, so find's offsets (decision 400) fall
  // on it; a copy is normalized instead, as pdf.js's viewer does ('ﬁ' copies as 'fi').
  const content = await page.getTextContent({ includeMarkedContent: true, disableNormalization: true });
  if (job.cancelled()) return null;
  textBox.oncopy = copyNormalized;
  const layer = new pdfjs.TextLayer({
    textContentSource: content,
    container: textBox,
    viewport: page.getViewport({ scale: layout.cssScale }),
  });
  job.onCancel(() => layer.cancel());
  await layer.render();
  page.cleanup();
  if (job.cancelled()) return null;
  const strs = layer.textContentItemsStr;
  if (strs.every((s) => s.trim() === '')) return 'none';
  return new TextHighlights(layer.textDivs, strs, itemOffsets(content.items));
}

/** A selection in the text layer copies as pdf.js's viewer copies it: compatibility characters normalized. */
function copyNormalized(event: ClipboardEvent) {
  const selection = document.getSelection()?.toString() ?? '';
  if (!event.clipboardData) return;
  event.clipboardData.setData('text/plain', pdfjs.normalizeUnicode(selection));
  event.preventDefault();
}
