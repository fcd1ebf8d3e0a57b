import { MAX_MARKED_PAGES_BYTES } from '../../api/schemas/markedPages.ts';
import { documentTitle, documentTitleMessage } from '../documents/documents.ts';

/**
 * The pages a customer marked in a document, as the viewer's annotation editor exports them
 * (decision 285): a PDF and its 1-based page numbers in the document.
 */
export interface ExportedMarks {
  pdf: Uint8Array;
  pages: number[];
}

/** Why marked pages cannot go with a comment: the customer is told which, and keeps what they typed. */
export type MarksProblem = 'tooLarge' | 'unreadable';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** What stops these marks being attached, checked before anything is sent (decision 285); null: none. */
export function marksProblem({ pdf, pages }: ExportedMarks): MarksProblem | null {
  if (pdf.byteLength > MAX_MARKED_PAGES_BYTES) return 'tooLarge';
  const inOrder =
    pages.length > 0 &&
    pages.every((p, i) => Number.isInteger(p) && p >= 1 && (i === 0 || p > (pages[i - 1] ?? 0)));
  if (!inOrder || !PDF_MAGIC.every((b, i) => pdf[i] === b)) return 'unreadable';
  return null;
}

/** base64 of the bytes, as the JSON body carries the PDF (decision 285); in chunks, for large files. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The name marked pages are said to be 'of': the document's title ('page 1 of Signed Policy'). */
export const markedDocumentName = documentTitle;

/** The same name as a message, for the comment modal's machine to carry (decision 490). */
export const markedDocumentMessage = documentTitleMessage;
