import type { Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { test as base, expect } from './fixtures.ts';
import { reviewAllAs } from './support/cases.ts';
import { DEMO } from './support/demo.ts';

/**
 * `npm run dev` as a developer meets it: Vite's dev server (React in StrictMode, which mounts every
 * screen twice) in front of this worker's sandbox. Every screen of the walk must show its content and
 * no failure: a request aborted by the first mount must not fail the second (decision 059).
 */
const test = base.extend<object, { devPortal: string }>({
  devPortal: [
    async ({ sandbox }, use) => {
      const server: ViteDevServer = await createServer({
        configFile: 'vite.config.ts',
        logLevel: 'error',
        server: { port: 0, strictPort: false, host: '127.0.0.1', proxy: { '/api': sandbox.url } },
      });
      await server.listen();
      const address = server.httpServer?.address();
      if (!address || typeof address === 'string') throw new Error('Vite did not listen on a port');
      await use(`http://127.0.0.1:${address.port}/epd/`);
      await server.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

// What any failed load shows on these screens (SPEC §2, §8), and what a raw abort would say; the
// shell's 'Uh oh....' dialog is always in the page, closed, so only visible text counts.
const FAILURE_TEXTS = [
  "We weren't able to load your agreements",
  'Uh oh',
  'Case not found!',
  'We could not load your payment information',
  'signal is aborted',
  'AbortError',
  'Try again',
];

async function expectNoFailure(page: Page) {
  for (const text of FAILURE_TEXTS)
    await expect(page.getByText(text).filter({ visible: true })).toHaveCount(0);
}

test('the dev server walks sign-in, dashboard, review and payment with no failure', async ({
  page,
  devPortal,
  sandbox,
}) => {
  test.setTimeout(120_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  await page.goto(`${devPortal}login`);
  await page.getByLabel('Email').fill(DEMO.olivia);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByRole('heading', { level: 1, name: "It's great to see you!" })).toBeVisible();
  const tile = page.getByRole('link', { name: /L1000001 is waiting your review/ });
  await expect(tile).toBeVisible({ timeout: 30_000 });
  await expectNoFailure(page);

  await tile.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review all documents' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'View Signed Policy', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoFailure(page);

  // The review itself is proven in review-journey.spec.ts; here the documents are marked reviewed as a
  // tester would, so Continue leads on to the payment screen.
  await reviewAllAs(sandbox, '100001', 'P-100001-OLIVIA');
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Now, let's check on your payments" }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expectNoFailure(page);

  expect(consoleErrors).toEqual([]);
});
