import type { Page } from '@playwright/test';
import { EPD_DOWN_MESSAGE } from '../../src/api/client.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO, seedSession, setFaults } from './support/demo.ts';

/**
 * During maintenance SPEC's message is said once (the notice), each screen says in
 * one short line that its part is unavailable, no toast repeats it, and the ways to get help (Contact
 * Us, the footer, the phone number) stay on screen.
 */
const SHORT = 'Not available during system maintenance. Please check back later.';

async function expectSaidOnceWithHelpAtHand(page: Page) {
  const notice = page.getByRole('alert').filter({ hasText: EPD_DOWN_MESSAGE });
  await expect(notice).toBeVisible();
  await expect(page.getByText(EPD_DOWN_MESSAGE)).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toHaveCount(0);
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: 'Menu' });
  const phone = await menu.isVisible();
  if (phone) await menu.click();
  await expect(banner.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  if (phone) await menu.click();
  await expect(page.getByRole('contentinfo').getByText(/^Customer service: 1-800/)).toBeVisible();
}

test('the login page during maintenance: the notice on arrival, said once after a login try, help at hand', {
  tag: '@phone',
}, async ({ page, sandbox }) => {
  await setFaults(sandbox, { maintenance: true });
  await page.goto('login');
  await expect(page.getByRole('alert').filter({ hasText: EPD_DOWN_MESSAGE })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.olivia);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(SHORT)).toBeVisible();
  await expectSaidOnceWithHelpAtHand(page);
  // Nothing typed is lost: the customer tries again later without typing the address again.
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.olivia);
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page).toHaveScreenshot('maintenance-login.png', {
    fullPage: true,
    mask: [page.getByText(/^©/)],
  });
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

  // Back from maintenance, the same screen loads without a leftover message.
  await setFaults(sandbox, { maintenance: false });
  await page
    .getByRole('alert')
    .filter({ hasText: EPD_DOWN_MESSAGE })
    .getByRole('button', { name: 'Close' })
    .click();
  await page.goto('secure-home');
  await expect(page.getByRole('heading', { level: 1, name: "It's great to see you!" })).toBeVisible();
  await expect(page.getByText(SHORT)).toHaveCount(0);
  await expect(page.getByText(EPD_DOWN_MESSAGE)).toHaveCount(0);
});
