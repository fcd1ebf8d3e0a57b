import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { RunningSandbox } from '../../sandbox/server.ts';
import type { StoredCase } from '../../sandbox/store/types.ts';
import type { EventLog } from '../support/eventLog.ts';
import { expect, test } from './fixtures.ts';
import { OWNER_NAMES, signAndAccept } from './support/acceptance.ts';
import { axeViolations } from './support/axe.ts';
import { putCase, storedCase } from './support/cases.ts';
import { DEMO, seedAgentSession, seedSession, setFaults } from './support/demo.ts';
import { acceptCard, expectOpen, expectReviewed, openCard, press } from './support/document-review.ts';

/**
 * Decisions 230–232: the certificate of delivery, reached from the confirmations, for
 * a life and an annuity case taken to the end through the portal. Every line is checked against what the
 * sandbox's tester controls read (the stored case, its event log) and the documents the browser received;
 * the words are written here, from the issue, not imported from the portal.
 */
const ZONE = 'America/Chicago';
test.use({ timezoneId: ZONE });

type Served = { documentId: string; documentType: string; content: string; sha256?: string }[];

async function eventLog(sandbox: RunningSandbox, caseId: string): Promise<EventLog> {
  const response = await fetch(`${sandbox.url}/__sandbox/cases/${caseId}/events`);
  expect(response.status).toBe(200);
  return (await response.json()) as EventLog;
}

const part = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: ZONE, ...options }).format(new Date(iso));
const usDate = (iso: string) => part(iso, { year: 'numeric', month: '2-digit', day: '2-digit' });
/** SPEC §9: MM/DD/YYYY hh:mm:ss am/pm, in the browser's zone. */
const usDateTime = (iso: string) => {
  const time = part(iso, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: true });
  return `${usDate(iso)} ${time.replace(/ (AM|PM)$/, (_, m: string) => ` ${m.toLowerCase()}`)}`;
};
/** The free look's end: `days` calendar days after the day the start falls on in Chicago. */
function endOfFreeLook(startIso: string, days: number): string {
  const [month, day, year] = usDate(startIso).split('/').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1, day + days));
  return `${String(end.getUTCMonth() + 1).padStart(2, '0')}/${String(end.getUTCDate()).padStart(2, '0')}/${end.getUTCFullYear()}`;
}
const sha256 = (base64: string) => createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex');

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** What the certificate says for a term inside `scope`. */
const fact = (scope: Locator, term: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

const NAMES: Record<string, string> = {
  Amendment: 'Amendment',
  IllustrationSignature: 'Illustration Signature',
  StatementOfHealth: 'Statement of Health',
};
const READS = ['documents', 'documentsWithSigned', 'documentsOnlySignedPolicy'];
const REVIEWS = ['acceptDocument', 'completeDocument', 'reviewDocument'];

/** Every line of the certificate on screen, against the stored case, its log and the served documents. */
async function expectCertificateOf(page: Page, stored: StoredCase, log: EventLog, served: Served) {
  const name = (partyId: string) => stored.parties.find((p) => p.id === partyId)?.displayName ?? partyId;
  const stamp = (e: { at: string; by: string }) => `${usDateTime(e.at)} by ${name(e.by)}`;
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate of delivery' })).toBeVisible();

  const caseRegion = region(page, 'Case and policy');
  await expect(fact(caseRegion, stored.isAnnuity ? 'Contract number' : 'Policy number')).toHaveText(
    stored.policyNumber,
  );
  await expect(fact(caseRegion, 'Case')).toHaveText(stored.caseId);
  await expect(fact(caseRegion, 'Product')).toHaveText(stored.isAnnuity ? 'Annuity' : 'Life Insurance');
  await expect(fact(caseRegion, 'Status')).toHaveText('Complete');

  const parties = region(page, 'Parties');
  await expect(parties.getByRole('article')).toHaveCount(stored.parties.length);
  for (const party of stored.parties) {
    const article = parties.getByRole('article', { name: party.displayName });
    await expect(fact(article, 'Roles')).toHaveText(party.roles.join(', '));
    const agent = party.roles.every((role) => ['Agent', 'Bga', 'SubBga', 'IMO'].includes(role));
    const typed = party.signature?.typedName.trim().replace(/\s+/g, ' ');
    await expect(fact(article, 'Consent')).toHaveText(
      party.consentedAt
        ? `Consented to electronic records on ${usDateTime(party.consentedAt)}`
        : agent
          ? 'not asked of agents'
          : 'not recorded',
    );
    await expect(fact(article, 'Signature')).toHaveText(
      party.signature
        ? `Signed as ${party.displayName} on ${usDateTime(party.signature.signedAt)}${typed === party.displayName ? '' : ` (typed as “${typed}”)`}`
        : agent
          ? 'not asked of agents'
          : 'not recorded',
    );
  }

  const documents = region(page, 'Documents');
  await expect(documents.getByRole('article')).toHaveCount(stored.documents.length);
  for (const doc of stored.documents) {
    const title =
      doc.documentType === 'SignedPolicy'
        ? stored.isAnnuity
          ? 'Signed Contract'
          : 'Signed Policy'
        : (NAMES[doc.documentType] ?? doc.documentType);
    const article = documents.getByRole('article', { name: title });
    const bytes = served.find((d) => d.documentId === doc.documentId);
    expect(bytes?.sha256).toBe(sha256(bytes?.content ?? ''));
    await expect(fact(article, 'Fingerprint (SHA-256)')).toHaveText(bytes?.sha256 ?? '');
    const openings = log.events.filter((e) => e.documentId === doc.documentId && READS.includes(e.call));
    expect(openings.length).toBeGreaterThan(0);
    await expect(fact(article, 'Delivered')).toHaveText(stamp(openings[0]!));
    await expect(fact(article, 'Opened')).toHaveText(openings.map(stamp).join(''));
    const reviewed = Object.entries(doc.reviews).map(([partyId, review]) => {
      const last = log.events
        .filter((e) => e.documentId === doc.documentId && e.by === partyId && REVIEWS.includes(e.call))
        .at(-1);
      expect(last, `${doc.documentId} reviewed through the portal`).toBeTruthy();
      return `${review.currentReviewStatus} on ${stamp(last!)}`;
    });
    await expect(fact(article, 'Reviewed')).toHaveText(reviewed.join(''));
  }

  const delivery = region(page, 'Acceptance and delivery');
  const accepted = stored.acceptances.map((a) => `${usDateTime(a.closedOn!)} by ${name(a.partyId)}`);
  await expect(fact(delivery, 'Accepted')).toHaveText(accepted.join(''));
  const start = stored.isAnnuity
    ? stored.deliveryConfirmations.at(-1)?.confirmedOn
    : stored.acceptances.at(-1)?.closedOn;
  expect(start).toBeTruthy();
  await expect(fact(delivery, 'Delivery confirmation')).toHaveText(
    stored.isAnnuity
      ? stored.deliveryConfirmations
          .map((d) => `Confirmed on ${usDateTime(d.confirmedOn!)} by ${name(d.partyId)}`)
          .join('')
      : `Completed with the acceptance on ${accepted[0]}`,
  );
  const days = stored.freeLookDays;
  expect(days).toBe(10);
  await expect(fact(delivery, 'Free look')).toHaveText(
    `${days} days from ${stored.isAnnuity ? 'the delivery confirmation' : 'the acceptance'} on ${usDate(start!)}: it ends on ${endOfFreeLook(start!, days!)}.`,
  );

  const payments = region(page, 'Payments');
  if (stored.payment.paymentsOnRecord.length === 0)
    await expect(payments).toContainText('No payments on record.');
  for (const p of stored.payment.paymentsOnRecord) {
    const kind = { BankAccount: 'Bank Account', CreditCard: 'Credit Card', DebitCard: 'Debit Card' }[
      p.paymentMethod.paymentSourceType
    ];
    await expect(payments).toContainText(
      `$${p.amount.toFixed(2)} by ${kind} on ${usDateTime(p.timeStamp)}, confirmation number ending in ${p.confirmationNumber.slice(-4)}`,
    );
    // Last four only: the whole confirmation number is nowhere on the certificate.
    await expect(page.locator('.certificate')).not.toContainText(p.confirmationNumber);
  }

  const chain = region(page, 'Event log');
  expect(log.chain.intact).toBe(true);
  await expect(fact(chain, 'Last hash (SHA-256)')).toHaveText(log.events.at(-1)!.hash);
  expect(log.chain.lastHash).toBe(log.events.at(-1)!.hash);
  await expect(fact(chain, 'Chain')).toHaveText(
    `The event log verifies: each event carries the hash of the one before. (${log.events.length} events)`,
  );
}

/** A tester edits an event behind the log's back: the certificate, read again, says so. */
async function expectTamperShown(page: Page, sandbox: RunningSandbox, caseId: string) {
  const [, second] = (await eventLog(sandbox, caseId)).events;
  const edited = await fetch(`${sandbox.url}/__sandbox/cases/${caseId}/events/${second!.seq}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ at: '2020-01-01T00:00:00.000Z' }),
  });
  expect(edited.status).toBe(204);
  await page.reload();
  await expect(fact(region(page, 'Event log'), 'Chain')).toHaveText(
    `The event log does not verify: it was changed at event ${second!.seq} after it was written.`,
  );
}

/** Opens the review and keeps what the documents call served the browser. */
async function openReview(page: Page, caseId: string): Promise<Served> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/Documents/${caseId}`));
  await page.goto(`doc-review/${caseId}`);
  return (await (await answer).json()) as Served;
}

async function reviewByNext(page: Page, title: string, opensItself: boolean) {
  const opened = opensItself ? await expectOpen(page, title) : await openCard(page, title);
  await press(opened.getByRole('button', { name: 'Next' }));
  await expectReviewed(page, title);
}

test("Olivia's life case 100002 to the end, then its certificate: every line as the sandbox keeps it", async ({
  page,
  sandbox,
}) => {
  test.slow();
  // Olivia's reviews cleared, so she reviews through the portal; her consent comes with the demo case,
  // her signature from the acceptance below.
  const before = await storedCase(sandbox, '100002');
  for (const doc of before.documents) doc.reviews = {};
  await putCase(sandbox, before);

  await seedSession(page, DEMO.olivia);
  const served = await openReview(page, '100002');
  await reviewByNext(page, 'View Signed Policy', false);
  await acceptCard(page, await expectOpen(page, 'Amendment'), 'Amendment');
  await reviewByNext(page, 'Illustration Signature', true);
  await press(page.getByRole('button', { name: 'Continue' }));
  await signAndAccept(page, OWNER_NAMES.olivia);
  await expect(page.getByRole('heading', { level: 1, name: "You're all done!" })).toBeVisible();
  await page.getByRole('link', { name: 'Certificate of delivery' }).click();
  await expect(page).toHaveURL(/\/epd\/cases\/100002\/certificate$/);

  const stored = await storedCase(sandbox, '100002');
  const log = await eventLog(sandbox, '100002');
  await expectCertificateOf(page, stored, log, served);
  expect(await axeViolations(page)).toEqual([]);

  await test.step('printed: no top bar, no footer, no buttons, black on white', async () => {
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate of delivery' })).toBeVisible();
    const colours = await page
      .locator('.certificate__section')
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el);
        return [
          style.color,
          style.backgroundColor,
          getComputedStyle(document.body.querySelector('.main')!).backgroundColor,
        ];
      });
    expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)', 'rgb(255, 255, 255)']);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('banner')).toBeVisible();
  });

  await test.step("'Print or save as PDF' opens the browser's print dialog", async () => {
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print or save as PDF' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  await test.step('an event edited behind the log’s back: the chain does not verify', () =>
    expectTamperShown(page, sandbox, '100002'));
});

test("Anna's annuity 200002 to the end, then its certificate, counted from her delivery confirmation", async ({
  page,
  sandbox,
}) => {
  test.slow();
  await seedSession(page, DEMO.anna);
  const served = await openReview(page, '200002');
  await reviewByNext(page, 'View Signed Contract', false);
  await acceptCard(page, await expectOpen(page, 'Statement of Health'), 'Statement of Health');
  await press(page.getByRole('button', { name: 'Continue' }));
  await signAndAccept(page, OWNER_NAMES.anna);
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for confirming your new annuity contract.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Certificate of delivery' }).click();
  await expect(page).toHaveURL(/\/epd\/cases\/200002\/certificate$/);

  const stored = await storedCase(sandbox, '200002');
  expect(stored.lifeCycleStatus).toBe('Complete');
  await expectCertificateOf(page, stored, await eventLog(sandbox, '200002'), served);
  expect(await axeViolations(page)).toEqual([]);
  await expectTamperShown(page, sandbox, '200002');
});

test("the agent's Case Status page leads to the same certificate", async ({ page }) => {
  await seedAgentSession(page, DEMO.agent);
  await page.goto('agent-confirmation/100004');
  await page.getByRole('link', { name: 'Certificate of delivery' }).click();
  await expect(page).toHaveURL(/\/epd\/cases\/100004\/certificate$/);
  await expect(fact(region(page, 'Case and policy'), 'Policy number')).toHaveText('L1000004');
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
});

test('a certificate that does not load says so and is tried again; a stranger is turned away', async ({
  page,
  sandbox,
}) => {
  await setFaults(sandbox, { failCalls: ['certificate'] });
  await seedSession(page, DEMO.olivia);
  await page.goto('cases/100004/certificate');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The sandbox was told to fail certificate.' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Case and policy' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toHaveCount(0);
  await setFaults(sandbox, { failCalls: [] });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(fact(region(page, 'Case and policy'), 'Policy number')).toHaveText('L1000004');

  // Ian is no party of 100004: refused, with the way home and no retry.
  const other = await page.context().newPage();
  await seedSession(other, DEMO.ian);
  await other.goto('cases/100004/certificate');
  await expect(
    other.getByRole('alert').filter({ hasText: 'You do not have access to case 100004.' }),
  ).toBeVisible();
  await expect(other.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(other.getByRole('region', { name: 'Case and policy' })).toHaveCount(0);
});

test('the certificate at desktop and phone width', { tag: '@phone' }, async ({ page }) => {
  // The confirmation on the way draws three PDFs in the browser's own viewer: slow on a loaded machine.
  test.slow();
  await seedSession(page, DEMO.olivia);
  await page.goto('confirmation/100004');
  await page.getByRole('link', { name: 'Certificate of delivery' }).click();
  await expect(fact(region(page, 'Case and policy'), 'Policy number')).toHaveText('L1000004');
  expect(await axeViolations(page)).toEqual([]);
  // The sandbox stamps events with the real time, and the last hash covers those times: masked.
  const stamped = page.locator('.certificate dd').filter({ hasText: /\d\d:\d\d:\d\d [ap]m/ });
  await expect(page).toHaveScreenshot('certificate.png', {
    fullPage: true,
    mask: [stamped, fact(region(page, 'Event log'), 'Last hash (SHA-256)')],
  });
});

test.describe('on a phone (decision 363)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hashes wrap, the name signed reads as the party’s, agents are asked nothing, and a way back', async ({
    page,
    sandbox,
  }) => {
    test.slow();
    const stored = await storedCase(sandbox, '100004');
    const owner = stored.parties.find((p) => p.roles.includes('Owner'));
    if (!owner) throw new Error('100004 has an Owner');
    // Her signature as she might have typed it: the name matched, its capitals and spaces her own.
    owner.signature = { typedName: ' olivia   OWNER ', signedAt: new Date().toISOString(), documents: [] };
    await putCase(sandbox, stored);
    await seedSession(page, DEMO.olivia);
    await page.goto('cases/100004/certificate');
    const parties = region(page, 'Parties');
    await expect(fact(parties.getByRole('article', { name: owner.displayName }), 'Signature')).toHaveText(
      /^Signed as Olivia Owner on .+ \(typed as “olivia OWNER”\)$/,
    );
    for (const party of stored.parties.filter((p) => p.roles.every((r) => ['Agent', 'Bga'].includes(r)))) {
      const article = parties.getByRole('article', { name: party.displayName });
      await expect(fact(article, 'Consent')).toHaveText('not asked of agents');
      await expect(fact(article, 'Signature')).toHaveText('not asked of agents');
    }
    // Nothing wider than the phone: every hash wraps inside its column.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const widest = await page
      .locator('.certificate code, .certificate__hashes li')
      .evaluateAll((els) => Math.max(...els.map((el) => el.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "It's great to see you!" })).toBeVisible();
  });
});
