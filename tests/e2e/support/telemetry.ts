import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * Leaves the page once its telemetry has started, so the pagehide flush sends what was tracked.
 * Telemetry's code loads after the first screen is drawn (src/telemetry/index.ts); on a loaded
 * machine a test can reach its last check before that, and a page left then has nothing to send.
 */
export async function leaveOnceTelemetryRuns(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => /\/runtime-[\w-]+\.js$/.test(e.name)),
      ),
    )
    .toBe(true);
  // The chunk is evaluated and its pagehide listener added in the tasks after it arrives.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await page.goto('about:blank');
}
