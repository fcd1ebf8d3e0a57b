import { MESSAGES } from '../../domain/documents/documents.ts';
import { type Message, message } from '../../i18n/message.ts';
import { base64ToPdfBytes, contentFailure } from './bytes.ts';

/** SPEC §9: mobile blob URLs are revoked 100 ms after opening. */
const REVOKE_AFTER_MS = 100;
const DESKTOP_REVOKE_AFTER_MS = 60_000;

function isTouchDevice(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * SPEC §2 "Opening a document": on touch devices the file downloads, otherwise it opens in a new tab.
 * The download is saved under the document's own name ('02 Amendment.pdf'), not SPEC's
 * document_{index}.pdf, which a customer can not tell apart in a downloads folder (decision 362).
 * Returns the failure's message, or null when it worked.
 */
export function openDocument(content: string, fileName: string, touch = isTouchDevice()): Message | null {
  try {
    const url = URL.createObjectURL(new Blob([base64ToPdfBytes(content)], { type: 'application/pdf' }));
    if (touch) {
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
    } else {
      window.open(url, '_blank', 'noopener');
    }
    // A new tab reads the blob after this tick; give it time before the URL is revoked.
    setTimeout(() => URL.revokeObjectURL(url), touch ? REVOKE_AFTER_MS : DESKTOP_REVOKE_AFTER_MS);
    return null;
  } catch (error) {
    return message(MESSAGES, 'openFailedBecause', contentFailure(error));
  }
}
