import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js's data files, as the portal ships them, so Node reads fonts and cMaps the browser reads.
const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export interface OracleItem {
  str: string;
  hasEOL: boolean;
  dir: string;
  /** PDF user space: [a, b, c, d, x, y]. */
  transform: number[];
  width: number;
}

/**
 * pdf.js's own text content of every page, read in Node with its legacy build: the text layer's
 * oracle. Find's is pdf.js's own find, run in a page (pdfjsFindOracle.ts).
 */
export async function pdfjsText(bytes: Uint8Array): Promise<{ pages: OracleItem[][]; sizes: number[][] }> {
  const doc = await getDocument({
    data: bytes.slice(),
    verbosity: 0,
    standardFontDataUrl: `${join(PDFJS_DIR, 'standard_fonts')}/`,
    cMapUrl: `${join(PDFJS_DIR, 'cmaps')}/`,
    cMapPacked: true,
  }).promise;
  const pages: OracleItem[][] = [];
  const sizes: number[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    sizes.push([width, height]);
    // As pdf.js's own viewer lays its text layer (and the portal's, decision 400): not normalized.
    const content = await page.getTextContent({ disableNormalization: true });
    pages.push(
      content.items
        .filter((item) => 'str' in item)
        .map((item) => ({
          str: item.str,
          hasEOL: item.hasEOL,
          dir: item.dir,
          transform: item.transform as number[],
          width: item.width,
        })),
    );
  }
  await doc.loadingTask.destroy();
  return { pages, sizes };
}

export interface OracleMarks {
  /** Each page's annotations as pdf.js reads them: subtype and rectangle. */
  pages: { subtype: string; rect: number[]; name?: string; quadPoints?: number[] }[][];
  /** How many form fields pdf.js finds. */
  fields: number;
}

/** pdf.js's own reading of a PDF's annotations and form fields (getAnnotations, getFieldObjects). */
export async function pdfjsMarks(bytes: Uint8Array): Promise<OracleMarks> {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages: OracleMarks['pages'] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const annotations = await (await doc.getPage(n)).getAnnotations();
    pages.push(
      annotations.map((a) => ({
        subtype: a.subtype,
        rect: a.rect,
        name: a.name,
        ...(a.quadPoints ? { quadPoints: Array.from(a.quadPoints as ArrayLike<number>) } : {}),
      })),
    );
  }
  const fields = (await doc.getFieldObjects())?.size ?? 0;
  await doc.loadingTask.destroy();
  return { pages, fields };
}

/**
 * Points of page `n` (1-based) as pdf.js shows it at scale 1 (origin top left, the page's rotation
 * applied), mapped into the PDF's user space by pdf.js's own viewport: the oracle for where a mark
 * the customer placed on a rotated page must land.
 */
export async function pdfjsToPdfPoints(
  bytes: Uint8Array,
  n: number,
  points: number[][],
): Promise<number[][]> {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const viewport = (await doc.getPage(n)).getViewport({ scale: 1 });
  const mapped = points.map(([x = 0, y = 0]) => viewport.convertToPdfPoint(x, y) as number[]);
  await doc.loadingTask.destroy();
  return mapped;
}
