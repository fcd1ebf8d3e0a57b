import { failureReason } from '../../api/failure.ts';
import { bytesOfBase64 } from '../../domain/documents/base64.ts';
import { DOCUMENT_TEXTS } from '../../domain/documents/documentTexts.ts';
import { type Message, message } from '../../i18n/message.ts';
import { rawMessage } from '../../i18n/rawText.ts';

type ContentProblem = 'contentEmpty' | 'contentNotBase64' | 'contentNotPdf';

/**
 * Documents arrive as base64 PDF (SPEC §2) and are decoded locally, with no network call (SPEC §7).
 * The error carries its reason as a message (decision 494); its own text is the English, for logs.
 */
class DocumentContentError extends Error {
  override name = 'DocumentContentError';
  readonly reason: Message;
  constructor(problem: ContentProblem) {
    super(DOCUMENT_TEXTS[problem]);
    this.reason = message(DOCUMENT_TEXTS, problem);
  }
}

/** Why a document could not be decoded or opened: the content's own reason, else the thrower's words as they came. */
export const contentFailure = (error: unknown): Message =>
  error instanceof DocumentContentError ? error.reason : rawMessage(failureReason(error));

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function base64ToPdfBytes(content: string): Uint8Array<ArrayBuffer> {
  const text = content.replace(/\s+/g, '');
  if (text === '') throw new DocumentContentError('contentEmpty');
  const bytes = bytesOfBase64(text);
  if (!bytes) throw new DocumentContentError('contentNotBase64');
  if (!PDF_MAGIC.every((b, i) => bytes[i] === b)) throw new DocumentContentError('contentNotPdf');
  return bytes;
}
