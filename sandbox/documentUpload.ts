import { badRequest, caseNotFound, HttpError, notFound, tooManyAttempts } from './http/errors.ts';
import { inspectPdf, type PdfBudget, type PdfInspection, type PdfRefusal } from './pdf/untrusted.ts';
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

/** Why a file past UPLOAD_BUDGET is refused: it is not stored, so no old page count stays beside it. */
const OVER_BUDGET: Record<Exclude<PdfRefusal, 'unreadable' | 'busy'>, string> = {
  revisits: 'lists a page or a branch of its pages more than once, so it cannot be opened safely',
  'too-many-pages': `has more than ${UPLOAD_BUDGET.maxPages.toLocaleString('en-US')} pages`,
  'too-many-objects': `holds more than ${UPLOAD_BUDGET.maxObjects.toLocaleString('en-US')} objects`,
  'too-deep': 'nests its objects too deeply to be opened safely',
  'too-slow': `took longer than ${UPLOAD_BUDGET.timeLimitMs / 1000} seconds to open`,
  'too-much-memory': 'needs more memory to open than the sandbox gives one file',
};

const BUSY = 'The sandbox is opening other PDFs. Please send the file again in a moment.';

/**
 * The file's page count; null when it is a PDF that cannot be read (broken files are still accepted,
 * decision 412). A file the budget refuses, or one that cannot be opened now, is refused here.
 */
function pageCountOrRefuse(opened: PdfInspection, documentId: string, pageCount: number): number | null {
  if (opened.ok) return opened.pageCount;
  if (opened.reason === 'unreadable') return null;
  if (opened.reason === 'busy') throw tooManyAttempts(BUSY, 1);
  throw badRequest(
    `The PDF ${OVER_BUDGET[opened.reason]}. Document ${documentId} was not changed: it keeps its file and its ${pageCount} pages.`,
  );
}

export interface PutPdfResult {
  /** The page count stored for the document: the file's, or the old one when the file cannot be read. */
  pageCount: number;
  pageCountRead: boolean;
}

/**
 * Replaces a document's content with a tester's file: checked first, then written with the page count
 * in one transaction, so a refusal or a failure changes nothing. A file over UPLOAD_BUDGET is refused
 * whole (decision 412): stored, it would have kept the old page count beside pages it does not have.
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
  const before = findDocument().doc;
  checkUpload(bytes);
  const read = pageCountOrRefuse(await inspectPdf(bytes, UPLOAD_BUDGET), documentId, before.pageCount);
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
