/** What the insurer says it delivered, and what this browser received. */
export interface Fingerprint {
  /** The insurer's SHA-256 of the document as first delivered; null when the API gives none. */
  delivered: string | null;
  /** The SHA-256 of the bytes received now; null when the content is not base64. */
  received: string | null;
}

const hex = (digest: ArrayBuffer) =>
  [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');

type Base64Decoder = (base64: string) => Uint8Array<ArrayBuffer>;

/**
 * The bytes of a base64 text, or null when it is not base64. The browser's own decoder where it has one
 * (`Uint8Array.fromBase64`: Chromium 140, Safari 18.2, Firefox 133); else `atob` and a plain loop. The
 * review decodes every document of the case at once as they arrive (a 120-page policy is 500 KB of
 * base64): `Uint8Array.from` with a function per byte held the main thread for about 80 ms more
 * (decision 454).
 */
function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> | null {
  const decoder = Uint8Array as unknown as { fromBase64?: Base64Decoder };
  try {
    if (decoder.fromBase64) return decoder.fromBase64(base64);
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

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
