import { CONFIGS_FAILED } from '../../src/features/configs/messages.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, setFaults, signInAs } from './support/demo.ts';

test('Configs shows the configuration details as a table', async ({ page }) => {
  await signInAs(page, DEMO.olivia);
  await page.goto('configs');
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /apiVersion\s+1\.0-sandbox/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /allowAgentLogin\s+Yes/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /appInsightsInstrumentationKey\s+Not set/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /supportPhone\s+1-800-555-0142/ })).toBeVisible();
});

test('Configs says so when the configuration cannot be read', async ({ page, sandbox }) => {
  await signInAs(page, DEMO.olivia);
  await setFaults(sandbox, { failCalls: ['config'] });
  await page.goto('configs');
  await expect(page.getByRole('alert')).toHaveText(CONFIGS_FAILED);
});
