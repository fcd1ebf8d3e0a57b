import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { labelledPdf } from '../support/testPdfs.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, seedSession } from './support/demo.ts';
import { openCard } from './support/document-review.ts';

// Decision 211: the words are written here, not imported, so a changed text fails.
const MISMATCH =
  'This file is not the one first delivered to you: its document code does not match. Please contact us before you accept it.';
const SIGNED_POLICY = 'D-100001-1';

/** Opens 100001's review and answers the SHA-256 of the signed policy's bytes as the browser received them. */
async function openReviewReceiving(page: Page): Promise<string> {
  const answer = page.waitForResponse((r) => /\/Documents\/100001$/.test(new URL(r.url()).pathname));
  await page.goto('doc-review/100001');
  const documents = (await (await answer).json()) as { documentId: string; content: string }[];
  const policy = documents.find((d) => d.documentId === SIGNED_POLICY);
  return createHash('sha256')
    .update(Buffer.from(policy?.content ?? '', 'base64'))
    .digest('hex');
}

async function putPdf(sandbox: RunningSandbox, bytes: Uint8Array) {
  const response = await fetch(`${sandbox.url}/__sandbox/cases/100001/documents/${SIGNED_POLICY}/pdf`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/pdf' },
    body: Buffer.from(bytes),
  });
  expect(response.status).toBe(204);
}

test("a document's details show its fingerprint; a file put in its place after delivery is called out", async ({
  page,
  sandbox,
}) => {
  await seedSession(page, DEMO.olivia);
  const delivered = await openReviewReceiving(page);
  let signed = await openCard(page, 'View Signed Policy');
  await signed.getByText('Details', { exact: true }).click();
  await expect(signed.getByRole('definition')).toHaveText(delivered);
  await expect(signed.getByRole('term')).toHaveText('Document code');
  await expect(signed.getByText(MISMATCH)).toHaveCount(0);

  await putPdf(sandbox, await labelledPdf('Not what was delivered', 2));
  const received = await openReviewReceiving(page);
  expect(received).not.toBe(delivered);
  signed = await openCard(page, 'View Signed Policy');
  await expect(signed.getByRole('alert').filter({ hasText: MISMATCH })).toBeVisible();
  await signed.getByText('Details', { exact: true }).click();
  // The fingerprint shown stays the delivered one: what the customer can hold the file to.
  await expect(signed.getByRole('definition')).toHaveText(delivered);
});
