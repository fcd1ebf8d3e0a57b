import type { Page } from '@playwright/test';
import { SERVICE_TEXTS } from '../../src/api/messages.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO, seedSession, setFaults } from './support/demo.ts';

/**
 * During maintenance SPEC's message is said once (the notice), each screen says in
 * one short line that its part is unavailable, no toast repeats it, and the ways to get help (Contact
 * Us, the footer, the phone number) stay on screen. Decision 421: the login form cannot be used then and
 * says why; SPEC's Close hides the notice but not the form's reason, and the notice goes by itself when
 * the service answers again.
 */
const SHORT = 'Not available during system maintenance. Please check back later.';

async function expectSaidOnceWithHelpAtHand(page: Page) {
  const notice = page.getByRole('alert').filter({ hasText: SERVICE_TEXTS.epdDown });
  await expect(notice).toBeVisible();
  await expect(page.getByText(SERVICE_TEXTS.epdDown)).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toHaveCount(0);
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: 'Menu' });
  const phone = await menu.isVisible();
  if (phone) await menu.click();
  await expect(banner.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  if (phone) await menu.click();
  await expect(page.getByRole('contentinfo').getByText(/^Customer service: 1-800/)).toBeVisible();
}

test('the login page during maintenance: the form says why it cannot be used, the notice stays, help at hand', {
  tag: '@phone',
}, async ({ page, sandbox }) => {
  await setFaults(sandbox, { maintenance: true });
  await page.goto('login');
  const notice = page.getByRole('alert').filter({ hasText: SERVICE_TEXTS.epdDown });
  await expect(notice).toBeVisible();
  // Nothing to type or press that cannot work, and the form says why.
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Password')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await expect(page.locator('form').getByRole('alert')).toHaveText(SHORT);
  await expectSaidOnceWithHelpAtHand(page);
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page).toHaveScreenshot('maintenance-login.png', {
    fullPage: true,
    mask: [page.getByText(/^©/)],
  });

  // SPEC's Close hides the notice; the form still cannot be used and still says why (decision 421).
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(SERVICE_TEXTS.epdDown)).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await expect(page.locator('form').getByRole('alert')).toHaveText(SHORT);

  // Back from maintenance, the login page is usable again, with no notice.
  await setFaults(sandbox, { maintenance: false });
  await page.reload();
  await expect(page.getByLabel('Email')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await expect(page.getByText(SERVICE_TEXTS.epdDown)).toHaveCount(0);
  await expect(page.getByText(SHORT)).toHaveCount(0);
});

test('a signed-in customer during maintenance: dashboard and review say it once, with no toast', async ({
  page,
  sandbox,
}) => {
  await seedSession(page, DEMO.olivia);
  await setFaults(sandbox, { maintenance: true });
  await page.goto('secure-home');
  await expect(page.getByRole('alert').filter({ hasText: SHORT })).toBeVisible();
  await expect(page.getByText(/Refresh the page/)).toHaveCount(0);
  await expectSaidOnceWithHelpAtHand(page);

  await page.goto('doc-review/100001');
  await expect(page.getByText(SHORT)).toBeVisible();
  await expectSaidOnceWithHelpAtHand(page);

  // Back from maintenance, the dashboard's Try again loads it, and the notice goes by itself
  // (decision 421).
  await page.goto('secure-home');
  await expect(page.getByText(SHORT)).toBeVisible();
  await setFaults(sandbox, { maintenance: false });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "It's great to see you!" })).toBeVisible();
  await expect(page.getByText(/is waiting your review/).first()).toBeVisible();
  await expect(page.getByText(SHORT)).toHaveCount(0);
  await expect(page.getByText(SERVICE_TEXTS.epdDown)).toHaveCount(0);
});
