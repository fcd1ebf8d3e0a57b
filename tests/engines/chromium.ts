import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_MISSING, chromiumPath } from '../support/chromium.ts';
import type { EngineDriver } from './driver.ts';
import { puppeteerDriver } from './puppeteerDriver.ts';

/** Chromium (Debian's, as the Playwright tests use it) through puppeteer-core over CDP, headless. */
export async function launchChromium(): Promise<EngineDriver> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  const browser = await puppeteer.launch({
    browser: 'chrome',
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    defaultViewport: { width: 1280, height: 800 },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  return puppeteerDriver('chromium', browser, page);
}
