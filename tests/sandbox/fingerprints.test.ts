import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Document } from '../../src/api/schemas/index.ts';
import { labelledPdf } from '../support/testPdfs.ts';
import { OLIVIA, startTestSandbox, type Tokens } from './support.ts';

const sb = startTestSandbox();
const CASE = '100001';
const POLICY = 'D-100001-1';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = (doc: Document | undefined) => Buffer.from(doc?.content ?? '', 'base64');

async function policyOf(tokens: Tokens): Promise<Document | undefined> {
  const result = await sb.call('documents', { params: { caseId: CASE }, tokens });
  expect(result.status).toBe(200);
  return (result.body as Document[]).find((d) => d.documentId === POLICY);
}

async function putPolicy(file: Uint8Array) {
  const response = await fetch(`${sb.url()}/__sandbox/cases/${CASE}/documents/${POLICY}/pdf`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/pdf' },
    body: Buffer.from(file),
  });
  expect(response.status).toBe(204);
}

describe("a document's fingerprint (decision 211)", () => {
  it('is the SHA-256 of the bytes first delivered, for every document of the case', async () => {
    const olivia = await sb.customer(OLIVIA);
    const docs = (await sb.call('documents', { params: { caseId: CASE }, tokens: olivia }))
      .body as Document[];
    expect(docs.length).toBeGreaterThan(1);
    for (const doc of docs) expect(doc.sha256, doc.documentId).toBe(sha256(bytesOf(doc)));
    // Distinct documents, distinct fingerprints: not one value for all.
    expect(new Set(docs.map((d) => d.sha256)).size).toBe(docs.length);
  });

  it('stays what was delivered when another file is put in its place, so the bytes no longer match', async () => {
    const olivia = await sb.customer(OLIVIA);
    const delivered = await policyOf(olivia);
    await putPolicy(await labelledPdf('Not what was delivered', 2));
    const now = await policyOf(olivia);
    expect(now?.sha256).toBe(delivered?.sha256);
    expect(sha256(bytesOf(now))).not.toBe(now?.sha256);
  });

  it("is the tester's file when it was put before the first delivery, and is fixed again after a reset", async () => {
    const file = await labelledPdf('Delivered first', 2);
    await putPolicy(file);
    const olivia = await sb.customer(OLIVIA);
    expect((await policyOf(olivia))?.sha256).toBe(sha256(file));

    expect((await sb.request('POST', '/__sandbox/reset')).status).toBe(200);
    const fresh = await policyOf(await sb.customer(OLIVIA));
    expect(fresh?.sha256).toBe(sha256(bytesOf(fresh)));
    expect(fresh?.sha256).not.toBe(sha256(file));
  });
});
