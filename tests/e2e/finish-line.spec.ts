import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import type { Page } from '@playwright/test';
import { readZip } from '../support/readZip.ts';
import { expect, test } from './fixtures.ts';
import { OWNER_NAMES, signAndAccept } from './support/acceptance.ts';
import { axeViolations } from './support/axe.ts';
import { storedCase } from './support/cases.ts';
import { DEMO, seedSession } from './support/demo.ts';

/**
 * The customer-journey review's finish line (decisions 084, 085): the confirmations say what happens next and when, with
 * dates read from the case, and 'Download all documents' gives one ZIP with every document of the case.
 * The browser's clock is frozen on 11/02/2026 and its zone is Chicago's, so the dates are fixed: the
 * demo's first payments were made on 10/27/2026 (DEMO_NOW less 5 days), 100004's on 10/12/2026, the
 * morning of its acceptance (decision 411).
 */
const ZONE = 'America/Chicago';
test.use({ timezoneId: ZONE });
const TODAY = new Date('2026-11-02T17:00:00.000Z');

const usDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

const nextStep = (page: Page, id: 'effect' | 'payments' | 'documents') =>
  page.getByRole('region', { name: 'What to expect next' }).locator(`[data-next="${id}"]`);

/** The scripts the page has asked for so far. */
function scriptsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/** Clicks 'Download all documents' and reads the ZIP back: file names and bytes. */
async function downloadAll(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all documents' }).click();
  const file = await download;
  // The file comes from an object address: nothing of the customer's is in it.
  expect(file.url()).toMatch(/^blob:http:\/\/[^/]+\/[0-9a-f-]{36}$/);
  const bytes = new Uint8Array(readFileSync(await file.path()));
  const entries = readZip(bytes);
  for (const entry of entries) {
    expect(entry.method).toBe(0);
    expect(entry.crc, entry.name).toBe(crc32(entry.bytes));
  }
  return { name: file.suggestedFilename(), entries };
}

type Listed = { documentType: string; content: string }[];
const decoded = (documents: Listed) => documents.map((d) => Buffer.from(d.content, 'base64'));

test('the life confirmation of 100004: monthly dates, and every document and the receipt in one ZIP', async ({
  page,
}) => {
  await page.clock.setFixedTime(TODAY);
  const asked = scriptsAsked(page);
  await seedSession(page, DEMO.olivia);
  const listed = page.waitForResponse((r) => r.url().endsWith('/Documents/100004/GetWithSigned'));
  await page.goto('confirmation/100004');
  const documents = (await (await listed).json()) as Listed;
  await expect(page.getByRole('heading', { level: 1, name: "You're all done!" })).toBeVisible();

  // Accepted 10/12/2026 (20 days before the demo's day), first paid that morning, monthly.
  await expect(nextStep(page, 'effect')).toHaveText(
    'Your policy is in force. Its delivery was completed on 10/12/2026, when the last acceptance was signed.',
  );
  await expect(nextStep(page, 'payments')).toHaveText(
    'Your first automatic payment of $75.00 will be drawn from Bank Account on 11/12/2026, and then every month.',
  );
  await expect(nextStep(page, 'documents')).toHaveText(
    /^You can open these documents again from your dashboard/,
  );
  expect(await axeViolations(page)).toEqual([]);

  // The archive's code is not fetched before the click.
  expect(asked.filter((path) => /documentsArchive|zip/i.test(path))).toEqual([]);
  const zip = await downloadAll(page);
  expect(asked.filter((path) => /documentsArchive/.test(path))).toHaveLength(1);
  expect(zip.name).toBe('documents-L1000004.zip');
  expect(zip.entries.map((e) => e.name)).toEqual([
    '01 Signed Policy.pdf',
    '02 Amendment.pdf',
    '03 Illustration Signature.pdf',
    'receipt-L1000004.txt',
  ]);
  expect(documents.map((d) => d.documentType)).toEqual([
    'SignedPolicy',
    'Amendment',
    'IllustrationSignature',
  ]);
  decoded(documents).forEach((pdf, i) => {
    expect(Buffer.from(zip.entries[i]!.bytes).equals(pdf), zip.entries[i]!.name).toBe(true);
  });
  const receipt = Buffer.from(zip.entries[3]!.bytes).toString('utf8');
  expect(receipt).toContain('Payment receipt, policy L1000004');
  expect(receipt).toContain('Confirmation number: CNF1000041');
  await expect(page.getByRole('status').filter({ hasText: 'Preparing' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('accepting 100002 (quarterly): the confirmation dates its completion today and its first payment three months on', async ({
  page,
  sandbox,
}) => {
  await page.clock.setFixedTime(TODAY);
  await seedSession(page, DEMO.olivia);
  await page.goto('acceptance/100002');
  await signAndAccept(page, OWNER_NAMES.olivia);
  await expect(page.getByRole('heading', { level: 1, name: "You're all done!" })).toBeVisible();

  const stored = await storedCase(sandbox, '100002');
  expect(stored.lifeCycleStatus).toBe('Complete');
  const acceptedOn = stored.acceptances.find((a) => a.partyId === 'P-100002-OLIVIA')?.closedOn;
  expect(acceptedOn).toBeTruthy();
  await expect(nextStep(page, 'effect')).toHaveText(
    `Your policy is in force. Its delivery was completed on ${usDate(acceptedOn!)}, when the last acceptance was signed.`,
  );
  // The same first payment day as 100004's, three months later: $98.25 a month × 3 less 2 %.
  await expect(nextStep(page, 'payments')).toHaveText(
    'Your first automatic payment of $288.86 will be drawn from Bank Account on 01/27/2027, and then every 3 months.',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('the annuity confirmation of 200001: confirmed today, and every document of the contract in one ZIP', async ({
  page,
  sandbox,
}) => {
  await page.clock.setFixedTime(TODAY);
  await seedSession(page, DEMO.anna);
  await page.goto('annuityconfirmation/200001');
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for confirming your new annuity contract.' }),
  ).toBeVisible();
  const confirmedOn = (await storedCase(sandbox, '200001')).deliveryConfirmations[0]?.confirmedOn;
  expect(confirmedOn).toBeTruthy();
  await expect(nextStep(page, 'effect')).toHaveText(
    `Your annuity contract is complete: you confirmed its delivery on ${usDate(confirmedOn!)}. Nothing more is needed from you.`,
  );
  await expect(nextStep(page, 'documents')).toHaveText(/^You can open your signed contract again/);
  // The page lists the signed contract only (SPEC §2); the archive holds every document of the contract.
  await expect(page.getByRole('region', { name: 'Your signed contract' }).getByRole('listitem')).toHaveCount(
    1,
  );
  expect(await axeViolations(page)).toEqual([]);

  const listed = page.waitForResponse((r) => r.url().endsWith('/Documents/200001/GetWithSigned'));
  const zip = await downloadAll(page);
  const documents = (await (await listed).json()) as Listed;
  expect(zip.name).toBe('documents-A2000001.zip');
  expect(zip.entries.map((e) => e.name)).toEqual(['01 Signed Contract.pdf', '02 Amendment.pdf']);
  decoded(documents).forEach((pdf, i) => {
    expect(Buffer.from(zip.entries[i]!.bytes).equals(pdf), zip.entries[i]!.name).toBe(true);
  });
  expect(await axeViolations(page)).toEqual([]);
});

test('a download that fails says so and can be tried again', async ({ page }) => {
  await seedSession(page, DEMO.anna);
  await page.goto('annuityconfirmation/200001');
  await expect(page.getByRole('button', { name: 'Download all documents' })).toBeVisible();
  await page.route('**/Documents/200001/GetWithSigned', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Download all documents' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your documents could not be downloaded.' }),
  ).toBeVisible();
  await page.unroute('**/Documents/200001/GetWithSigned');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all documents' }).click();
  expect((await download).suggestedFilename()).toBe('documents-A2000001.zip');
  await expect(page.getByRole('alert').filter({ hasText: 'could not be downloaded' })).toHaveCount(0);
});
