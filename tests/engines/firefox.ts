import puppeteer from 'puppeteer-core';
import type { EngineDriver } from './driver.ts';
import { installed } from './processes.ts';
import { puppeteerDriver } from './puppeteerDriver.ts';

/**
 * Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi, headless. Nothing is
 * downloaded: the browser is the installed one (PUPPETEER_SKIP_DOWNLOAD keeps puppeteer from fetching).
 */
export async function launchFirefox(): Promise<EngineDriver> {
  const executablePath = installed(['/usr/bin/firefox-esr', '/usr/bin/firefox'], 'firefox-esr');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    protocol: 'webDriverBiDi',
    defaultViewport: { width: 1280, height: 800 },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  return puppeteerDriver('firefox', browser, page);
}
