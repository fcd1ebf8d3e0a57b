import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO, signInAs } from './support/demo.ts';
import { openCard, openReview } from './support/document-review.ts';

test('Login has no serious or critical accessibility violation', { tag: '@phone' }, async ({ page }) => {
  await page.goto('login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('AgentLogin has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('agent-login');
  await expect(page.getByLabel('Agent number')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the dashboard has no serious or critical accessibility violation', { tag: '@phone' }, async ({
  page,
}) => {
  await signInAs(page, DEMO.olivia);
  await expect(page.locator('.tile').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('Configs has no serious or critical accessibility violation', async ({ page }) => {
  await signInAs(page, DEMO.olivia);
  await page.goto('configs');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// On a phone the open card shows the PDF in the canvas viewer's own scroll box; on a desktop in the
// embedded frame. Both layouts are checked here, whatever the project's tags say.
for (const layout of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
]) {
  test.describe(`on a ${layout.name} layout`, () => {
    test.use({ viewport: layout.viewport, isMobile: layout.isMobile, hasTouch: layout.isMobile });

    test('the review with a card open has no serious or critical accessibility violation', async ({
      page,
    }) => {
      await openReview(page, '100001');
      await openCard(page, 'View Signed Policy');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
