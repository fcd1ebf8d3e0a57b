import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { putCase, storedCase } from './support/cases.ts';
import { DEMO, seedAgentSession, seedSession, signInAs } from './support/demo.ts';

/**
 * Decision 212: consent to electronic records before the first document opens.
 * Nora's case 100006 is the demo case without consent. Texts are the issue's: what the customer agrees
 * to, paper through the agent, withdrawing, what is needed, the sample PDF, an 'I agree' tick.
 */
// The agent's lines show times in the browser's zone; the expected text is worked out in the same one.
test.use({ timezoneId: 'UTC' });
// Each test signs in and passes several screens (two browsers in the agent's); on a machine shared with
// other runs a screen may take longer than the default ten seconds to come.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const CASE_ID = '100006';
const NORA_PARTY = 'P-100006-NORA';
const TITLE = 'Before you open your documents';
const AGREE = /I agree to receive and sign my policy documents electronically/;
const SAMPLE_SHOWN = 'The sample document is showing: your browser can show your documents.';

const eventsOf = async (sandboxUrl: string, caseId: string) =>
  (
    (await (await fetch(`${sandboxUrl}/__sandbox/cases/${caseId}/events`)).json()) as {
      events: { call: string; by: string }[];
    }
  ).events;

async function openConsent(page: Page) {
  await page.goto(`doc-review/${CASE_ID}`);
  await expect(page).toHaveURL(new RegExp(`/epd/consent/${CASE_ID}`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(SAMPLE_SHOWN)).toBeVisible();
}

test('consent given: the tick is required, then the review opens and the sandbox has the time', async ({
  page,
  sandbox,
}) => {
  await signInAs(page, DEMO.nora);
  await page.getByRole('link', { name: /L1000006/ }).click();
  await expect(page).toHaveURL(new RegExp(`/epd/consent/${CASE_ID}`));
  await expect(page.getByText(SAMPLE_SHOWN)).toBeVisible();
  for (const heading of [
    'What you agree to',
    'You can have paper instead',
    'If you change your mind',
    'What you need',
  ])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText(/ask your agent to send your policy on paper instead/)).toBeVisible();
  await expect(page.getByText('Your agent for this policy is Sam Seller.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Without the tick nothing is recorded and the customer is told why.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText("Please tick 'I agree' to continue, or choose paper documents.")).toBeVisible();
  expect((await storedCase(sandbox, CASE_ID)).parties[0]).not.toHaveProperty('consentedAt');

  const before = Date.now();
  await page.getByRole('checkbox', { name: AGREE }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review all documents' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/epd/doc-review/${CASE_ID}`));

  const nora = (await storedCase(sandbox, CASE_ID)).parties.find((p) => p.id === NORA_PARTY);
  expect(nora?.consentDisclosure).toBe('e-records-2026-11');
  const at = Date.parse(nora?.consentedAt ?? '');
  expect(at).toBeGreaterThanOrEqual(before - 1000);
  expect(at).toBeLessThanOrEqual(Date.now());
  // Consent is the case's first event; after it, only her openings of the documents (decision 231).
  const [first, ...after] = (await eventsOf(sandbox.url, CASE_ID)).map((e) => [e.call, e.by]);
  expect(first).toEqual(['giveConsent', NORA_PARTY]);
  expect(after.filter(([call, by]) => call !== 'documents' || by !== NORA_PARTY)).toEqual([]);

  // Asked once: the review opens straight away from now on.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Review all documents' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/epd/doc-review/${CASE_ID}`));
});

test('Continue pressed once while the sample is still loading waits for it, then opens the review', async ({
  page,
  sandbox,
}) => {
  // pdf.js (its code and its worker) is held back: the sample cannot show until the test lets it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(pdfjs|checkPdf|PdfCanvasViewer|pdf\.worker)-[^/]*$/, async (route) => {
    await held;
    await route.continue();
  });
  await seedSession(page, DEMO.nora);
  await page.goto(`doc-review/${CASE_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole('checkbox', { name: AGREE }).check();
  const next = page.getByRole('button', { name: 'Continue' });
  await next.click();

  // The press is kept: Continue waits, saying for what; nothing says the opposite.
  await expect(
    page.getByRole('status').filter({ hasText: 'Please wait until the sample document shows.' }),
  ).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(SAMPLE_SHOWN)).toHaveCount(0);
  expect((await storedCase(sandbox, CASE_ID)).parties[0]).not.toHaveProperty('consentedAt');

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Review all documents' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/epd/doc-review/${CASE_ID}`));
  const nora = (await storedCase(sandbox, CASE_ID)).parties.find((p) => p.id === NORA_PARTY);
  expect(nora?.consentDisclosure).toBe('e-records-2026-11');
});

test('consent declined: the way to paper is shown and the case is not moved', async ({ page, sandbox }) => {
  await seedSession(page, DEMO.nora);
  await openConsent(page);
  await page.getByRole('button', { name: 'I want paper documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You chose paper documents' })).toBeVisible();
  await expect(
    page.getByText(
      'To get your documents on paper, contact your agent and ask them to send your policy on paper instead. Your agent will arrange for the documents to be mailed to you.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Your agent for this policy is Sam Seller.')).toBeVisible();
  // How to reach the agent, by phone and by e-mail (decision 425).
  await expect(page.getByRole('link', { name: '1-800-555-0163' })).toHaveAttribute('href', 'tel:18005550163');
  await expect(page.getByRole('link', { name: 'sam.seller@example.com' })).toHaveAttribute(
    'href',
    'mailto:sam.seller@example.com',
  );
  expect(await axeViolations(page)).toEqual([]);

  const stored = await storedCase(sandbox, CASE_ID);
  expect(stored.lifeCycleStatus).toBe('WaitingAcceptance');
  expect(stored.parties.find((p) => p.id === NORA_PARTY)).not.toHaveProperty('consentedAt');
  expect((await eventsOf(sandbox.url, CASE_ID)).map((e) => e.call)).toEqual(['declineConsent']);

  // The dashboard still shows the case waiting for her review; going back offers the agreement again.
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page.getByRole('link', { name: /L1000006 is waiting your review/ })).toBeVisible();
  await openConsent(page);
  await page.getByRole('button', { name: 'I want paper documents' }).click();
  await page.getByRole('button', { name: 'Go back to the agreement' }).click();
  await expect(page.getByRole('checkbox', { name: AGREE })).not.toBeChecked();
});

test('the agent sees whether and when each party consented', async ({ page, sandbox }) => {
  const stored = await storedCase(sandbox, '100005');
  const ian = stored.parties.find((p) => p.id === 'P-100005-IAN');
  const olivia = stored.parties.find((p) => p.id === 'P-100005-OLIVIA');
  if (!ian || !olivia?.consentedAt) throw new Error('100005 has Ian, and Olivia consented as seeded');
  delete ian.consentedAt;
  delete ian.consentDisclosure;
  await putCase(sandbox, stored);

  const shown = (iso: string) => {
    const zone = { timeZone: 'UTC' };
    const date = new Intl.DateTimeFormat('en-US', {
      ...zone,
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
    });
    const time = new Intl.DateTimeFormat('en-US', {
      ...zone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
    });
    // ICU may put a narrow no-break space before AM/PM; the portal writes SPEC's 'hh:mm:ss am'.
    return `agreed on ${date.format(new Date(iso))} at ${time.format(new Date(iso)).replace(/\s/g, ' ').toLowerCase()}`;
  };
  await seedAgentSession(page);
  await page.goto('doc-review/100005');
  const consent = page.locator('dt', { hasText: 'Consent to electronic records' }).locator('..');
  await expect(consent.getByText(`Olivia Owner: ${shown(olivia.consentedAt)}`)).toBeVisible();
  await expect(consent.getByText('Ian Insured: not yet')).toBeVisible();

  // Ian consents in his own browser; the agent's page shows when.
  const ianPage = await page
    .context()
    .browser()
    ?.newPage({ baseURL: `${sandbox.url}/epd/` });
  if (!ianPage) throw new Error('a second page');
  await seedSession(ianPage, DEMO.ian);
  await ianPage.goto('doc-review/100005');
  await expect(ianPage.getByText(SAMPLE_SHOWN)).toBeVisible();
  await ianPage.getByRole('checkbox', { name: AGREE }).check();
  await ianPage.getByRole('button', { name: 'Continue' }).click();
  await expect(ianPage.getByRole('heading', { level: 1, name: 'Review all documents' })).toBeVisible();
  await ianPage.close();

  const consentedAt = (await storedCase(sandbox, '100005')).parties.find(
    (p) => p.id === 'P-100005-IAN',
  )?.consentedAt;
  if (!consentedAt) throw new Error('Ian consented');
  await page.reload();
  await expect(consent.getByText(`Ian Insured: ${shown(consentedAt)}`)).toBeVisible();
});

test('the consent screen and the paper instructions', { tag: '@phone' }, async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-02T17:00:00.000Z'));
  await seedSession(page, DEMO.nora);
  await openConsent(page);
  // pdf.js draws the sample: another program's pixels, masked as the other baselines mask it.
  const mask = [page.locator('.pdf-viewer')];
  await expect(page).toHaveScreenshot('consent.png', { fullPage: true, mask });
  await page.getByRole('button', { name: 'I want paper documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You chose paper documents' })).toBeVisible();
  await expect(page).toHaveScreenshot('consent-declined.png', { fullPage: true });
});
