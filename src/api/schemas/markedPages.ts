import * as v from 'valibot';
import { Id, Sha256 } from './common.ts';

/**
 * The marked pages a customer attaches to a question or change request
 * (decision 285): the PDF the viewer's annotation editor exports, base64 in the JSON body as documents
 * arrive (SPEC §2), with the document it was marked in and its 1-based page numbers.
 */
export const MAX_MARKED_PAGES_BYTES = 4 * 1024 * 1024;
/** The limit in the words the customer and the sandbox's refusal use. */
export const MAX_MARKED_PAGES_TEXT = '4 MB';
/** base64 of MAX_MARKED_PAGES_BYTES: four characters for every three bytes. */
const MAX_BASE64 = Math.ceil(MAX_MARKED_PAGES_BYTES / 3) * 4;
/** SPEC §3 pageCount: a document has at most 500 pages. */
const MAX_PAGE = 500;

const PageNumber = v.pipe(
  v.number(),
  v.integer('must be a whole page number'),
  v.minValue(1, 'must be a page number from 1'),
  v.maxValue(MAX_PAGE, 'is past the last page a document may have'),
);

/**
 * Page numbers, each once and in order: 'pages 2 and 5', never '5, 2, 2'.
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 *   (tests/unit/schemas.test.ts).
 */
export const MarkedPageNumbers = v.pipe(
  v.array(PageNumber),
  v.minLength(1, 'must name at least one marked page'),
  v.maxLength(MAX_PAGE, 'names more pages than a document may have'),
  v.check(
    (pages) => pages.every((p, i) => i === 0 || p > (pages[i - 1] ?? 0)),
    'must be in order, each once',
  ),
);

/**
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 * (tests/unit/schemas.test.ts).
 */
export const PdfBase64 = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(MAX_BASE64, `is larger than ${MAX_MARKED_PAGES_TEXT}`),
  v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
);

export const MarkedPagesUpload = v.object({
  documentId: Id,
  pages: MarkedPageNumbers,
  pdf: PdfBase64,
});
export type MarkedPagesUpload = v.InferOutput<typeof MarkedPagesUpload>;

/** What a comment says of its marked pages; the file itself is fetched on its own (MarkedPagesFile). */
export const MarkedPagesInfo = v.object({
  documentId: Id,
  pages: MarkedPageNumbers,
  sha256: Sha256,
});
export type MarkedPagesInfo = v.InferOutput<typeof MarkedPagesInfo>;

/** GET Change/{caseId}/MarkedPages/{commentId}: the stored PDF, as documents arrive (base64). */
export const MarkedPagesFile = v.object({
  commentId: Id,
  documentId: Id,
  pages: MarkedPageNumbers,
  sha256: Sha256,
  content: PdfBase64,
});
export type MarkedPagesFile = v.InferOutput<typeof MarkedPagesFile>;
