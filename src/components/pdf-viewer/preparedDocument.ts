import type { TextContent } from 'pdfjs-dist/types/src/display/api';
import { base64ToPdfBytes } from './bytes.ts';
import { layoutPage } from './geometry.ts';
import { type PDFDocumentProxy, PDFJS_DATA_OPTIONS, pdfjs, pdfWorker } from './pdfjs.ts';

type LoadingTask = ReturnType<typeof pdfjs.getDocument>;

/** Page 1 drawn ahead, at the size the viewer was expected to give it (canvas pixels), and its text. */
interface FirstPicture {
  width: number;
  height: number;
  drawn: Promise<Drawn | null>;
  text: Promise<TextContent>;
}

interface Drawn {
  canvas: HTMLCanvasElement;
  /** Drawn by pdf.js's renderer worker, not on the main thread (decision 527). */
  inWorker: boolean;
}

/** What the viewer is handed: the drawn page and its text, read the way drawPage reads it. */
export interface FirstPage extends Drawn {
  text: Promise<TextContent>;
}

/** The page's text as the viewer's text layer reads it (drawPage.ts). */
export const TEXT_OPTIONS = { includeMarkedContent: true, disableNormalization: true } as const;

interface Prepared {
  content: string;
  task: LoadingTask;
}

/** The one document opened ahead of its viewer (decision 443); the viewer takes it, or it is let go. */
let prepared: Prepared | null = null;
/** What a viewer opened last: a preparation that comes after it is not started. */
let opened: string | null = null;
const pictures = new WeakMap<PDFDocumentProxy, Promise<FirstPicture | null>>();

function release(canvas: HTMLCanvasElement) {
  canvas.width = 0;
  canvas.height = 0;
}

/**
 * Opens `content` in pdf.js and draws its first page off screen for a viewer `boxWidth` CSS pixels
 * wide, before any viewer asks for it (decision 443). A failure is left for the viewer to meet and
 * tell: it opens the file itself then.
 */
export function prepareDocument(content: string, boxWidth: number): void {
  if (prepared?.content === content || opened === content) return;
  discardPrepared();
  let data: Uint8Array<ArrayBuffer>;
  try {
    data = base64ToPdfBytes(content);
  } catch {
    return; // not a PDF: the viewer tells why when its card opens
  }
  const task = pdfjs.getDocument({
    data,
    worker: pdfWorker(),
    ...PDFJS_DATA_OPTIONS,
  });
  prepared = { content, task };
  void task.promise.then(
    (doc) => pictures.set(doc, drawFirstPage(doc, boxWidth)),
    () => undefined,
  );
}

async function drawFirstPage(doc: PDFDocumentProxy, boxWidth: number): Promise<FirstPicture | null> {
  try {
    const page = await doc.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const layout = layoutPage(natural.width, natural.height, boxWidth, window.devicePixelRatio || 1);
    const canvas = document.createElement('canvas');
    canvas.width = layout.canvasWidth;
    canvas.height = layout.canvasHeight;
    const render = page.render({ canvas, viewport: page.getViewport({ scale: layout.scale }) });
    const drawn = render.promise.then(
      () => {
        // Tells tests and the bench that the first page waits, drawn, for its card to open.
        performance.mark('epd:pdf-drawn-ahead');
        return { canvas, inWorker: render.isWorkerRendering };
      },
      () => {
        release(canvas);
        return null;
      },
    );
    // Asked for after the drawing, so pdf.js's worker reads the page for the picture first.
    const text = page.getTextContent(TEXT_OPTIONS);
    // With the picture's mark: when page 1 with its text could show, no tap involved (the bench).
    text.then(() => performance.mark('epd:pdf-text-ahead')).catch(() => undefined);
    return { width: canvas.width, height: canvas.height, drawn, text };
  } catch {
    return null;
  }
}

/** The prepared loading task for `content`, now the caller's to destroy; null when none was. */
export function takePrepared(content: string): LoadingTask | null {
  opened = content;
  if (prepared?.content !== content) return null;
  const { task } = prepared;
  prepared = null;
  return task;
}

/** Lets go of a preparation no viewer took, and forgets that one was opened (the screen left). */
export function discardPrepared(content?: string): void {
  if (content !== undefined && opened === content) opened = null;
  if (!prepared || (content !== undefined && prepared.content !== content)) return;
  void prepared.task.destroy();
  prepared = null;
}

/**
 * Page 1 as drawn ahead, when it was drawn at `width` × `height` canvas pixels: the viewer copies it
 * instead of drawing the page again. Once only; null when there is none of that size. A drawing of
 * another size leaves it for the next: where the viewer's scroll bar comes only once the pages are laid
 * out (Firefox), its first drawing is at the width without it and is redrawn at once.
 */
export async function takeFirstPicture(
  doc: PDFDocumentProxy,
  width: number,
  height: number,
): Promise<FirstPage | null> {
  const pending = pictures.get(doc);
  if (!pending) return null;
  const picture = await pending;
  if (!picture || picture.width !== width || picture.height !== height) return null;
  pictures.delete(doc);
  const drawn = await picture.drawn;
  return drawn && { ...drawn, text: picture.text };
}
