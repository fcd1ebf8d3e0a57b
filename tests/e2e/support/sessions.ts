import type { Browser, Page } from '@playwright/test';

/**
 * Sessions signed in once per worker and reused by every test that is not about signing in. Each
 * worker is its own process with its own sandbox; the fixtures tell this module which (`useWorker`).
 * The tokens are JWTs signed with the data dir's secret, which `/__sandbox/reset` keeps, so they stay
 * valid across the per-test resets. Playwright's storageState does not save sessionStorage, where the
 * portal keeps its session, hence this.
 */
let worker: { browser: Browser; baseURL: string } | null = null;
const saved = new Map<string, Promise<Record<string, string>>>();

export function useWorker(browser: Browser, baseURL: string) {
  if (worker?.baseURL !== baseURL) saved.clear();
  worker = { browser, baseURL };
}

/** The session storage after `signIn` ran once, in its own context, for this key in this worker. */
export function savedSession(key: string, signIn: (page: Page) => Promise<void>) {
  let storage = saved.get(key);
  if (!storage) {
    storage = signInOnce(signIn);
    saved.set(key, storage);
    storage.catch(() => saved.delete(key));
  }
  return storage;
}

async function signInOnce(signIn: (page: Page) => Promise<void>): Promise<Record<string, string>> {
  if (!worker) throw new Error('No worker sandbox: use the test from tests/e2e/fixtures.ts');
  const context = await worker.browser.newContext({ baseURL: worker.baseURL });
  try {
    const page = await context.newPage();
    await signIn(page);
    return await page.evaluate(() => ({ ...sessionStorage }));
  } finally {
    await context.close();
  }
}

/**
 * Seeds the storage before the page's first script, once per tab: window.name marks the tab, so a
 * log out (which clears the storage) is not undone by the next navigation. Only in the top frame: the
 * init script also runs in a document's frame (a same-origin blob: PDF), which shares the tab's storage
 * and, loading after a log out, put the token back.
 */
export async function seedStorage(page: Page, storage: Record<string, string>) {
  await page.addInitScript((items) => {
    if (window.top !== window || window.name === 'epd-e2e-seeded') return;
    window.name = 'epd-e2e-seeded';
    for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
  }, storage);
}
