import { writeFile } from 'node:fs/promises';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import type { EngineDriver, EngineName } from './driver.ts';

/**
 * Firefox (WebDriver BiDi) and Chromium (CDP) through puppeteer-core: the same page calls over either
 * protocol. Puppeteer's own clicks and key presses are real input events, which React hears.
 */
export function puppeteerDriver(engine: EngineName, browser: Browser, page: Page): EngineDriver {
  const el = (ref: { engineElement: unknown }) => ref.engineElement as ElementHandle<Element>;
  // A function made from the source, which puppeteer sends as its text along with the argument (an
  // element handle or JSON).
  const call = (source: string, arg: unknown) =>
    page.evaluateHandle(new Function('arg', `return (${source})(arg);`) as (arg: unknown) => unknown, arg);
  return {
    engine,
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    url: async () => page.url(),
    async viewport(width, height) {
      await page.setViewport({ width, height });
      return { width, height };
    },
    async evaluate<T>(source: string, arg?: unknown) {
      const handle = await call(source, arg);
      try {
        return (await handle.jsonValue()) as T;
      } finally {
        await handle.dispose();
      }
    },
    async element(source, arg) {
      const handle = await call(source, arg);
      const element = handle.asElement();
      if (element) return { engineElement: element };
      await handle.dispose();
      return null;
    },
    click: (ref) => el(ref).click(),
    type: (ref, text) => el(ref).type(text),
    async screenshot(file) {
      await writeFile(file, await page.screenshot({ type: 'png' }));
    },
    async close() {
      await browser.close();
    },
  };
}
