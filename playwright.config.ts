import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/support/chromium.ts';

const executablePath = chromiumPath();

// Files named *.spec.ts run here in Chromium; *.test.ts run in Vitest. Each worker starts its own sandbox on a free port over a fresh database (tests/e2e/fixtures.ts).
export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'model/**/*.spec.ts'],
  timeout: 60_000,
  // Visual baselines live beside the specs, one per test, name and project (desktop or phone); a small
  // tolerance absorbs anti-aliasing, not a lost stylesheet. Dates on screen are masked or the clock fixed.
  snapshotPathTemplate: 'tests/e2e/__screenshots__/{testFileName}/{arg}-{projectName}{ext}',
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Tests, not files, are dealt to the workers: a long file (review-cases, 17 tests) no longer keeps one
  // worker busy while the other idles at the end of the run (decision 036).
  fullyParallel: true,
  workers: 2,
  // Once, in CI only; Playwright names a test that passed on its retry `flaky` (decision 34).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    // Recording a trace of every test costs about a third of the run (117 s → 77 s on review-cases and
    // the card paths); CI keeps the failure screenshot and error context, a local run keeps the trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      // Only where the layout differs (tests tagged @phone); decision 13 says which and why.
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
});
