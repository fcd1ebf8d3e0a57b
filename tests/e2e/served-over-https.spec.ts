import type { RunningSandbox } from '../../sandbox/server.ts';
import { startTestSandbox, type TestSandbox } from '../support/testSandbox.ts';
import { expect, test } from './fixtures.ts';
import { reviewAllAs } from './support/cases.ts';
import { collectViolations } from './support/csp.ts';
import { DEMO } from './support/demo.ts';
import { card, openCard, REVIEW_HEADING, signIn } from './support/document-review.ts';
import { enterCard, PAYMENT_HEADING, submitButton } from './support/payment.ts';

/**
 * The built portal as a production host serves it: HTTPS with HTTP/2 (EPD_TLS_CERT and EPD_TLS_KEY,
 * decision 529), the card provider's form on its own HTTPS origin. The screens, the document, the card
 * form and the policy's headers must work there as they do over plain HTTP.
 */
let https: TestSandbox;
let sandbox: RunningSandbox;

test.beforeAll(async () => {
  https = await startTestSandbox('epd-e2e-tls-', { https: true });
  sandbox = https.sandbox;
});

test.afterAll(async () => {
  await https?.stop();
});

test('over HTTP/2: Olivia signs in, opens her policy and pays by card in the provider’s HTTPS form, with no CSP violation', async ({
  browser,
}) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: `${sandbox.url}/epd/` });
  const page = await context.newPage();
  const violations = await collectViolations(page);

  await page.goto('login');
  await signIn(page, DEMO.olivia);
  await page.goto('doc-review/100001');
  await expect(page.getByRole('heading', { level: 1, name: REVIEW_HEADING })).toBeVisible();
  const policy = await openCard(page, 'View Signed Policy');
  await expect(
    policy.locator('iframe[title="View Signed Policy"], .pdf-viewer canvas').first(),
  ).toBeVisible();
  const protocols = await page.evaluate(() =>
    performance
      .getEntriesByType('navigation')
      .concat(performance.getEntriesByType('resource'))
      .filter((entry) => new URL(entry.name).origin === location.origin)
      .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
  );
  // The page, its scripts and styles, the case's calls and the document: every one over HTTP/2.
  expect(protocols.length).toBeGreaterThan(5);
  expect(new Set(protocols)).toEqual(new Set(['h2']));
  await expect(card(page, 'View Signed Policy')).toBeVisible();

  await reviewAllAs(sandbox, '100001', 'P-100001-OLIVIA');
  await page.goto('payment/100001');
  await expect(page.getByRole('heading', { level: 1, name: PAYMENT_HEADING })).toBeVisible();
  await page.getByLabel('Credit card').check();
  await enterCard(page, '5555555555554444');
  await submitButton(page, 'Submit Payment of $167.50').click();
  await expect(page.locator('.alert--success').filter({ hasText: 'Payment received:' })).toContainText(
    /Payment received: \$167\.50 from Credit Card, Master Card ending in 4444 12\/30\. Confirmation number \S+\./,
  );
  expect(violations).toEqual([]);
  await context.close();
});
