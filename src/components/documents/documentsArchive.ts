import type { Document } from '../../api/schemas/document.ts';
import { documentFileName } from '../../domain/documents/documents.ts';
import { DOCUMENT_TEXTS } from '../../domain/documents/documentTexts.ts';
import { zipStore } from '../../shell/zip.ts';

/**
 * 'Download all documents' as one ZIP (decision 085): every document of the case as the insurer sent
 * it, in the order the page lists them, and any text files beside (the payment receipt). Imported only
 * when the customer clicks, so neither this nor the ZIP writer is part of any screen's first load.
 */
export function documentsArchive(
  documents: readonly Pick<Document, 'documentType' | 'content'>[],
  isAnnuity: boolean,
  texts: readonly { name: string; text: string }[] = [],
  names: typeof DOCUMENT_TEXTS = DOCUMENT_TEXTS,
  at: Date = new Date(),
): Blob {
  const encoder = new TextEncoder();
  const entries = [
    ...documents.map((doc, index) => ({
      name: documentFileName(doc.documentType, isAnnuity, index, names),
      bytes: base64Bytes(doc.content),
    })),
    ...texts.map(({ name, text }) => ({ name, bytes: encoder.encode(text) })),
  ];
  return new Blob([zipStore(entries, at)], { type: 'application/zip' });
}

/** The document's bytes as sent: a file no viewer can open is still the customer's document. */
function base64Bytes(content: string): Uint8Array {
  const binary = atob(content.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
