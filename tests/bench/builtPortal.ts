import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts';

/** The built portal served by the sandbox (as `npm start` serves it), and headless Chromium to read it. */
export interface BuiltPortal {
  sandbox: RunningSandbox;
  browser: Browser;
  /** Closes the browser and the sandbox, and removes the sandbox's data folder. */
  close(): Promise<void>;
}

/** Builds the portal (`vite build` into dist/), serves it over a fresh data folder and launches Chromium. */
export async function startBuiltPortal(): Promise<BuiltPortal> {
  execSync('npx vite build', { stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), 'epd-bench-'));
  const sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: 'dist', log: false });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return {
    sandbox,
    browser,
    async close() {
      await browser.close();
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
