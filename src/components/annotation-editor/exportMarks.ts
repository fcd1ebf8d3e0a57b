import {
  type PDFContext,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  PDFString,
  StandardFonts,
} from '@cantoo/pdf-lib';
import { type Mark, markedPages, type Signature } from '../../../machines/annotationEditor.ts';
import { type Box, highlightRgb, type Point } from '../../domain/annotation/annotationLimits.ts';
import { MARK_STYLE } from './markStyle.ts';
import { type PageFrame, toPdfPoint, toPdfRect, unionBox } from './pageSpace.ts';

export interface MarkedPdf {
  pdf: Uint8Array;
  /** The pages holding marks, 1-based, ascending. */
  pages: number[];
}

const PRINT = 4;
const n = (v: number) => Number(v.toFixed(3));
const rgb = (c: readonly number[]) => c.map(n).join(' ');

function frameOf(page: PDFPage): PageFrame {
  return { box: page.getCropBox(), rotate: page.getRotation().angle };
}

/** A Form XObject drawing `ops` over the page rectangle `rect` (its BBox, so no matrix is needed). */
function appearance(
  context: PDFContext,
  rect: number[],
  ops: string,
  resources: Record<string, unknown> = {},
) {
  return context.register(
    context.stream(ops, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: rect.map(n),
      Resources: resources,
    } as never),
  );
}

function strokes(paths: readonly (readonly Point[])[], map: (p: Point) => [number, number]): string {
  return paths
    .map((path) => {
      const [first, ...rest] = path.map(map);
      if (!first) return '';
      const tail = rest.length > 0 ? rest : [first];
      return `${n(first[0])} ${n(first[1])} m ${tail.map(([x, y]) => `${n(x)} ${n(y)} l`).join(' ')} S`;
    })
    .join('\n');
}

function annotation(doc: PDFDocument, page: PDFPage, mark: Mark, fields: Record<string, unknown>) {
  const { context } = doc;
  const dict = context.obj({
    Type: 'Annot',
    F: PRINT,
    NM: PDFString.of(`epd-mark-${mark.id}`),
    Contents: PDFString.of(mark.type === 'signature' ? 'Signature' : mark.type),
    ...fields,
  } as never);
  page.node.addAnnot(context.register(dict));
}

function highlight(doc: PDFDocument, page: PDFPage, mark: Extract<Mark, { type: 'highlight' }>) {
  const frame = frameOf(page);
  const rects = mark.rects.map((r) => toPdfRect(r, frame));
  const rect = toPdfRect(unionBox(mark.rects), frame);
  const quads = rects.flatMap(([x1, y1, x2, y2]) => [x1, y2, x2, y2, x1, y1, x2, y1]).map(n);
  const colour = highlightRgb();
  const fill = rects
    .map(([x1, y1, x2, y2]) => `${n(x1)} ${n(y1)} ${n(x2 - x1)} ${n(y2 - y1)} re f`)
    .join('\n');
  const ap = appearance(doc.context, rect, `/GS0 gs ${rgb(colour)} rg\n${fill}`, {
    ExtGState: { GS0: { BM: 'Multiply' } },
  });
  annotation(doc, page, mark, {
    Subtype: 'Highlight',
    Rect: rect.map(n),
    QuadPoints: quads,
    C: colour.map(n),
    AP: { N: ap },
  });
}

function ink(doc: PDFDocument, page: PDFPage, mark: Extract<Mark, { type: 'ink' }>) {
  const frame = frameOf(page);
  const width = MARK_STYLE.inkWidth;
  const points = mark.paths.flat();
  const bounds = unionBox(
    points.map(([x, y]) => ({ x: x - width, y: y - width, width: width * 2, height: width * 2 })),
  );
  const rect = toPdfRect(bounds, frame);
  const map = (p: Point) => toPdfPoint(p, frame);
  const ops = `${rgb(MARK_STYLE.inkRgb)} RG ${width} w 1 J 1 j\n${strokes(mark.paths, map)}`;
  annotation(doc, page, mark, {
    Subtype: 'Ink',
    Rect: rect.map(n),
    InkList: mark.paths.map((path) => path.flatMap((p) => map(p)).map(n)),
    C: [...MARK_STYLE.inkRgb],
    BS: { W: width },
    AP: { N: appearance(doc.context, rect, ops) },
  });
}

function pngBytes(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function stamp(doc: PDFDocument, page: PDFPage, mark: Extract<Mark, { type: 'stamp' }>) {
  // The image as redrawn for the stamp's size, once a resize has settled; else as it was read.
  const image = await doc.embedPng(pngBytes((mark.scaled ?? mark.image).png));
  const [x1, y1, x2, y2] = toPdfRect(mark.box, frameOf(page));
  const ops = `q ${n(x2 - x1)} 0 0 ${n(y2 - y1)} ${n(x1)} ${n(y1)} cm /Im0 Do Q`;
  const ap = appearance(doc.context, [x1, y1, x2, y2], ops, { XObject: { Im0: image.ref } });
  annotation(doc, page, mark, {
    Subtype: 'Stamp',
    Name: 'Image',
    Rect: [x1, y1, x2, y2].map(n),
    AP: { N: ap },
  });
}

/** A typed signature keeps the characters the standard font can write. */
function writable(font: PDFFont, text: string): string {
  const set = new Set(font.getCharacterSet());
  return [...text].filter((c) => set.has(c.codePointAt(0) ?? 0)).join('');
}

function signatureOps(signature: Signature, box: Box, frame: PageFrame, font: PDFFont): string {
  if (signature.kind === 'drawn') {
    const scale = box.width / signature.size.width;
    const map = ([x, y]: Point) => toPdfPoint([box.x + x * scale, box.y + y * scale], frame);
    return `${rgb(MARK_STYLE.signatureRgb)} RG ${n(Math.max(1, 2 * scale))} w 1 J 1 j\n${strokes(signature.paths, map)}`;
  }
  const text = writable(font, signature.text);
  const size = Math.min(
    box.width / Math.max(font.widthOfTextAtSize(text, 1), 0.01),
    box.height / font.heightAtSize(1),
  );
  const [x, y] = toPdfPoint([box.x, box.y + box.height], frame);
  const descent = font.heightAtSize(1) - font.heightAtSize(1, { descender: false });
  return `BT ${rgb(MARK_STYLE.signatureRgb)} rg /F0 ${n(size)} Tf ${n(x)} ${n(y + descent * size)} Td ${font.encodeText(text).toString()} Tj ET`;
}

async function signature(doc: PDFDocument, page: PDFPage, mark: Extract<Mark, { type: 'signature' }>) {
  const font = await doc.embedFont(StandardFonts.HelveticaOblique);
  const frame = frameOf(page);
  const rect = toPdfRect(mark.box, frame);
  const ops = signatureOps(mark.signature, mark.box, frame, font);
  const ap = appearance(doc.context, rect, ops, { Font: { F0: font.ref } });
  annotation(doc, page, mark, { Subtype: 'Stamp', Name: 'Signature', Rect: rect.map(n), AP: { N: ap } });
}

/**
 * The PDF with the marks written into it as annotations a reader's viewer shows and pdf.js reads
 * (Highlight, Ink, Stamp; a signature is a Stamp named 'Signature'), everything else, form fields
 * included, kept as it was; and the pages marked.
 */
export async function exportMarks(pdf: Uint8Array, marks: readonly Mark[]): Promise<MarkedPdf> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pages = doc.getPages();
  for (const mark of marks) {
    const page = pages[mark.page];
    if (!page) throw new Error(`The document has no page ${mark.page + 1}.`);
    if (mark.type === 'highlight') highlight(doc, page, mark);
    else if (mark.type === 'ink') ink(doc, page, mark);
    else if (mark.type === 'stamp') await stamp(doc, page, mark);
    else await signature(doc, page, mark);
  }
  return { pdf: await doc.save(), pages: markedPages(marks) };
}
