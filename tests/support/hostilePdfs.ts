/**
 * PDFs written object by object, as an attacker would, for the sandbox's untrusted-PDF checks
 * (decision 380): page trees that list a branch twice, cycles, lying counts, deep nesting, and
 * active content. Object n is `objects[n - 1]`; object 1 is the catalog.
 */
export function pdfOf(objects: string[]): Uint8Array {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

const PAGE = '<< /Type /Page /MediaBox [0 0 612 792] >>';

/**
 * A page tree whose every level lists the level below twice: 2^depth pages in about 100 bytes a
 * level. pdf-lib counts them one by one (depth 22 held the event loop 3.5 s, depth 24 8.3 s).
 */
export function doublingTree(depth: number): Uint8Array {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>'];
  for (let level = 0; level < depth; level += 1) {
    const kid = level + 3;
    objects.push(`<< /Type /Pages /Kids [${kid} 0 R ${kid} 0 R] /Count ${2 ** (depth - level)} >>`);
  }
  objects.push(PAGE);
  return pdfOf(objects);
}

/** A branch of the page tree that lists its own parent: a cycle. */
export function cyclicTree(): Uint8Array {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 2 >>',
    '<< /Type /Pages /Kids [4 0 R 2 0 R] /Count 1 >>',
    PAGE,
  ]);
}

/** `pages` pages, each listed once, under one node whose /Count says `count`. */
export function flatTree(pages: number, count = pages): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    ...Array.from({ length: pages }, () => PAGE),
  ]);
}

/** Two pages and `fillers` small objects besides: a legal file that takes a while to read. */
export function manyObjects(fillers: number): Uint8Array {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    PAGE,
    PAGE,
    ...Array.from({ length: fillers }, (_, i) => `<< /N ${i} >>`),
  ]);
}

/** A page whose resources nest `depth` arrays inside each other. */
export function deeplyNested(depth: number): Uint8Array {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /MediaBox [0 0 612 792] /Odd ${'['.repeat(depth)}${']'.repeat(depth)} >>`,
  ]);
}

/**
 * Two pages carrying every kind of active content a reader might run: an /OpenAction JavaScript, a
 * /Launch on a link, the document's JavaScript name tree, page and document additional actions,
 * and a harmless link to the second page that must stay.
 */
export function activeContentPdf(): Uint8Array {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /Names << /JavaScript 6 0 R >> /AA << /WC 5 0 R >> >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Annots [8 0 R 9 0 R] /AA << /O 5 0 R >> >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    '<< /Type /Action /S /JavaScript /JS (app.alert\\("opened"\\)) >>',
    '<< /Names [(run) 7 0 R] >>',
    '<< /S /JavaScript /JS (app.launchURL\\("https://evil.example"\\)) >>',
    '<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /Launch /F (calc.exe) >> >>',
    '<< /Type /Annot /Subtype /Link /Rect [0 100 100 200] /A << /S /GoTo /D [4 0 R /Fit] >> >>',
  ]);
}

/** What a reader could run, as the bytes say it: each of these names a kind of active content. */
export const ACTIVE_MARKERS = ['/JavaScript', '/Launch', '/OpenAction', '/AA'] as const;
