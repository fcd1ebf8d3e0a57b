import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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

  it('warns only when both are known and differ', () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    expect(fingerprintDiffers({ delivered: a, received: b })).toBe(true);
    expect(fingerprintDiffers({ delivered: a, received: a })).toBe(false);
    expect(fingerprintDiffers({ delivered: null, received: a })).toBe(false);
    expect(fingerprintDiffers({ delivered: a, received: null })).toBe(false);
  });
});
