import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER_NAMES, signAndAccept } from './support/acceptance.ts';
import { DEMO, seedSession, setFaults, signInAsAgent } from './support/demo.ts';
import { press } from './support/document-review.ts';
import { controlsCoveredBy } from './support/overlap.ts';

/**
 * Decision 422: a toast never covers a control, at 320, 390 and 1280 px, on each screen where one shows:
 * the customer's failed acceptance and submitted question, and the agent's change request, whose page
 * starts with 'Back to Policy List'. The toast sits in the flow under the top bar, at the top centre.
 */
const WIDTHS = [320, 390, 1280] as const;
const toastOf = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).locator('.toast').filter({ hasText: text });

async function expectClearOfControls(page: Page, text: string, name: string) {
  const toast = toastOf(page, text);
  await expect(toast).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await controlsCoveredBy(toast)).toEqual([]);
  // Under the top bar, at the top centre of the page.
  const header = await page.getByRole('banner').boundingBox();
  const box = await toast.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && header && box.y >= header.y + header.height).toBe(true);
  expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - width / 2)).toBeLessThan(4);
  if (process.env.EPD_ARTIFACTS)
    await page.screenshot({ path: `${process.env.EPD_ARTIFACTS}/toast-${name}-${width}.png` });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a failed acceptance: the toast covers no control', async ({ page, sandbox }) => {
      await seedSession(page, DEMO.olivia);
      await setFaults(sandbox, { failCalls: ['acceptCase'] });
      await page.goto('acceptance/100002');
      await signAndAccept(page, OWNER_NAMES.olivia);
      await expectClearOfControls(page, 'Something went wrong. Please try again.', 'accept');
    });

    test('a question submitted on the review: the toast covers no control', async ({ page }) => {
      await seedSession(page, DEMO.olivia);
      await page.goto('doc-review/100001');
      await press(page.getByRole('button', { name: 'Email your questions' }));
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Your question').fill('When does my cover start?');
      await press(dialog.getByRole('button', { name: 'Send' }));
      await expect(dialog).toBeHidden();
      await expectClearOfControls(page, 'Question successfully submitted', 'question');
    });

    test("an agent's change request: the toast leaves 'Back to Policy List' uncovered", async ({ page }) => {
      await signInAsAgent(page, DEMO.agent);
      await page.goto('doc-review/100010');
      await press(page.getByRole('button', { name: 'Changes needed' }));
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Change requested to policy').check();
      await dialog.getByRole('textbox').fill('Please correct the beneficiary.');
      await press(dialog.getByRole('button', { name: 'Submit' }));
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Back to Policy List' })).toBeVisible();
      await expectClearOfControls(page, 'Change Request successfully submitted', 'agent');
    });
  });
}

/**
 * Decision 427: a toast raised while the customer is scrolled far down shows where the customer is, at
 * the top of the screen, the page left where it was; back at the top it is in the flow again.
 */
for (const width of WIDTHS) {
  test(`at ${width} px a toast raised far down the page shows on the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await seedSession(page, DEMO.olivia);
    await page.goto('doc-review/100001');
    const ask = page.getByRole('button', { name: 'Email your questions' });
    await expect(ask).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(ask).toBeInViewport();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await ask.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your question').fill('When does my cover start?');
    await press(dialog.getByRole('button', { name: 'Send' }));
    await expect(dialog).toBeHidden();
    const toast = toastOf(page, 'Question successfully submitted');
    await expect(toast).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    if (process.env.EPD_ARTIFACTS)
      await page.screenshot({ path: `${process.env.EPD_ARTIFACTS}/toast-scrolled-${width}.png` });
    // Back at the top, under the top bar again.
    await page.evaluate(() => window.scrollTo(0, 0));
    const header = await page.getByRole('banner').boundingBox();
    const box = await toast.boundingBox();
    expect(box && header && box.y >= header.y + header.height).toBe(true);
  });
}
