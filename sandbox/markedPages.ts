import { createHash } from 'node:crypto';
import { PDFDocument } from '@cantoo/pdf-lib';
import {
  MAX_MARKED_PAGES_BYTES,
  MAX_MARKED_PAGES_TEXT,
  type MarkedPagesUpload,
} from '../src/api/schemas/markedPages.ts';
import { badRequest, HttpError } from './http/errors.ts';
import type { StoredMarkedPages } from './store/markedPages.ts';
import type { StoredCase } from './store/types.ts';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const FIELD = 'markedPages';

export const markedPagesTooLarge = () =>
  new HttpError(
    413,
    'PayloadTooLarge',
    `${FIELD}.pdf: the marked pages are larger than the limit of ${MAX_MARKED_PAGES_TEXT}.`,
    `${FIELD}.pdf`,
  );

async function pageCountOf(bytes: Buffer): Promise<number | null> {
  if (bytes.byteLength < PDF_MAGIC.length || !PDF_MAGIC.equals(bytes.subarray(0, PDF_MAGIC.length)))
    return null;
  try {
    // An encrypted file is refused: the agent's viewer could not open it without its password.
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    return pdf.getPageCount();
  } catch {
    return null;
  }
}

/**
 * Checks marked pages before anything is written (decision 285): the document is the case's, each
 * page is one of its pages, the file is at most MAX_MARKED_PAGES_BYTES and a PDF pdf-lib opens, holding
 * either the marked pages alone or the whole document with its marks.
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
  const count = await pageCountOf(bytes);
  if (count === null) throw badRequest(`${FIELD}.pdf: is not a PDF that can be read.`, `${FIELD}.pdf`);
  if (count !== upload.pages.length && count !== doc.pageCount)
    throw badRequest(
      `${FIELD}.pdf: has ${count} pages, not the ${upload.pages.length} marked pages nor the document's ${doc.pageCount}.`,
      `${FIELD}.pdf`,
    );
  return {
    documentId: doc.documentId,
    pages: upload.pages,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes,
  };
}
