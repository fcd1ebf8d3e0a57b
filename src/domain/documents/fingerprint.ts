import { bytesOfBase64 } from './base64.ts';

/** What the insurer says it delivered, and what this browser received. */
export interface Fingerprint {
  /** The insurer's SHA-256 of the document as first delivered; null when the API gives none. */
  delivered: string | null;
  /** The SHA-256 of the bytes received now; null when the content is not base64. */
  received: string | null;
}

const hex = (digest: ArrayBuffer) =>
  [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The SHA-256 of a base64 document, in lower-case hex (Web Crypto: the browser's own, and Node's). */
async function sha256OfBase64(base64: string): Promise<string | null> {
  const bytes = bytesOfBase64(base64);
  return bytes && hex(await crypto.subtle.digest('SHA-256', bytes));
}

/** Only a difference is a warning: with no fingerprint from the insurer there is nothing to compare. */
export const fingerprintDiffers = (f: Fingerprint): boolean =>
  f.delivered !== null && f.received !== null && f.delivered !== f.received;

/** Each document with the fingerprint of the bytes this browser received (decision 211). */
export const withReceivedFingerprints = <T extends { content: string }>(
  documents: T[],
): Promise<(T & { receivedSha256: string | null })[]> =>
  Promise.all(documents.map(async (d) => ({ ...d, receivedSha256: await sha256OfBase64(d.content) })));
