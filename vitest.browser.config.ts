import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from './tests/support/chromium.ts';

/**
 * `npm run test:browser-unit`: Vitest's browser mode, for what only a page can show (its `location`, its
 * `fetch`): tests/browser runs in Debian's Chromium through Playwright, as the end-to-end tests do
 * (decision 390).
 */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
