import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO, signInAs } from './support/demo.ts';

test('Login has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('AgentLogin has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('agent-login');
  await expect(page.getByLabel('Agent number')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the dashboard has no serious or critical accessibility violation', async ({ page }) => {
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
