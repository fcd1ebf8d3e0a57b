import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { reviewAllAs } from './support/cases.ts';
import { DEMO, seedAgentSession, seedSession } from './support/demo.ts';
import { openCard } from './support/document-review.ts';
import { expectFitsPhone } from './support/smallScreen.ts';

/**
 * The smallest phone, 320 px wide (the `phone-320` project; WCAG 1.4.10 asks for it, 1280 px at 400 %
 * zoom): every customer screen and the agent's fit without scrolling sideways, with no field under 16 px
 * and no button under 24 × 24 px; the key customer screens have a baseline at this width. Dates on
 * screen are fixed by the clock or masked, as in customer-visual.spec.ts.
 */
test.use({ timezoneId: 'America/Chicago' });
test.describe.configure({ timeout: 120_000 });
const TODAY = new Date('2026-11-02T17:00:00.000Z');

async function snap(page: Page, name: string, more: Locator[] = []) {
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    mask: [page.locator('iframe'), page.locator('.pdf-viewer__scroll'), page.locator('time'), ...more],
  });
}

test('login, dashboard and the review with a document open fit 320 px', { tag: '@320' }, async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
  await page.goto('login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expectFitsPhone(page, 'Login');
  await snap(page, 'login');

  await page.goto('agent-login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsPhone(page, 'Agent login');

  await seedSession(page, DEMO.olivia);
  await page.goto('');
  await expect(page.getByRole('link', { name: /L1000004/ }).first()).toBeVisible();
  await expectFitsPhone(page, 'Dashboard');
  await snap(page, 'dashboard');

  // The menu, opened.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expectFitsPhone(page, 'Dashboard, menu open');

  await page.goto('doc-review/100001');
  const opened = await openCard(page, 'Amendment');
  await expect(opened.locator('[data-painted="true"]').first()).toBeVisible();
  await expectFitsPhone(page, 'Review');
  await snap(page, 'review-card-open');
});

test('payment, acceptance, confirmations and certificate fit 320 px', { tag: '@320' }, async ({
  page,
  sandbox,
}) => {
  await page.clock.setFixedTime(TODAY);
  await reviewAllAs(sandbox, '100001', 'P-100001-OLIVIA');
  await seedSession(page, DEMO.olivia);
  await page.goto('payment/100001');
  await page.getByLabel('Bank account').check();
  await expect(page.getByLabel('Routing number')).toBeVisible();
  await expectFitsPhone(page, 'Payment, bank account');
  await snap(page, 'payment-bank');
  await page.getByLabel('Credit card').check();
  await expect(page.frameLocator('iframe[data-card-frame]').getByLabel('Card number')).toBeVisible();
  await expectFitsPhone(page, 'Payment, card');

  await page.goto('acceptance/100002');
  await expect(page.getByRole('textbox', { name: 'Type your full name' })).toBeVisible({ timeout: 30_000 });
  await expectFitsPhone(page, 'Acceptance');
  await snap(page, 'acceptance', [page.locator('.signing-summary summary code')]);

  await page.goto('confirmation/100004');
  await expect(page.getByRole('button', { name: 'Download all documents' })).toBeVisible();
  await expectFitsPhone(page, 'Confirmation');
  await snap(page, 'life-confirmation');

  await page.goto('cases/100004/certificate');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsPhone(page, 'Certificate');
});

test('consent, annuity confirmation and the delivery link fit 320 px', { tag: '@320' }, async ({ page }) => {
  await seedSession(page, DEMO.nora);
  await page.goto('doc-review/100006');
  await expect(
    page.getByText('The sample document is showing: your browser can show your documents.'),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expectFitsPhone(page, 'Consent');

  await page.goto('confirmdelivery/200001/DC-200001-KEY/anna.annuitant@example.com');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsPhone(page, 'Delivery confirmation link');
});

test("the agent's policy list, case page and review fit 320 px", { tag: '@320' }, async ({ page }) => {
  await seedAgentSession(page);
  await page.goto('agent-home');
  await expect(page.getByRole('heading', { level: 1, name: 'Policy List' })).toBeVisible();
  await expectFitsPhone(page, 'Agent policy list');
  await page.goto('agent-details/100001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsPhone(page, 'Agent case page');
  await page.goto('doc-review/100001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsPhone(page, 'Agent review');
});

test('with a notch and rounded corners, the bars reach the edges and their content stays clear', {
  tag: '@320',
}, async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await seedSession(page, DEMO.olivia);
  const rect = async (target: Locator) => (await target.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  // A phone upright (the notch above) and on its side (the notch beside), as iOS reports them.
  for (const { viewport, insets } of [
    { viewport: { width: 390, height: 844 }, insets: { top: 47, left: 0, right: 0, bottom: 34 } },
    { viewport: { width: 844, height: 390 }, insets: { top: 0, left: 47, right: 47, bottom: 21 } },
  ]) {
    await page.setViewportSize(viewport);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets } as never);
    await page.goto('');
    await expect(page.getByRole('link', { name: /L1000004/ }).first()).toBeVisible();
    const bar = await rect(page.locator('.topbar'));
    expect(bar.x).toBe(0);
    expect(bar.width).toBe(viewport.width);
    const lastInBar = page.locator('.topbar__inner > :visible').last();
    for (const content of [
      page.locator('.topbar__brand'),
      lastInBar,
      page.getByRole('heading', { level: 1 }),
      page.getByRole('link', { name: 'About' }),
    ]) {
      const box = await rect(content);
      expect(box.x).toBeGreaterThanOrEqual(insets.left);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width - insets.right);
    }
    expect((await rect(page.locator('.topbar__brand'))).y).toBeGreaterThanOrEqual(insets.top);
    const footer = await rect(page.locator('.footer__inner'));
    const lastLine = await rect(page.locator('.footer__inner > :last-child'));
    expect(footer.y + footer.height - (lastLine.y + lastLine.height)).toBeGreaterThanOrEqual(insets.bottom);
    await expectFitsPhone(page, `Dashboard with safe areas, ${viewport.width} px`);
  }
});
