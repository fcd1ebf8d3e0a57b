import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { DEMO, signInAsAgent } from './support/demo.ts';

/**
 * The agent-workspace review's proof: visual baselines of the agent's screens, and no axe-core violation of any impact on
 * each. Demo dates are relative to today, so the Status Date column and the PDF frame (the browser's own
 * viewer) are masked.
 */

const policyList = (page: Page) => page.getByRole('table', { name: 'Policies' });
const masks = (page: Page) => [
  page.locator('.case-table td:nth-child(5)'),
  page.locator('iframe'),
  page.locator('time'),
];

/** The work queue's counts loaded (decision 083): the picture never catches them loading. */
const queueLoaded = (page: Page) =>
  expect(page.getByRole('region', { name: 'Work queue' }).getByRole('link').first()).toBeVisible();

async function snap(page: Page, name: string) {
  expect(await axeViolations(page)).toEqual([]);
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, mask: masks(page) });
}

test('the Policy List: arrival, filtered and empty', { tag: '@phone' }, async ({ page }) => {
  await signInAsAgent(page);
  await expect(policyList(page).locator('tbody tr').first()).toBeVisible();
  await queueLoaded(page);
  await snap(page, 'policy-list-arrival');

  await page.goto('agent-home?search=on&status=WaitingApproval');
  await expect(page.locator('.agent-home__count')).toContainText(/ found\b/);
  await expect(policyList(page).getByText('L1000010')).toBeVisible();
  await queueLoaded(page);
  await snap(page, 'policy-list-filtered');

  await page.getByLabel('Filter results').fill('no such policy');
  await expect(page.getByText('No results found')).toBeVisible();
  await snap(page, 'policy-list-empty');
});

test('the agent review and the agent confirmation', async ({ page }) => {
  await signInAsAgent(page, DEMO.agent);
  await page.goto('doc-review/100010');
  await expect(page.getByRole('button', { name: 'Release to Customer' })).toBeVisible();
  await expect(page.getByText('View Signed Policy')).toBeVisible();
  await snap(page, 'agent-review');

  await page.goto('agent-confirmation/100001');
  await expect(page.getByRole('heading', { level: 1, name: 'Case Status' })).toBeVisible();
  await expect(page.locator('iframe.document-frame')).toBeAttached();
  await snap(page, 'agent-confirmation');
});
