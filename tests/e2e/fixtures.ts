import { test as base, expect } from '@playwright/test';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { resetSandbox, startTestSandbox } from '../support/testSandbox.ts';
import { useWorker } from './support/sessions.ts';

interface WorkerFixtures {
  sandbox: RunningSandbox;
  savedSessions: undefined;
}
interface TestFixtures {
  freshData: undefined;
}

/**
 * One sandbox per worker, on free ports over its own database file; the demo data is restored before
 * every test so tests never see each other's changes. `baseURL` is the portal at /epd/.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  sandbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const { sandbox, stop } = await startTestSandbox();
      await use(sandbox);
      await stop();
    },
    { scope: 'worker' },
  ],
  // Where support/sessions.ts signs each role in once for this worker.
  savedSessions: [
    async ({ browser, sandbox }, use) => {
      useWorker(browser, `${sandbox.url}/epd/`);
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ sandbox }, use) => use(`${sandbox.url}/epd/`),
  page: async ({ page }, use) => {
    await use(page);
    // A route handler still rewriting an answer when its test ends (the page is closing under it)
    // would fail a test that already passed.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  freshData: [
    async ({ sandbox }, use) => {
      await resetSandbox(sandbox);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
