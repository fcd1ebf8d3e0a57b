import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../sandbox/pdf/content.ts';
import { type DocumentPdfInput, generateDocumentPdf } from '../../sandbox/pdf/generate.ts';
import { PdfCache, type PdfRequest } from '../../sandbox/pdfCache.ts';
import { openDb } from '../../sandbox/store/db.ts';
import { DOCUMENT_TYPES } from '../../src/api/schemas/index.ts';

const standardFontDataUrl = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

const base: DocumentPdfInput = {
  caseId: '100001',
  policyNumber: 'L1000001',
  documentType: 'SignedPolicy',
  pageCount: 3,
  partyName: 'Olivia Owner',
  isAnnuity: false,
};

/** The text of each page, read back with the same PDF engine the portal's viewer uses. */
async function pageTexts(bytes: Uint8Array, pages?: number[]): Promise<string[]> {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl }).promise;
  const numbers = pages ?? Array.from({ length: pdf.numPages }, (_, i) => i + 1);
  const texts: string[] = [];
  for (const number of numbers) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.loadingTask.destroy();
  return texts;
}

function startsWithPdfMagic(bytes: Uint8Array): boolean {
  return new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-';
}

describe('generateDocumentPdf', () => {
  it('makes a PDF that loads back with the requested number of pages', async () => {
    const bytes = await generateDocumentPdf({ ...base, pageCount: 7 });
    expect(startsWithPdfMagic(bytes)).toBe(true);
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(7);
    expect(loaded.getTitle()).toBe('Policy Contract L1000001');
  });

  it('prints the title, policy number, party name and page x of n', async () => {
    const [first, , last] = await pageTexts(await generateDocumentPdf(base));
    expect(first).toContain('Policy Contract');
    expect(first).toContain('L1000001');
    expect(first).toContain('Olivia Owner');
    expect(first).toContain('Page 1 of 3');
    expect(last).toContain('Page 3 of 3');
    expect(last).toContain('Signatures');
  });

  it('titles a signed annuity contract as an Annuity Contract', async () => {
    const [first] = await pageTexts(
      await generateDocumentPdf({ ...base, isAnnuity: true, caseId: '200002', policyNumber: 'A2000002' }),
      [1],
    );
    expect(first).toContain('Annuity Contract');
    expect(first).not.toContain('Policy Contract');
    expect(first).toContain('A2000002');
  });

  it('gives every document type its own title and wording', async () => {
    const firstPages = await Promise.all(
      DOCUMENT_TYPES.map(async (documentType) => {
        const [text] = await pageTexts(
          await generateDocumentPdf({ ...base, documentType, pageCount: 1 }),
          [1],
        );
        expect(text).toContain(documentTitle(documentType, false));
        return text;
      }),
    );
    expect(new Set(firstPages).size).toBe(DOCUMENT_TYPES.length);
  });

  it('differs by case: another case and party give other text and other bytes', async () => {
    const olivia = await generateDocumentPdf(base);
    const ian = await generateDocumentPdf({
      ...base,
      caseId: '100005',
      policyNumber: 'L1000005',
      partyName: 'Ian Insured',
    });
    expect(Buffer.from(olivia).equals(Buffer.from(ian))).toBe(false);
    const [ianFirst, ianSecond] = await pageTexts(ian, [1, 2]);
    const [, oliviaSecond] = await pageTexts(olivia, [1, 2]);
    expect(ianFirst).toContain('Ian Insured');
    expect(ianFirst).toContain('L1000005');
    expect(ianFirst).not.toContain('Olivia Owner');
    // The schedule of values on page 2 is seeded by the case, so the figures differ too.
    expect(ianSecond?.replace(/L100000\d/g, '')).not.toBe(oliviaSecond?.replace(/L100000\d/g, ''));
  });

  it('is deterministic: the same input gives the same bytes', async () => {
    const once = await generateDocumentPdf(base);
    const again = await generateDocumentPdf(base);
    expect(Buffer.from(once).equals(Buffer.from(again))).toBe(true);
  });

  it('builds the 120-page signed policy and a 500-page document with text on every page', async () => {
    for (const pageCount of [120, 500]) {
      const bytes = await generateDocumentPdf({ ...base, pageCount });
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(pageCount);
      const [middle, last] = await pageTexts(bytes, [Math.ceil(pageCount / 2), pageCount]);
      expect(middle).toContain(`Page ${Math.ceil(pageCount / 2)} of ${pageCount}`);
      expect(middle?.length).toBeGreaterThan(500);
      expect(last).toContain(`Page ${pageCount} of ${pageCount}`);
    }
    // 620 pages built and parsed: seconds alone, far longer beside the browser tests in CI.
  }, 120_000);

  it('prints names the standard fonts cannot encode instead of failing', async () => {
    const bytes = await generateDocumentPdf({ ...base, partyName: 'Zoë  Łukasz 吴', pageCount: 1 });
    const [first] = await pageTexts(bytes, [1]);
    expect(first).toContain('Zoë Lukasz ?');
  });

  it.each([0, -1, 2.5, Number.NaN, 2001])('refuses a page count of %s', async (pageCount) => {
    await expect(generateDocumentPdf({ ...base, pageCount })).rejects.toThrow(RangeError);
  });
});

describe('the PDF cache', () => {
  const request = (caseId: string): PdfRequest => ({ ...base, caseId, pageCount: 2 });

  it('keeps memory under its budget, dropping the least recently used, and still answers the same bytes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'epd-pdfcache-'));
    const db = openDb(dataDir);
    try {
      const one = await new PdfCache(db).base64(request('1'));
      // Room for two PDFs of this size, not three.
      const cache = new PdfCache(db, one.length * 2 + one.length / 2);
      const first = await cache.base64(request('1'));
      await cache.base64(request('2'));
      await cache.base64(request('1')); // now the most recent
      await cache.base64(request('3')); // drops '2'
      expect(cache.memorySize).toBeLessThanOrEqual(one.length * 2.5);
      expect(cache.memorySize).toBeGreaterThan(one.length * 1.5);
      expect(await cache.base64(request('1'))).toBe(first);
      // '2' comes back from the database, byte for byte what was generated.
      expect(await cache.base64(request('2'))).toBe(await new PdfCache(db).base64(request('2')));
      expect(cache.memorySize).toBeLessThanOrEqual(one.length * 2.5);
    } finally {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('does not hold a PDF larger than the whole budget in memory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'epd-pdfcache-'));
    const db = openDb(dataDir);
    try {
      const cache = new PdfCache(db, 10);
      expect((await cache.base64(request('1'))).length).toBeGreaterThan(10);
      expect(cache.memorySize).toBe(0);
    } finally {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
