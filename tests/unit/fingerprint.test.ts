import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprintDiffers, withReceivedFingerprints } from '../../src/domain/documents/fingerprint.ts';

const nodeSha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The fingerprint the review keeps for a document of this content. */
const received = async (content: string) =>
  (await withReceivedFingerprints([{ content }]))[0]?.receivedSha256;

describe("a document's fingerprint in the browser", () => {
  it('is the SHA-256 of the decoded bytes, as the sandbox computes it', async () => {
    const bytes = Buffer.from('%PDF-1.7\n\u00ff\u0000binary tail', 'latin1');
    expect(await received(bytes.toString('base64'))).toBe(nodeSha256(bytes));
    expect(await received('')).toBe(nodeSha256(Buffer.alloc(0)));
  });

  it('is unknown for content that is not base64', async () => {
    expect(await received('not base64 ¿')).toBeNull();
  });

  describe("with the browser's own decoder (Uint8Array.fromBase64) and without it", () => {
    const typed = Uint8Array as unknown as { fromBase64?: (text: string) => Uint8Array };
    const had = Object.hasOwn(typed, 'fromBase64');
    const own = typed.fromBase64;
    let nativeCalls = 0;
    const useNative = () => {
      // Node 24 has none: a stand-in that decodes as the browser's does, refusing what is not base64.
      typed.fromBase64 = (text: string) => {
        nativeCalls += 1;
        if (!/^[A-Za-z0-9+/\s]*={0,2}$/.test(text)) throw new SyntaxError('not base64');
        return new Uint8Array(Buffer.from(text, 'base64'));
      };
    };
    afterEach(() => {
      if (had) typed.fromBase64 = own;
      else delete typed.fromBase64;
      nativeCalls = 0;
    });

    // Every byte value, so that a decoder that drops or folds any of them gives another digest.
    const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7) % 256));
    const base64 = bytes.toString('base64');

    it('takes the SHA-256 of every byte, with or without the native decoder', async () => {
      if (!had) expect(await received(base64)).toBe(nodeSha256(bytes));
      useNative();
      expect(await received(base64)).toBe(nodeSha256(bytes));
      expect(nativeCalls).toBe(1);
    });

    it('is unknown for content that is not base64, with the native decoder too', async () => {
      useNative();
      expect(await received('not base64 ¿')).toBeNull();
      expect(nativeCalls).toBe(1);
    });
  });

  it('warns only when both are known and differ', () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    expect(fingerprintDiffers({ delivered: a, received: b })).toBe(true);
    expect(fingerprintDiffers({ delivered: a, received: a })).toBe(false);
    expect(fingerprintDiffers({ delivered: null, received: a })).toBe(false);
    expect(fingerprintDiffers({ delivered: a, received: null })).toBe(false);
  });
});
