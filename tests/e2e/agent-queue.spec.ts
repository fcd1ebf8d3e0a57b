import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsAgent } from './support/demo.ts';

/**
 * The work queue at the top of the Policy List (decision 083): each count, a click on it, and
 * the list it leads to holding exactly that many cases; its failure leaves the search working.
 */

const queue = (page: Page) => page.getByRole('region', { name: 'Work queue' });
const resultCount = (page: Page) => page.locator('.agent-home__count');
const statuses = (page: Page) =>
  page.getByRole('table', { name: 'Policies' }).locator('tbody tr:not(.case-table__spacer) td:nth-child(2)');

/** The words of each group's link, and the table's statuses its list may hold. */
const GROUPS = [
  { words: /^(\d+) to release$/, statuses: ['Waiting Agent Approval', 'Waiting Release'] },
  {
    words: /^(\d+) waiting for (customers|a customer)$/,
    statuses: ['Waiting Acceptance', 'Waiting Completion', 'Waiting Delivery Confirmation'],
  },
  {
    words: /^(\d+) changes? requested$/,
    statuses: ['Change Requested', 'Agent Change Requested', 'Bga Change Requested'],
  },
];

test('each count of the work queue lists exactly that many cases, in its statuses', {
  tag: '@phone',
}, async ({ page }) => {
  await signInAsAgent(page);
  for (const group of GROUPS) {
    const link = queue(page).getByRole('link', { name: group.words });
    await expect(link).toBeVisible();
    const count = Number(group.words.exec((await link.textContent()) ?? '')?.[1]);
    // A group of one would open its case by SPEC §2's single-result rule (decision 083), not list it.
    expect(count).toBeGreaterThan(1);

    await link.click();
    await expect(page).toHaveURL(/search=on/);
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(resultCount(page)).toHaveText(`${count} ${count === 1 ? 'policy' : 'policies'} found.`);
    const shown = await statuses(page).allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const status of shown) expect(group.statuses).toContain(status);
  }

  // Back returns to the list before the last pick.
  await page.goBack();
  await expect(queue(page).getByRole('link', { name: GROUPS[1]?.words })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('a failed count load says so and offers a retry, while the search still works', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/Agents/BookOfBusiness/QueueCounts', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ errors: { Error: 'Internal error', Code: 'ServerError' } }),
    });
  });
  await signInAsAgent(page);
  await expect(queue(page).getByText('Loading your work queue…')).toBeVisible();
  release();

  await expect(queue(page).getByRole('alert')).toHaveText(/Your work queue could not be loaded\./);
  const retry = queue(page).getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await expect(queue(page).getByRole('link')).toHaveCount(0);

  // The search beside it is untouched: the arrival list, then a search of one status.
  await expect(resultCount(page)).toContainText(/ found\b/);
  await page.getByRole('checkbox', { name: 'Waiting Release' }).check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/status=WaitingRelease/);
  await expect(resultCount(page)).toContainText(/ found\b/);
  for (const status of await statuses(page).allTextContents()) expect(status).toBe('Waiting Release');

  await page.unroute('**/api/Agents/BookOfBusiness/QueueCounts');
  await retry.click();
  await expect(queue(page).getByRole('link', { name: /^\d+ to release$/ })).toBeVisible();
  await expect(queue(page).getByText('Your work queue could not be loaded.')).toHaveCount(0);
});

test('the counts follow the book while Alex stays: after a search and when the tab is shown again', async ({
  page,
  sandbox,
}) => {
  await signInAsAgent(page);
  const changes = queue(page).getByRole('link', { name: GROUPS[2]?.words });
  const before = Number(GROUPS[2]?.words.exec((await changes.textContent()) ?? '')?.[1]);
  // The pick is a search, and a search recounts: that count is awaited so it cannot land late below.
  const recounted = page.waitForResponse('**/api/Agents/BookOfBusiness/QueueCounts');
  await changes.click();
  await recounted;
  await expect(resultCount(page)).toHaveText(new RegExp(`^${before} polic(y|ies) found`));

  /** Someone elsewhere settles a listed case: the sandbox's stored case, put back as Complete. */
  const settleListed = async (row: number) => {
    const href = await page
      .getByRole('table', { name: 'Policies' })
      .getByRole('link')
      .nth(row)
      .getAttribute('href');
    const caseId = href?.split('/').pop();
    const stored = await (await fetch(`${sandbox.url}/__sandbox/cases/${caseId}`)).json();
    const put = await fetch(`${sandbox.url}/__sandbox/cases/${caseId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...stored, lifeCycleStatus: 'Complete' }),
    });
    expect(put.ok).toBe(true);
  };

  await settleListed(0);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(changes).toHaveText(
    before - 1 === 1 ? '1 change requested' : `${before - 1} changes requested`,
  );

  // The list still shows the first case settled: the next one is settled now.
  await settleListed(1);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(resultCount(page)).toHaveText(new RegExp(`^${before - 2} polic(y|ies) found`));
  await expect(changes).toHaveText(
    before - 2 === 1 ? '1 change requested' : `${before - 2} changes requested`,
  );
});
