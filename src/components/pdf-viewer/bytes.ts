import { DOCUMENT_TEXTS } from '../../domain/documents/documentTexts.ts';

/** Documents arrive as base64 PDF (SPEC §2) and are decoded locally, with no network call (SPEC §7). */
class DocumentContentError extends Error {
  override name = 'DocumentContentError';
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function base64ToPdfBytes(content: string): Uint8Array<ArrayBuffer> {
  const text = content.replace(/\s+/g, '');
  if (text === '') throw new DocumentContentError(DOCUMENT_TEXTS.contentEmpty);
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    throw new DocumentContentError(DOCUMENT_TEXTS.contentNotBase64);
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  if (!PDF_MAGIC.every((b, i) => bytes[i] === b))
    throw new DocumentContentError(DOCUMENT_TEXTS.contentNotPdf);
  return bytes;
}
