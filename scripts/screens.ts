/**
 * Saves the key screens of the built portal at 1280, 390 and 320 px, to compare a change before and
 * after by eye (not a test: the visual baselines are tests/e2e/__screenshots__).
 *
 *   npm run build && npx tsx scripts/screens.ts <folder>
 *
 * Starts its own sandbox over dist/ with fresh demo data, signs in through the login forms as the demo
 * customer (Olivia; Nora for the consent) and the demo agent (Alex), and writes `<screen>-<width>.png`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { startSandbox } from '../sandbox/server.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium.ts';

const WIDTHS = [1280, 390, 320] as const;
const PASSWORD = 'Demo-2026!';

interface Screen {
  name: string;
  /** Who is signed in: a customer's e-mail or an agent's number. */
  as: string;
  path: string;
  /** What to do once the screen's heading is there (open a card, wait for a document). */
  prepare?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { name: 'login', as: '', path: 'login' },
  { name: 'dashboard', as: 'olivia.owner@example.com', path: '' },
  {
    name: 'review-document',
    as: 'olivia.owner@example.com',
    path: 'doc-review/100001',
    prepare: openFirstCard,
  },
  { name: 'consent', as: 'nora.newcomer@example.com', path: 'doc-review/100006' },
  { name: 'payment', as: 'olivia.owner@example.com', path: 'payment/100001' },
  { name: 'acceptance', as: 'olivia.owner@example.com', path: 'acceptance/100002' },
  { name: 'confirmation', as: 'olivia.owner@example.com', path: 'confirmation/100004' },
  { name: 'agent-list', as: '10001', path: 'agent-home' },
  { name: 'agent-case', as: '10001', path: 'doc-review/100010', prepare: openFirstCard },
  { name: 'agent-status', as: '10001', path: 'agent-confirmation/100002' },
];

async function openFirstCard(page: Page) {
  const toggle = page.locator('.document-card__toggle').first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await settle(page);
}

/** Waits until nothing on the screen says it is still loading. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role="status"].pdf-viewer--loading, .spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
  await page.waitForTimeout(500);
}

async function signIn(page: Page, who: string) {
  if (who === '') return;
  if (/^\d+$/.test(who)) {
    await page.goto('agent-login');
    await page.getByLabel('Agent number').fill(who);
  } else {
    await page.goto('login');
    await page.getByLabel('Email').fill(who);
    await page.getByLabel('Password').fill(PASSWORD);
  }
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settle(page);
}

async function shoot(browser: Browser, baseURL: string, width: number, folder: string) {
  const height = width >= 1000 ? 800 : 844;
  let signedInAs: string | null = null;
  let context = await browser.newContext({ baseURL, viewport: { width, height } });
  let page = await context.newPage();
  for (const screen of SCREENS) {
    if (screen.as !== signedInAs) {
      await context.close();
      context = await browser.newContext({ baseURL, viewport: { width, height } });
      page = await context.newPage();
      await signIn(page, screen.as);
      signedInAs = screen.as;
    }
    try {
      await page.goto(screen.path);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
      await settle(page);
      await screen.prepare?.(page);
      await page.screenshot({ path: join(folder, `${screen.name}-${width}.png`), fullPage: true });
      console.info(`${screen.name}-${width}.png`);
    } catch (error) {
      console.error(`${screen.name} at ${width} px: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  await context.close();
}

async function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: npx tsx scripts/screens.ts <folder>   (after npm run build)');
    process.exit(2);
  }
  mkdirSync(resolve(folder), { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'epd-screens-'));
  const sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: 'dist', log: false });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const width of WIDTHS) await shoot(browser, `${sandbox.url}/epd/`, width, resolve(folder));
  } finally {
    await browser.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
