import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/support/chromium.ts';

const executablePath = chromiumPath();

/**
 * `npm test` (and so CI) runs the browser tests of the portal's screens; `npm run test:browser-full` runs
 * every one. CI leaves out the developer tools, the tester controls, the viewer's real-world PDF corpus
 * and the accessibility walk, and on the phone it runs only the visual baselines: on CI's two cores all of it takes over 19
 * minutes (decision 036).
 */
const CI_TIER = process.env.EPD_BROWSER_TIER === 'ci';
const FULL_ONLY = [
  'e2e/viewer-text.spec.ts',
  'e2e/inspect-viewer.spec.ts',
  'e2e/tester-documents.spec.ts',
  'e2e/shell-telemetry.spec.ts',
  // axe-core also checks each screen in the visual specs and the journeys that CI runs.
  'e2e/a11y.spec.ts',
  // The annotation editor's tools over the real-world PDFs, with its baselines; CI marks up a page and
  // sends it to the agent (marked-pages.spec.ts).
  'e2e/annotations.spec.ts',
  // The switch's failure path and its persistence; CI walks the journey in Spanish (spanish.spec.ts).
  'e2e/language.spec.ts',
  // Two whole journeys (100002 without payment, 100003 sequenced); CI walks 100002 to the end in
  // certificate.spec.ts, 100001 in Spanish, and the sequenced payments in payment.spec.ts.
  'e2e/journeys.spec.ts',
  // Covered in CI by the screens' own specs (confirmation, review-cases, dashboard, agent-home, payment):
  // the confirmation's dates and ZIPs, the whole review of 100001 with each refusal, the fingerprint's
  // warning, the developers' configuration screen, switching cases, the review's smoke test, the work
  // queue's refresh, and the maintenance notice's baselines (decision 036).
  'e2e/finish-line.spec.ts',
  'e2e/review-journey.spec.ts',
  'e2e/fingerprint.spec.ts',
  'e2e/configs.spec.ts',
  'e2e/case-switch.spec.ts',
  'e2e/review-smoke.spec.ts',
  'e2e/agent-queue.spec.ts',
  'e2e/maintenance.spec.ts',
];
const PHONE_BASELINES = [
  'e2e/customer-visual.spec.ts',
  'e2e/agent-visual.spec.ts',
  'e2e/consent.spec.ts',
  'e2e/certificate.spec.ts',
  'e2e/signing.spec.ts',
  'e2e/toasts.spec.ts',
  // The viewer made for a thumb (decision 331): its share of the screen, find and pinch on the phone.
  'e2e/phone-viewer.spec.ts',
  // A pinch's redraw keeps the old picture until the sharp one is ready (decision 440).
  'e2e/pinch-redraw.spec.ts',
  // The first document drawn before its card is tapped, on a phone only (decision 443).
  'e2e/drawn-ahead.spec.ts',
  // The pages drawn in pdf.js's renderer worker, off the main thread (decision 527).
  'e2e/renderer-worker.spec.ts',
];

// Files named *.spec.ts run here in Chromium; *.test.ts run in Vitest. Each worker starts its own sandbox on a free port over a fresh database (tests/e2e/fixtures.ts).
export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'model/**/*.spec.ts'],
  testIgnore: CI_TIER ? FULL_ONLY : [],
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
    {
      name: 'desktop',
      // @phone-only: the phone's own layout (the folded viewer), not drawn on a desktop at all.
      grepInvert: /@320|@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      // Only where the layout differs (tests tagged @phone); decision 13 says which and why.
      grep: /@phone/,
      ...(CI_TIER ? { testMatch: PHONE_BASELINES } : {}),
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      // The smallest phone (WCAG 1.4.10's 320 px): tests tagged @320, with their baselines.
      name: 'phone-320',
      grep: /@320/,
      use: { ...devices['Pixel 7'], viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true },
    },
  ],
});
