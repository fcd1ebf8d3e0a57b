import { defineConfig } from 'vitest/config';

/**
 * `npm run test:engines`: the journeys in WebKit, Firefox and Chromium (tests/engines, decision 320),
 * one engine after another: each drives a real browser against its own sandbox.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/engines/**/*.engine.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
    // The journey's parts follow each other in one browser: the first failing leaves the rest nothing.
    sequence: { concurrent: false },
  },
});
