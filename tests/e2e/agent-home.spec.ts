import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import {
  DASHBOARD_HEADING,
  DEMO,
  seedSession,
  sessionItem,
  setFaults,
  signInAsAgent,
} from './support/demo.ts';

/** Alex Agent's book in the demo data: the named cases he is on plus the generated 45. */
const ALEX_BOOK = 55;

const policyRows = (page: Page) =>
  page.getByRole('table', { name: 'Policies' }).locator('tbody tr:not(.case-table__spacer)');
const count = (page: Page) => page.locator('.agent-home__count');

/** Router mode off: a policy link signs the agent in to the other portal instead of routing here. */
async function setRouterMode(sandbox: RunningSandbox, routerMode: boolean) {
  const response = await fetch(`${sandbox.url}/__sandbox/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ routerMode }),
  });
  expect(response.ok).toBe(true);
}

test('Alex searches his book, loads it to the end, filters and is refused a sort column chosen twice', {
  tag: '@phone',
}, async ({ page }) => {
  await signInAsAgent(page);
  // The arrival list first, so the search below is not mistaken for it.
  await expect(count(page)).toHaveText(`${ALEX_BOOK} policies found, the first 20 listed.`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/agent-home\?search=on$/);
  await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toHaveCount(0);
  await expect(count(page)).toHaveText(`${ALEX_BOOK} policies found, the first 20 listed.`);

  // Clicked where it is: scrolling to it would bring the list's end into view and load by scrolling.
  await page.getByRole('button', { name: 'Load More' }).dispatchEvent('click');
  await expect(count(page)).toHaveText(`${ALEX_BOOK} policies found, the first 40 listed.`);
  // The last page loads by scrolling to the bottom; a short page ends the paging.
  await page.locator('.agent-home__sentinel').scrollIntoViewIfNeeded();
  await expect(count(page)).toHaveText(`${ALEX_BOOK} policies found.`);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  const filter = page.getByLabel('Filter results');
  await filter.fill('waiting agent APPROVAL');
  await expect(policyRows(page).first()).toContainText('Waiting Agent Approval');
  for (const status of await policyRows(page).locator('td:nth-child(2)').allTextContents())
    expect(status).toBe('Waiting Agent Approval');
  await filter.fill('carmen client');
  await expect(policyRows(page)).toHaveCount(1);
  await expect(policyRows(page)).toContainText('L1000010');
  await expect(page).toHaveURL(/filter=carmen(\+|%20)client/);
  await filter.fill('no such policy');
  await expect(page.getByText('No results found')).toBeVisible();

  // The address keeps the search and the filter: a reload shows the same list.
  await filter.fill('L100001');
  await expect(page).toHaveURL(/filter=L100001/);
  await page.reload();
  await expect(filter).toHaveValue('L100001');
  await expect(policyRows(page).first()).toContainText('L100001');

  await page.getByRole('button', { name: 'Add sort column' }).click();
  await page.getByRole('button', { name: 'Add sort column' }).click();
  await expect(page.getByLabel('Sort column 2')).toHaveValue('LifeCycleStatus');
  await page.getByLabel('Sort column 2').selectOption('ValidFrom');
  await expect(page.getByText('Can not have the same column selected twice')).toBeVisible();
  await expect(page.getByLabel('Sort column 2')).toHaveValue('LifeCycleStatus');
  await page.getByLabel('Sort order 1').selectOption('Ascending');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(
    /sort=ValidFrom%3Aasc%2CLifeCycleStatus%3Adesc|sort=ValidFrom:asc,LifeCycleStatus:desc/,
  );
  await expect(count(page)).toContainText(`(${ALEX_BOOK} policies found, the first 20 listed)`);
});

test('arriving, Alex sees his book at once, what waits on him first; policy numbers are links; back restores', async ({
  page,
}) => {
  await signInAsAgent(page);
  await expect(count(page)).toHaveText(`${ALEX_BOOK} policies found, the first 20 listed.`);
  await expect(page).toHaveURL(/\/epd\/agent-home$/);
  // 100010 waits on Alex's release; 100011 waits on Bea's first, so it is not ahead of the rest.
  await expect(policyRows(page).first()).toContainText('L1000010');
  const link = page.getByRole('link', { name: 'L1000010' });
  await expect(link).toHaveAttribute('href', '/epd/doc-review/100010');

  // A modified click is the browser's: a new tab asks for the same screen, the list stays. (The session
  // lives in the tab's sessionStorage, so that tab then asks the agent to sign in; see the report.)
  const opened = page.context().waitForEvent('page');
  await link.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/epd\/(doc-review\/100010$|login\?redirect=%2Fdoc-review%2F100010$)/);
  await tab.close();
  await expect(page).toHaveURL(/\/epd\/agent-home$/);

  // A search is recorded in the address; back returns to the arrival list.
  await page.getByLabel('Policy number').fill('L100001');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=on&policy=L100001/);
  await expect(count(page)).toHaveText(/^(?!55 )\d+ polic(y|ies) found/);
  await expect(policyRows(page).first()).toContainText('L100001');
  await page.goBack();
  await expect(page).toHaveURL(/\/epd\/agent-home$/);
  await expect(count(page)).toHaveText(`${ALEX_BOOK} policies found, the first 20 listed.`);
  await page.goForward();
  await expect(count(page)).toHaveText(/^(?!55 )\d+ polic(y|ies) found/);
});

test('the results table walks by arrow keys, and Enter opens the focused policy', async ({ page }) => {
  await signInAsAgent(page);
  const links = page.getByRole('table', { name: 'Policies' }).locator('.case-table__open');
  await expect(links.first()).toBeVisible();
  await links.first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(2)).toBeFocused();
  const href = await links.nth(2).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('Export CSV downloads every page of the current result with the table columns', async ({ page }) => {
  await signInAsAgent(page);
  await expect(count(page)).toHaveText(`${ALEX_BOOK} policies found, the first 20 listed.`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('policies.csv');
  const lines = readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Policy/Contract Number,Status,Insured/Annuitant(s),Group Number,Status Date');
  expect(lines).toHaveLength(ALEX_BOOK + 1);
  expect(lines[1]).toMatch(/^L1000010,Waiting Agent Approval,Carmen Client,,\d{2}\/\d{2}\/\d{4}$/);
});

test('a single legacy result opens the legacy popup, as its link would, and stays listed', async ({
  page,
}) => {
  await signInAsAgent(page);
  const popupOpened = page.waitForEvent('popup');
  await page.goto('agent-home?search=on&policy=LG7001');
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Case LEG-7001' })).toBeVisible();
  await popup.close();
  await expect(page).toHaveURL(/agent-home\?search=on&policy=LG7001$/);
  await expect(policyRows(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'LG7001' })).toBeVisible();
});

test('statuses are a checkbox group a plain click or Space toggles; status words wrap, never clip', {
  tag: '@phone',
}, async ({ page }) => {
  await signInAsAgent(page);
  const statuses = page.getByRole('group', { name: 'Statuses' });
  const approval = statuses.getByRole('checkbox', { name: 'Waiting Agent Approval' });
  const delivery = statuses.getByRole('checkbox', { name: 'Waiting Delivery Confirmation' });
  await approval.click();
  await delivery.click();
  await expect(approval).toBeChecked();
  await expect(delivery).toBeChecked();
  // The keyboard: Space on the focused box toggles it alone.
  await approval.focus();
  await page.keyboard.press('Space');
  await expect(approval).not.toBeChecked();
  await expect(delivery).toBeChecked();
  await page.keyboard.press('Space');
  // Every label is whole inside the page, phone or desktop.
  const width = page.viewportSize()?.width ?? 0;
  for (const box of await statuses.locator('label').all()) {
    const rect = await box.boundingBox();
    expect(rect && rect.x >= 0 && rect.x + rect.width <= width).toBe(true);
    expect(await box.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  }
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(
    /status=WaitingApproval%2CWaitingDeliveryConfirmation|status=WaitingApproval,WaitingDeliveryConfirmation/,
  );
  await expect(count(page)).toContainText(/ found\b/);
  const cells = policyRows(page).locator('td:nth-child(2)');
  await expect(cells.first()).toBeVisible();
  for (const cell of await cells.all()) {
    expect(['Waiting Agent Approval', 'Waiting Delivery Confirmation']).toContain(await cell.textContent());
    // Not clipped: the words fit the cell, on as many lines as they need.
    expect(
      await cell.evaluate((e) => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight + 1),
    ).toBe(true);
  }
  const header = page.getByRole('columnheader', { name: 'Insured/Annuitant(s)' });
  expect(await header.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a Search pressed while the next page loads is a new search, not a dropped click', async ({
  page,
  sandbox,
}) => {
  await signInAsAgent(page);
  await expect(count(page)).toHaveText(`${ALEX_BOOK} policies found, the first 20 listed.`);
  await setFaults(sandbox, { latencyMs: 5000 });
  // Clicked where it is: scrolling to it would bring the list's end into view and load by scrolling.
  await page.getByRole('button', { name: 'Load More' }).dispatchEvent('click');
  await expect(page.getByRole('status').filter({ hasText: 'Loading more…' })).toHaveCount(1);
  await page.getByLabel('Policy number').fill('L100001');
  // Asked now, not awaited: waiting would outlast the page's load and prove nothing.
  expect(await page.getByRole('button', { name: 'Search' }).isEnabled()).toBe(true);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=on&policy=L100001/);
  await setFaults(sandbox, { latencyMs: 0 });
  await expect(count(page)).toHaveText(/^(?!55 )\d+ polic(y|ies) found/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading more…' })).toHaveCount(0);
});

test('a single result opens its review unless listAllPolicies is true; a refused search can be retried', async ({
  page,
  sandbox,
}) => {
  await signInAsAgent(page, undefined, '?listAllPolicies=true');
  await page.getByLabel('Policy number').fill('L1000010');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(policyRows(page)).toHaveCount(1);
  await expect(page).toHaveURL(/listAllPolicies=true/);

  await page.goto('agent-home?search=on&policy=L1000010');
  await expect(page).toHaveURL(/\/epd\/doc-review\/100010$/);

  await setFaults(sandbox, { failCalls: ['searchBook'] });
  await page.goto('agent-home?search=on');
  await expect(page.getByRole('alert')).toContainText('The search could not be completed. Please try again.');
  await setFaults(sandbox, { failCalls: [] });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(count(page)).toContainText(`${ALEX_BOOK} policies found, the first 20 listed.`);
});

test('policy links: LEG-7001 posts to the legacy popup, a blocked popup alerts', async ({ page }) => {
  await signInAsAgent(page, undefined, '?search=on&policy=LG7001&listAllPolicies=true');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'LG7001' }).click();
  const popup = await popupOpened;
  await expect(popup.getByText('Welcome, Alex Agent.')).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Case LEG-7001' })).toBeVisible();
  expect(popup.url()).not.toMatch(/token/i);
  await popup.close();

  // A browser that blocks the popup: window.open answers null.
  await page.evaluate(() => {
    window.open = () => null;
  });
  // The alert blocks the page until answered, so it is answered as it opens.
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'LG7001' }).click();
  await expect.poll(() => alerts).toEqual(['You must allow popups for this map to work.']);
  await expect(page).toHaveURL(/agent-home/);
});

test('outside router mode a policy link signs in to the single-sign-on target with the case; agent details name it', async ({
  page,
  sandbox,
}) => {
  await setRouterMode(sandbox, false);
  await signInAsAgent(page, undefined, '?search=on&policy=L1000010&listAllPolicies=true');
  const token = await sessionItem(page, 'auth_token');
  expect(token).toBeTruthy();
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url() === `${sandbox.url}/__external/sso`,
  );
  await page.getByRole('button', { name: 'L1000010' }).click();
  // The token travels in the form's body, with the destination and the case.
  const fields = new URLSearchParams((await posted).postData() ?? '');
  expect(Object.fromEntries(fields)).toEqual({
    agentToken: token,
    destination: 'CaseDetails',
    caseId: '100010',
  });

  await expect(page).toHaveURL(`${sandbox.url}/__external/sso`);
  await expect(page.getByRole('heading', { level: 1, name: 'Case details for case 100010' })).toBeVisible();
  const received = page.getByRole('definition');
  await expect(page.getByRole('term')).toContainText(['Destination', 'Case id', 'Token']);
  await expect(received.nth(0)).toHaveText('CaseDetails');
  await expect(received.nth(1)).toHaveText('100010');
  await expect(received.nth(2)).toContainText(`ending ${token!.slice(-6)}`);

  await page.goto(`${sandbox.url}/epd/agent-details/100010`);
  await expect(page.getByRole('heading', { level: 1, name: 'EPD Case Details' })).toBeVisible();
  const details = page.locator('.agent-case-summary');
  await expect(details.getByRole('term')).toHaveText(['Policy number', 'Status']);
  await expect(details.getByRole('definition')).toHaveText(['L1000010', 'Waiting Approval']);
});

test('a customer on /agent-home is sent to their dashboard', async ({ page }) => {
  await seedSession(page, DEMO.olivia);
  await page.goto('agent-home?search=on');
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  await expect(page).not.toHaveURL(/agent-home/);
  await expect(page.getByRole('heading', { name: 'Policy List' })).toHaveCount(0);
});

test('outside router mode, a single-sign-on target that is down: the agent is told and stays on his list', async ({
  page,
  sandbox,
}) => {
  await setRouterMode(sandbox, false);
  const posted: string[] = [];
  await page.route(`${sandbox.url}/__external/sso**`, (route) => {
    posted.push(route.request().method());
    return route.abort('connectionrefused');
  });
  await signInAsAgent(page, undefined, '?search=on&policy=L1000010&listAllPolicies=true');
  await page.getByRole('button', { name: 'L1000010' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: 'The policy could not be opened in the other system. Please try again later.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/epd\/agent-home\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Policy List' })).toBeVisible();
  // Only the reachability check went out: no form was posted to a host that is down.
  expect(posted).not.toContain('POST');
});

test('Clear goes back to the whole book: no results of the search, no search in the address, no queue tile marked (decision 364)', async ({
  page,
}) => {
  await signInAsAgent(page);
  await expect(count(page)).toHaveText(`${ALEX_BOOK} policies found, the first 20 listed.`);
  // A tile of the work queue searches and is marked as the list shown.
  const tile = page.getByRole('region', { name: 'Work queue' }).getByRole('link').first();
  await tile.click();
  await expect(page).toHaveURL(/search=on/);
  await expect(tile).toHaveAttribute('aria-current', 'true');
  await page.getByLabel('Party name').fill('typed, not searched');
  await page.getByLabel('Filter results').fill('L1');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/epd\/agent-home$/);
  await expect(page.getByLabel('Party name')).toHaveValue('');
  await expect(page.getByLabel('Filter results')).toHaveValue('');
  await expect(count(page)).toHaveText(`${ALEX_BOOK} policies found, the first 20 listed.`);
  await expect(page.locator('[aria-current="true"]')).toHaveCount(0);
});

test('the Policy/Contract Number and Status headers sort the list, and say how (decision 364)', async ({
  page,
}) => {
  await signInAsAgent(page);
  await expect(count(page)).toHaveText(`${ALEX_BOOK} policies found, the first 20 listed.`);
  const table = page.getByRole('table', { name: 'Policies' });
  const policyHeader = table.getByRole('columnheader', { name: /Policy\/Contract Number/ });
  await expect(policyHeader).toHaveAttribute('aria-sort', 'none');
  await policyHeader.getByRole('button').click();
  await expect(policyHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/search=on/);
  const firstTwo = async () =>
    (await policyRows(page).locator('td:first-child').allTextContents()).slice(0, 2);
  await expect
    .poll(async () => {
      const [a, b] = await firstTwo();
      return (a ?? '') <= (b ?? '');
    })
    .toBe(true);
  await policyHeader.getByRole('button').click();
  await expect(policyHeader).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => {
      const [a, b] = await firstTwo();
      return (a ?? '') >= (b ?? '');
    })
    .toBe(true);
  await expect(table.getByRole('columnheader', { name: 'Status', exact: true })).toHaveAttribute(
    'aria-sort',
    'none',
  );
  await expect(table.getByRole('columnheader', { name: /Group Number/ })).not.toHaveAttribute('aria-sort');
});

test('Load More by keyboard: focus lands on the first row it added and the live region says how many', async ({
  page,
}) => {
  await signInAsAgent(page);
  await expect(count(page)).toHaveText(`${ALEX_BOOK} policies found, the first 20 listed.`);
  const loadMore = page.getByRole('button', { name: 'Load More' });
  // Focused where it is, then Enter: scrolling to it would bring the list's end into view and load by scrolling.
  await loadMore.evaluate((button) => (button as HTMLElement).focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
  await expect(count(page)).toHaveText(`${ALEX_BOOK} policies found, the first 40 listed.`);
  await expect(page.locator('tr[aria-rowindex="22"] .case-table__open')).toBeFocused();
  await expect(page.locator('#announcer')).toHaveText('20 more policies listed.');
  await expect(page.locator('tr[aria-rowindex="22"]')).toBeInViewport();

  // Tabbing on from the last row brings the list's end into view: the last page loads by itself and
  // Tab goes on into it.
  for (let row = 22; row < 41; row++) await page.keyboard.press('Tab');
  await expect(page.locator('tr[aria-rowindex="41"] .case-table__open')).toBeFocused();
  await expect(count(page)).toHaveText(`${ALEX_BOOK} policies found.`);
  // Waited for, not raced: the next Tab goes on into the rows that loaded by themselves.
  await page.keyboard.press('Tab');
  await expect(page.locator('tr[aria-rowindex="42"] .case-table__open')).toBeFocused();
  await expect(page.locator('#announcer')).toHaveText(`${ALEX_BOOK - 40} more policies listed.`);
  await expect(loadMore).toHaveCount(0);
});
