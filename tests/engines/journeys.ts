import type { RunningSandbox } from '../../sandbox/server.ts';
import { putCase, storedCase } from '../e2e/support/cases.ts';
import type { EnginePage } from './driver.ts';
import type { Query } from './query.ts';

/**
 * The journeys every engine walks, in SPEC's words as the customer and the agent read them. Written
 * against EnginePage only, so WebKit, Firefox and Chromium run the same script.
 */

const OLIVIA = { email: 'olivia.owner@example.com', password: 'Demo-2026!', name: 'Olivia Owner' };
const ALEX_AGENT = '10001';
const DASHBOARD_HEADING = "It's great to see you!";
const REVIEW_HEADING = 'Review all documents';
const SIGNED_POLICY = 'View Signed Policy';

const card = (title: string): Query => ({ role: 'article', name: title });
const inCard = (title: string, query: Query): Query => ({ ...query, within: card(title) });

/** Login (SPEC §2) through the form: the one sign-in of the customer's role in this run. */
export async function signInCustomer(page: EnginePage) {
  await page.goto('login');
  await page.fill({ label: 'Email' }, OLIVIA.email);
  await page.fill({ label: 'Password' }, OLIVIA.password);
  await page.press({ role: 'button', name: 'Login' });
  await page.waitFor({ role: 'heading', level: 1, name: DASHBOARD_HEADING });
  // The dashboard stores the case token the review's calls carry; an address opened before is refused.
  await page.until(
    () => page.driver.evaluate<boolean>("() => sessionStorage.getItem('case_authorization_token') !== null"),
    'no case token after the dashboard',
  );
}

/**
 * The document on an open card is there to read, never blank: where the browser's own frame shows a
 * PDF, the frame with pdf.js's check passed; elsewhere the portal's viewer, its first page drawn with
 * its text, which holds the policy number. Answers which of the two the engine showed.
 */
async function expectDocumentShown(page: EnginePage, title: string, policy: string) {
  const frame = inCard(title, { css: `iframe.document-frame[data-pdf-check="passed"]` });
  const firstPage = inCard(title, { css: '[data-page-index="0"][data-text="ready"]' });
  await page.until(
    async () => (await page.find(frame)) !== null || (await page.find(firstPage)) !== null,
    `${title}: neither the frame nor the portal's viewer shows the document`,
    // pdf.js draws WebKit's first page in seconds (docs/benchmarks.md), more on a busy machine.
    60_000,
  );
  if (await page.find(frame)) return 'frame' as const;
  const text = await page.text(inCard(title, { css: '[data-page-index="0"] .textLayer' }));
  if (!text.includes(policy))
    throw new Error(`${page.engine}: page 1 of ${title} reads "${text.slice(0, 200)}"`);
  // pdf.js's renderer worker draws the pages, except in Safari's engine (decision 527).
  const inWorker = (await page.attribute(firstPage, 'data-drawn-in-worker')) === 'true';
  if (inWorker !== (page.engine !== 'webkit'))
    throw new Error(
      `${page.engine}: page 1 of ${title} drawn ${inWorker ? 'in' : 'outside'} the renderer worker`,
    );
  return 'viewer' as const;
}

/** Opens a card by its toggle (the title at the head of the card), unless the portal opened it. */
async function openCard(page: EnginePage, title: string) {
  const toggle = inCard(title, { role: 'button', name: title, namePrefix: true });
  if ((await page.attribute(toggle, 'aria-expanded')) !== 'true') await page.press(toggle);
  await page.until(
    async () => (await page.attribute(toggle, 'aria-expanded')) === 'true',
    `${title} not open`,
  );
}

async function expectReviewed(page: EnginePage, title: string) {
  await page.waitFor(inCard(title, { role: 'img', name: 'Reviewed' }));
}

/** The first part of the journey, CI's smoke test: sign in, open the review, read the signed policy. */
export async function customerReadsSignedPolicy(page: EnginePage, sandbox: RunningSandbox) {
  await onlySignedPolicyAndAmendmentLeft(sandbox, '100001', 'P-100001-OLIVIA');
  await signInCustomer(page);
  await page.press({ role: 'link', name: 'L1000001 is waiting your review', namePrefix: true });
  await page.waitForUrl(/\/epd\/doc-review\/100001(\?|$)/);
  await page.waitFor({ role: 'heading', level: 1, name: REVIEW_HEADING });
  await openCard(page, SIGNED_POLICY);
  const shown = await expectDocumentShown(page, SIGNED_POLICY, 'L1000001');
  await page.press(inCard(SIGNED_POLICY, { role: 'button', name: 'Next' }));
  await expectReviewed(page, SIGNED_POLICY);
  return shown;
}

/**
 * The rest: the amendment accepted, Continue to Payment, the first premium paid by bank account,
 * the policy signed and accepted, and 'You're all done!' with the payment on record.
 */
export async function customerPaysAndAccepts(page: EnginePage, sandbox: RunningSandbox) {
  await openCard(page, 'Amendment');
  await page.waitFor(inCard('Amendment', { text: 'Do you agree with the information of this document?' }));
  await page.press(inCard('Amendment', { role: 'radio', label: 'Yes, I accept' }));
  await page.press(inCard('Amendment', { role: 'button', name: 'Submit' }));
  await expectReviewed(page, 'Amendment');
  await page.waitFor({ role: 'status', name: '6 of 6 documents reviewed' });

  await page.press({ role: 'button', name: 'Continue' });
  await page.waitForUrl(/\/epd\/payment\/100001$/);
  await page.waitFor({ role: 'heading', level: 1, name: "Now, let's check on your payments" });
  await page.press({ role: 'radio', label: 'Bank account' });
  await page.fill({ label: 'Routing number' }, '021000021');
  await page.fill({ label: 'Account number' }, '123456789');
  await page.fill({ label: 'Account holder name' }, OLIVIA.name);
  await page.press({ role: 'radio', label: 'Use the same bank account for my future payments' });
  await page.press({
    role: 'checkbox',
    label: 'I authorize the use of this bank account for my future automatic payments.',
  });
  // The button says what it charges (decision 360): 'Submit Payment of $167.50'.
  await page.press({ role: 'button', name: 'Submit Payment', namePrefix: true });
  await page.waitFor({ text: 'Your payments are complete!' });
  const paid = (await storedCase(sandbox, '100001')).payment.paymentsOnRecord[0];
  if (!paid) throw new Error(`${page.engine}: no payment on record after 'Your payments are complete!'`);

  await page.press({ role: 'link', name: 'Continue' });
  await page.waitForUrl(/\/epd\/acceptance\/100001$/);
  await page.waitFor({ role: 'heading', level: 1, name: 'Almost done!' });
  await page.fill({ role: 'textbox', label: 'Type your full name' }, OLIVIA.name);
  await page.press({ role: 'button', name: 'Accept Policy' });
  await page.waitFor({ role: 'heading', level: 1, name: "You're all done!" });
  await page.waitForUrl(/\/epd\/confirmation\/100001$/);
  const row = await page.text({
    css: 'tr',
    within: { role: 'table', name: 'Initial payment' },
    text: paid.confirmationNumber,
  });
  if (!row.includes('$167.50') || !row.includes('Bank Account'))
    throw new Error(`${page.engine}: the confirmation's payment row reads "${row}"`);
  const after = await storedCase(sandbox, '100001');
  if (after.lifeCycleStatus !== 'Complete')
    throw new Error(`${page.engine}: case 100001 is ${after.lifeCycleStatus} after the acceptance`);
}

/**
 * The agent's pass (SPEC §2 agent review): Alex signs in through the agent login (his role's one
 * sign-in), finds 100010 in his Policy List, is refused a release before every document is reviewed,
 * reads the signed policy, accepts the amendment and releases the case to the customer.
 */
export async function agentReviewsAndReleases(page: EnginePage, sandbox: RunningSandbox) {
  await page.goto('login');
  await page.driver.evaluate('() => sessionStorage.clear()');
  await page.goto('agent-login');
  await page.fill({ label: 'Agent number' }, ALEX_AGENT);
  await page.press({ role: 'button', name: 'Login' });
  await page.waitForUrl(/\/epd\/agent-home$/);
  await page.waitFor({ role: 'heading', level: 1, name: 'Policy List' });
  await page.goto('agent-home?search=on&policy=L1000010&listAllPolicies=true');
  await page.press({ role: 'link', name: 'L1000010' });
  await page.waitForUrl(/\/epd\/doc-review\/100010$/);
  await page.waitFor({ role: 'heading', level: 1, name: REVIEW_HEADING });
  await page.waitFor({ text: 'Carmen Client' });

  const release: Query = { role: 'button', name: 'Release to Customer' };
  await page.press(release);
  await page.waitFor({ text: 'You must review all of the documents for your policy before approving.' });

  await openCard(page, SIGNED_POLICY);
  await expectDocumentShown(page, SIGNED_POLICY, 'L1000010');
  await page.press(inCard(SIGNED_POLICY, { role: 'button', name: 'Next' }));
  await expectReviewed(page, SIGNED_POLICY);
  await openCard(page, 'Amendment');
  await page.press(inCard('Amendment', { role: 'radio', label: 'Yes, I accept' }));
  await page.press(inCard('Amendment', { role: 'button', name: 'Submit' }));
  await expectReviewed(page, 'Amendment');

  await page.press(release);
  await page.waitFor({ text: 'Release was successful' });
  await page.waitForUrl(/\/epd\/agent-confirmation\/100010$/);
  await page.waitFor({ role: 'heading', level: 1, name: 'Case Status' });
  await page.waitFor({ text: 'This case was released to the customers.' });
  const status = (await storedCase(sandbox, '100010')).lifeCycleStatus;
  if (status !== 'WaitingAcceptance')
    throw new Error(`${page.engine}: 100010 is ${status} after the release`);
}

/**
 * Every document of the case but the signed policy and the amendment finished by `partyId` through the
 * tester controls: the journey reads one document and decides one; each other document's own
 * controls are the review specs' (tests/e2e/review-journey.spec.ts).
 */
async function onlySignedPolicyAndAmendmentLeft(sandbox: RunningSandbox, caseId: string, partyId: string) {
  const stored = await storedCase(sandbox, caseId);
  for (const doc of stored.documents) {
    if (doc.documentType === 'SignedPolicy' || doc.documentType === 'Amendment') continue;
    const required = doc.requiredReviewStatus[0];
    const done = required === 'Accepted' || required === 'Completed' ? required : 'Reviewed';
    doc.reviews[partyId] = {
      currentReviewStatus: done,
      acceptedOrDeclinedOn: done === 'Reviewed' ? null : new Date().toISOString(),
      isReviewComplete: true,
    };
  }
  await putCase(sandbox, stored);
}
