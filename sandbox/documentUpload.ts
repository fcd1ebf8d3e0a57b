import { caseNotFound, HttpError, notFound } from './http/errors.ts';
import { inspectPdf, type PdfBudget } from './pdf/untrusted.ts';
import type { CaseStore } from './store/cases.ts';
import type { Db } from './store/db.ts';
import { transaction } from './store/sqlite.ts';
import { UploadedPdfs } from './store/uploadedPdfs.ts';

/**
 * The largest file a tester may put into a document. A 500-page policy as the sandbox generates it
 * is 1.0 MB, but a printer's file carries embedded fonts and images: the pdf.js test paper
 * (tracemonkey.pdf) is 71 KB a page, which makes 36 MB for 500 pages. 64 MiB leaves room for scanned
 * pages and stays small enough to hold in memory once more as base64 in the documents answer.
 */
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;
const MAX_UPLOAD_TEXT = '64 MB';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export const tooLarge = () =>
  new HttpError(413, 'PayloadTooLarge', `The PDF is larger than the sandbox's limit of ${MAX_UPLOAD_TEXT}.`);

/** Refuses what cannot be a PDF at all; a broken or encrypted PDF is still a PDF and passes. */
function checkUpload(bytes: Uint8Array): void {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw tooLarge();
  if (bytes.byteLength < PDF_MAGIC.length || !PDF_MAGIC.equals(bytes.subarray(0, PDF_MAGIC.length)))
    throw new HttpError(
      415,
      'UnsupportedMediaType',
      'The body is not a PDF: a PDF file starts with "%PDF-". Send the file\'s bytes as they are (Content-Type: application/pdf).',
    );
}

/**
 * A tester's file is opened as any received file is (decision 380), with room for the largest file
 * the sandbox takes; encrypted files are counted too, since the viewers ask for their password.
 */
const UPLOAD_BUDGET: PdfBudget = {
  maxPages: 20_000,
  maxObjects: 4_000_000,
  timeLimitMs: 60_000,
  memoryMb: 1024,
  allowEncrypted: true,
  stripActiveContent: false,
};

/** The file's page count, or null when it cannot be read within UPLOAD_BUDGET (broken files are still accepted). */
async function readPageCount(bytes: Uint8Array): Promise<number | null> {
  const opened = await inspectPdf(bytes, UPLOAD_BUDGET);
  return opened.ok ? opened.pageCount : null;
}

export interface PutPdfResult {
  /** The page count stored for the document: the file's, or the old one when the file cannot be read. */
  pageCount: number;
  pageCountRead: boolean;
}

/**
 * Replaces a document's content with a tester's file: checked first, then written with the page count
 * in one transaction, so a refusal or a failure changes nothing.
 */
export async function putDocumentPdf(
  store: { db: Db; cases: CaseStore },
  caseId: string,
  documentId: string,
  bytes: Uint8Array,
): Promise<PutPdfResult> {
  const findDocument = () => {
    const stored = store.cases.get(caseId);
    if (!stored) throw caseNotFound(caseId);
    const doc = stored.documents.find((d) => d.documentId === documentId);
    if (!doc) throw notFound(`Document ${documentId} was not found on case ${caseId}.`);
    return { stored, doc };
  };
  findDocument();
  checkUpload(bytes);
  const read = await readPageCount(bytes);
  const uploads = new UploadedPdfs(store.db);
  return transaction(store.db, (): PutPdfResult => {
    // Read again: the case may have changed while the pages were counted.
    const { stored, doc } = findDocument();
    if (read !== null) doc.pageCount = read;
    uploads.put(caseId, documentId, bytes);
    store.cases.save(stored);
    return { pageCount: doc.pageCount, pageCountRead: read !== null };
  });
}
