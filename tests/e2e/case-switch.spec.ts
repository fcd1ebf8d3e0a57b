import { expect, test } from './fixtures.ts';
import { openReview } from './support/document-review.ts';

/** Moves inside the app, as a link or the router would: a new address, no page load. */
async function moveInApp(page: import('@playwright/test').Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

test('a case screen follows its case when the address moves to another case, and back', async ({ page }) => {
  await openReview(page, '100001');
  await expect(page.getByText('Policy L1000001')).toBeVisible();
  await page.evaluate(() => {
    (window as { samePage?: boolean }).samePage = true;
  });

  await moveInApp(page, '/epd/doc-review/100002');
  await expect(page.getByText('Policy L1000002')).toBeVisible();
  await expect(page.getByText('Policy L1000001')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/doc-review\/100001$/);
  await expect(page.getByText('Policy L1000001')).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Policy L1000002')).toBeVisible();
  // Every move happened inside the one page: no reload hid a stale actor.
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});
