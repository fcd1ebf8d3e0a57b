import type { Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { agentSearchMachine } from '../../machines/agentSearch.ts';
import type { SearchResponse } from '../../src/api/schemas/agent.ts';
import { addressOf, SEARCH_FAILED, type SearchCriteria } from '../../src/domain/agentSearch.ts';
import { FORM_POST_FAILED, POPUP_BLOCKED } from '../../src/domain/policyLinks.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { signInAsAgent } from '../e2e/support/demo.ts';
import { agentSearchModel } from './agent-paths.ts';
import { describePath } from './document-paths.ts';
import { coveringPaths } from './path-selection.ts';

type Snapshot = SnapshotFrom<typeof agentSearchMachine>;
type Event = {
  type: string;
  text?: string;
  output?: SearchResponse;
  error?: Error;
  row?: { caseId: string };
  index?: number;
  criteria?: SearchCriteria | null;
  filter?: string;
};

/**
 * Events the screen can send. Left to tests/unit and tests/e2e/agent-home.spec.ts: a second sort row
 * set to the first one's column (the screen adds the row first, so the draft is not the model's), a
 * routed link (it leaves the screen) and a post cancelled by leaving.
 */
function onScreen(previous: Snapshot, event: Event) {
  if (previous.matches({ list: 'opening' })) return false; // the screen has gone to the review
  // The click on a policy and how its post ends are one screen action: nothing comes between.
  if (previous.matches({ link: 'posting' }))
    return event.type.endsWith('.actor.postLink') && event.error?.name !== 'AbortError';
  const sorts = previous.context.draft.sort.length;
  switch (event.type) {
    case 'form.sortSet':
      return event.index === 0 && sorts <= 1;
    case 'form.sortRemove':
      return sorts > 0;
    case 'search.address':
    case 'search.submit':
      return !previous.hasTag('busy');
    case 'search.loadMore':
    case 'search.retry':
    case 'filter.change':
    case 'xstate.done.actor.postLink':
    case 'xstate.done.actor.searchBook':
    case 'xstate.done.actor.loadMore':
    case 'xstate.error.actor.searchBook':
    case 'xstate.error.actor.loadMore':
      return true;
    // The LEG-7001 row is the first of the first page, shown while no filter hides it.
    case 'policy.open':
      return event.row?.caseId === 'LEG-7001' && previous.context.rows.length > 0 && !previous.context.filter;
    case 'xstate.error.actor.postLink':
      return event.error?.name !== 'AbortError';
    default:
      return false;
  }
}

const model = agentSearchModel((state, event) => onScreen(state, event as Event));
// A policy.open is clicked at the step that says how its post ends, so no path may stop at it.
const drivable = [...model.paths, ...model.edgePaths].filter(
  (path) => path.steps.at(-1)?.event.type !== 'policy.open',
);
const chosen = coveringPaths(agentSearchMachine, { criteria: null, filter: '' }, drivable);

/** Every search is held until the path says how it ends; the first page's first row is LEG-7001. */
async function holdSearches(page: Page) {
  const held: Route[] = [];
  await page.route('**/api/Agents/BookOfBusiness/Search', (route) => void held.push(route));
  const next = async () => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    return held.shift()!;
  };
  return {
    /** `opens`: the answer is a single result the list opens by itself, sent as the model has it. */
    async answer(output: SearchResponse, opens = false) {
      const route = await next();
      const first = !opens && (route.request().postDataJSON() as { skip?: number }).skip === 0;
      const cases = output.cases.map((row, i) =>
        first && i === 0 ? { ...row, caseId: 'LEG-7001', policyNumber: 'LG7001' } : row,
      );
      await route.fulfill({ json: { ...output, cases } });
    },
    async refuse() {
      await (await next()).fulfill({
        status: 500,
        json: { errors: { Error: 'Boom', Code: 'ServerError' } },
      });
    },
  };
}

async function expectScreen(page: Page, state: Snapshot, alerts: string[]) {
  const { rows, totalCount, filter } = state.context;
  const loadMore = page.getByRole('button', { name: 'Load More' });
  const count = page.locator('.agent-home__count');
  if (state.matches({ list: 'opening' })) {
    // A single result opens by its link rule (decision 081): the model's row 100000 is a review.
    await expect(page).toHaveURL(/\/epd\/doc-review\/100000$/);
    return;
  }
  if (state.matches({ list: 'idle' }))
    await expect(page.getByText('Search your book of business to see your policies.')).toBeVisible();
  if (state.matches({ list: 'searching' }))
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeAttached();
  if (state.matches({ list: 'loadingMore' }))
    await expect(page.getByRole('status').filter({ hasText: 'Loading more…' })).toBeAttached();
  if (state.matches({ list: 'failed' })) {
    await expect(page.getByRole('alert').filter({ hasText: SEARCH_FAILED })).toBeVisible();
  } else {
    await expect(page.getByRole('alert').filter({ hasText: SEARCH_FAILED })).toHaveCount(0);
  }
  if (state.matches({ list: 'results' }) || state.matches({ list: 'allLoaded' }))
    await expect(count).toContainText(`of ${rows.length} loaded`);
  if (state.matches({ list: 'results' }) || state.matches({ list: 'allLoaded' }))
    await expect(count).toContainText(`(${totalCount} found)`);
  await expect(loadMore).toHaveCount(state.matches({ list: 'results' }) ? 1 : 0);
  await expect(page.getByLabel('Filter results')).toHaveValue(filter);
  expect(alerts.filter((a) => a !== POPUP_BLOCKED)).toEqual([]);
}

test.describe(`agentSearch paths in Chromium: ${chosen.states.reached.length}/${chosen.states.all} states, ${chosen.transitions.reached.length}/${chosen.transitions.all} transitions`, () => {
  for (const [i, path] of chosen.paths.entries()) {
    test(`agentSearch path ${i + 1}: ${describePath(path)}`, async ({ page, sandbox }) => {
      // Load More is the link's job here; the scrolling that also loads is tests/e2e/agent-home.spec.ts'.
      await page.addInitScript(() => {
        window.IntersectionObserver = class {
          observe() {}
          unobserve() {}
          disconnect() {}
          takeRecords() {
            return [];
          }
        } as unknown as typeof IntersectionObserver;
      });
      const searches = await holdSearches(page);
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.dismiss();
      });
      let blockPopup = false;
      await signInAsAgent(page);
      for (const step of path.steps) {
        const event = step.event as Event;
        const state = step.state as Snapshot;
        await test.step(describePath({ steps: [step] }) || 'init', async () => {
          switch (event.type) {
            case 'xstate.init':
              break;
            case 'form.sortSet':
              if ((await page.getByLabel('Sort column 1').count()) === 0)
                await page.getByRole('button', { name: 'Add sort column' }).click();
              await page.getByLabel('Sort column 1').selectOption('PolicyNumber');
              await page.getByLabel('Sort order 1').selectOption('Ascending');
              break;
            case 'form.sortRemove':
              await page.getByRole('button', { name: 'Remove sort column 1' }).click();
              break;
            case 'search.address': {
              // Back, forward or an edited address: the router reads the new one on popstate.
              const address = event.criteria ? addressOf(event.criteria, event.filter ?? '') : {};
              const query = new URLSearchParams(address as Record<string, string>);
              if (!event.criteria && event.filter) query.set('filter', event.filter);
              await page.evaluate(
                (search) => {
                  history.pushState(history.state, '', `${location.pathname}${search}`);
                  window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
                },
                query.size ? `?${query}` : '',
              );
              break;
            }
            case 'search.submit':
              await page.getByRole('button', { name: 'Search', exact: true }).click();
              break;
            case 'search.loadMore':
              await page.getByRole('button', { name: 'Load More' }).dispatchEvent('click');
              break;
            case 'search.retry':
              await page.getByRole('button', { name: 'Try again' }).click();
              break;
            case 'filter.change':
              await page.getByLabel('Filter results').fill(event.text ?? '');
              break;
            case 'xstate.done.actor.searchBook':
            case 'xstate.done.actor.loadMore':
              await searches.answer(event.output!, state.matches({ list: 'opening' }));
              break;
            case 'xstate.error.actor.searchBook':
            case 'xstate.error.actor.loadMore':
              await searches.refuse();
              break;
            case 'policy.open':
              break; // clicked with the answer the path gives it, next
            case 'xstate.done.actor.postLink': {
              if (blockPopup) await page.evaluate(() => Reflect.deleteProperty(window, 'open'));
              blockPopup = false;
              const popup = page.waitForEvent('popup');
              await page.getByRole('button', { name: 'LG7001' }).click();
              const legacy = await popup;
              await expect(legacy.getByRole('heading', { name: 'Case LEG-7001' })).toBeVisible();
              await legacy.close();
              break;
            }
            case 'xstate.error.actor.postLink':
              if (event.error?.name === 'PopupBlocked') {
                // An own property over Window.prototype's open, removed again to unblock.
                if (!blockPopup)
                  await page.evaluate(() =>
                    Object.defineProperty(window, 'open', { value: () => null, configurable: true }),
                  );
                blockPopup = true;
                await page.getByRole('button', { name: 'LG7001' }).click();
                await expect.poll(() => alerts.at(-1)).toBe(POPUP_BLOCKED);
              } else {
                // The legacy system is down: the post is never sent, the agent is told.
                await page.route(`${sandbox.url}/__external/legacy**`, (route) => route.abort());
                await page.getByRole('button', { name: 'LG7001' }).click();
                await expect(page.getByRole('status').filter({ hasText: FORM_POST_FAILED })).toBeVisible();
                await page.unroute(`${sandbox.url}/__external/legacy**`);
              }
              break;
            default:
              throw new Error(`No screen action for ${event.type}`);
          }
          await expectScreen(page, state, alerts);
        });
      }
    });
  }
});
