import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_MISSING, chromiumPath } from '../../support/chromium.ts';

/** Fails early and plainly when there is no browser or no built portal. */
export default async function globalSetup() {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run "npm run build" (npm run test:e2e does).');
  const path = chromiumPath();
  try {
    const browser = await chromium.launch({ executablePath: path, args: ['--no-sandbox'] });
    await browser.close();
  } catch (error) {
    throw new Error(`${CHROMIUM_MISSING}\n${(error as Error).message.split('\n')[0]}`);
  }
}
