import { expect, test } from './fixtures.ts';
import { DEMO, loginAsAgent, openMenuIfCollapsed, sessionItem, signInAs } from './support/demo.ts';

test('log out clears the session, and going back does not show the dashboard', { tag: '@phone' }, async ({
  page,
}) => {
  await signInAs(page, DEMO.olivia);
  const nav = await openMenuIfCollapsed(page);
  await nav.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/epd\/login$/);
  expect(await sessionItem(page, 'auth_token')).toBeNull();
  expect(await sessionItem(page, 'case_authorization_token')).toBeNull();
  await page.goto('secure-home');
  await expect(page).toHaveURL(/\/epd\/login\?redirect=%2Fsecure-home$/);
});

test('Log out is shown only when signed in', { tag: '@phone' }, async ({ page }) => {
  await page.goto('login');
  const nav = await openMenuIfCollapsed(page);
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('the footer has the Company and Support links to the public site', async ({ page }) => {
  await page.goto('login');
  const footer = page.getByRole('contentinfo');
  for (const name of ['About', 'Contact Us', 'Terms of Use', 'Privacy Policy', 'FAQ', 'Learning Center']) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', /\/__external\//);
  }
  await expect(footer).toContainText('All rights reserved.');
});

test('agents see no navigation; Policy List has their Log out (decision 9)', async ({ page }) => {
  await loginAsAgent(page, DEMO.agent);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a case id of the wrong shape shows a not-found page with a way home', async ({ page }) => {
  await signInAs(page, DEMO.olivia);
  await page.goto('doc-review/bad%20id!');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "It's great to see you!" })).toBeVisible();
});

test('the delivery confirmation links are open without signing in', async ({ page }) => {
  await page.goto('confirmdelivery/200001/DC-200001-KEY/anna.annuitant%40example.com');
  await expect(page).toHaveURL(/\/epd\/confirmdelivery\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens and closes the navigation', async ({ page }) => {
    await signInAs(page, DEMO.ian);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible();
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the open menu and puts focus back on its button', async ({ page }) => {
    await signInAs(page, DEMO.ian);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });
});

test('a screen that fails to load shows the error modal inside the frame, never a blank page', async ({
  page,
}) => {
  await signInAs(page, DEMO.olivia);
  // A deploy mid-visit: the Configs screen's file is gone.
  await page.route(/\/assets\/ConfigsScreen-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.getByRole('contentinfo').waitFor();
  await page.goto('configs');
  const dialog = page.getByRole('dialog', { name: 'Uh oh....' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.modal__body')).not.toBeEmpty();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the review and the payment name themselves in the tab, as every other screen does', async ({
  page,
}) => {
  await signInAs(page, DEMO.olivia);
  await page.goto('doc-review/100001');
  await expect(page.getByRole('heading', { level: 1, name: 'Review all documents' })).toBeVisible();
  await expect(page).toHaveTitle('Review all documents | Electronic Policy Delivery');
  await page.goto('payment/100001');
  await expect(
    page.getByRole('heading', { level: 1, name: "Now, let's check on your payments" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Now, let's check on your payments | Electronic Policy Delivery");
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page).toHaveTitle(/ \| Entrega Electrónica de Pólizas$/);
  await expect(page).not.toHaveTitle(/check on your payments/);
});
