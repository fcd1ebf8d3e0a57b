import { createHash } from 'node:crypto';
import {
  MAX_MARKED_PAGES_BYTES,
  MAX_MARKED_PAGES_TEXT,
  type MarkedPagesUpload,
} from '../src/api/schemas/markedPages.ts';
import { badRequest, HttpError, tooManyAttempts } from './http/errors.ts';
import { inspectPdf, type PdfBudget, type PdfRefusal } from './pdf/untrusted.ts';
import type { StoredMarkedPages } from './store/markedPages.ts';
import type { StoredCase } from './store/types.ts';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const FIELD = 'markedPages';

const markedPagesTooLarge = () =>
  new HttpError(
    413,
    'PayloadTooLarge',
    `${FIELD}.pdf: the marked pages are larger than the limit of ${MAX_MARKED_PAGES_TEXT}.`,
    `${FIELD}.pdf`,
  );

/**
 * What marked pages may cost to open (decision 380): a document's pages at most (the longest the
 * portal serves has 500), a few objects for each, and ten seconds in a worker.
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 *   (tests/sandbox/fuzz.test.ts, tests/sandbox/hostile-pdfs.test.ts).
 */
export const MARKED_PAGES_BUDGET: PdfBudget = {
  maxPages: 2000,
  maxObjects: 200_000,
  timeLimitMs: 10_000,
  memoryMb: 256,
  allowEncrypted: false,
  stripActiveContent: true,
};

const REFUSALS: Record<PdfRefusal, string> = {
  unreadable: 'is not a PDF that can be read.',
  revisits: 'lists a page or a branch of its pages more than once, so it cannot be opened safely.',
  'too-many-pages': `has more than ${MARKED_PAGES_BUDGET.maxPages} pages.`,
  'too-many-objects': `holds more than ${MARKED_PAGES_BUDGET.maxObjects.toLocaleString('en-US')} objects.`,
  'too-deep': 'nests its objects too deeply to be opened safely.',
  'too-slow': `took longer than ${MARKED_PAGES_BUDGET.timeLimitMs / 1000} seconds to open.`,
  'too-much-memory': 'needs more memory to open than the server gives one file.',
  busy: '',
};

const BUSY = 'The server is checking other files. Please send your question again in a moment.';

/**
 * Checks marked pages before anything is written (decision 285): the document is the case's, each
 * page is one of its pages, the file is at most MAX_MARKED_PAGES_BYTES and a PDF that opens within
 * MARKED_PAGES_BUDGET, holding either the marked pages alone or the whole document with its marks.
 */
export async function checkMarkedPages(
  stored: StoredCase,
  upload: MarkedPagesUpload,
): Promise<StoredMarkedPages> {
  const doc = stored.documents.find((d) => d.documentId === upload.documentId);
  if (!doc)
    throw badRequest(
      `${FIELD}.documentId: is not a document of case ${stored.caseId}.`,
      `${FIELD}.documentId`,
    );
  const beyond = upload.pages.find((p) => p > doc.pageCount);
  if (beyond !== undefined)
    throw badRequest(
      `${FIELD}.pages: page ${beyond} is past the document's last page (${doc.pageCount}).`,
      `${FIELD}.pages`,
    );
  const bytes = Buffer.from(upload.pdf, 'base64');
  if (bytes.byteLength > MAX_MARKED_PAGES_BYTES) throw markedPagesTooLarge();
  const isPdf = bytes.byteLength >= PDF_MAGIC.length && PDF_MAGIC.equals(bytes.subarray(0, PDF_MAGIC.length));
  const opened = isPdf
    ? await inspectPdf(bytes, MARKED_PAGES_BUDGET)
    : { ok: false as const, reason: 'unreadable' as const };
  if (!opened.ok) {
    if (opened.reason === 'busy') throw tooManyAttempts(BUSY, 1);
    throw badRequest(`${FIELD}.pdf: ${REFUSALS[opened.reason]}`, `${FIELD}.pdf`);
  }
  const count = opened.pageCount;
  if (count !== upload.pages.length && count !== doc.pageCount)
    throw badRequest(
      `${FIELD}.pdf: has ${count} pages, not the ${upload.pages.length} marked pages nor the document's ${doc.pageCount}.`,
      `${FIELD}.pdf`,
    );
  // Kept without what a reader could run (decision 380): the fingerprint is of the bytes kept.
  const kept = Buffer.from(opened.bytes);
  return {
    documentId: doc.documentId,
    pages: upload.pages,
    sha256: createHash('sha256').update(kept).digest('hex'),
    bytes: kept,
  };
}
