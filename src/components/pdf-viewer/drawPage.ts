import { layoutPage } from './geometry.ts';
import { type PDFDocumentProxy, pdfjs } from './pdfjs.ts';
import { TEXT_OPTIONS, takeFirstPicture } from './preparedDocument.ts';
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
  /** Told when the canvas holds the page, and how it was drawn. */
  onPainted: (painting: Painting) => void;
  /**
   * The canvas still shows the page at its last zoom (stretched to the new size): the page is drawn
   * off screen and put in its place in one step, so the reader never sees it blank (decision 440).
   */
  keepShown?: boolean;
}

/** How a page's picture was made. */
export interface Painting {
  /** The picture drawn before the viewer opened (decision 443). */
  drawnAhead: boolean;
  /** Drawn by pdf.js's renderer worker on an OffscreenCanvas, not on the main thread (decision 527). */
  inWorker: boolean;
}

/** Draws into `target`, or, when `target` must keep showing its old picture, off screen and then over it. */
async function paint(job: DrawPageJob, draw: (canvas: HTMLCanvasElement) => Promise<void>, size: Size) {
  const target = job.canvas;
  if (!job.keepShown) {
    target.width = size.width;
    target.height = size.height;
    await draw(target);
    return !job.cancelled();
  }
  const scratch = document.createElement('canvas');
  scratch.width = size.width;
  scratch.height = size.height;
  try {
    await draw(scratch);
    if (job.cancelled()) return false;
    // Resizing clears the canvas; the copy follows in the same task, before the browser paints.
    target.width = size.width;
    target.height = size.height;
    target.getContext('2d')?.drawImage(scratch, 0, 0);
    return true;
  } finally {
    scratch.width = 0;
    scratch.height = 0;
  }
}

interface Size {
  width: number;
  height: number;
}

/**
 * Draws one page: its canvas, then its text layer, the text laid out by pdf.js at
 * the page's CSS scale so it sits on the drawn glyphs. Resolves with the layer's highlighter, 'none'
 * for a page with no text, or null when cancelled.
 */
export async function drawPage(job: DrawPageJob): Promise<TextHighlights | 'none' | null> {
  const { doc, index, textBox } = job;
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
  const viewport = page.getViewport({ scale: layout.scale });
  const size = { width: layout.canvasWidth, height: layout.canvasHeight };
  // Also when the page is drawn again over its old picture: where the viewer's scroll bar comes only once
  // the pages are laid out (Firefox), the drawing at the narrower width is the one drawn ahead.
  const ahead = index === 0 ? await takeFirstPicture(doc, size.width, size.height) : null;
  const picture = ahead?.canvas;
  if (job.cancelled()) return null;
  let inWorker = ahead?.inWorker ?? false;
  const painted = await paint(
    job,
    async (into) => {
      if (picture) {
        // Drawn before the viewer opened (decision 443): copied, not drawn again.
        into.getContext('2d')?.drawImage(picture, 0, 0);
        picture.width = 0;
        picture.height = 0;
        return;
      }
      const task = page.render({ canvas: into, viewport });
      job.onCancel(() => task.cancel());
      await task.promise;
      inWorker = task.isWorkerRendering;
    },
    size,
  );
  if (!painted) return null;
  job.onPainted({ drawnAhead: picture !== undefined, inWorker });
  // The text as pdf.js's own viewer lays it, not normalized, so find's offsets (decision 400) fall
  // on it; a copy is normalized instead, as pdf.js's viewer does ('ﬁ' copies as 'fi').
  const content = await (ahead?.text ?? page.getTextContent(TEXT_OPTIONS));
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
