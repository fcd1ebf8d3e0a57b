import { defineConfig } from 'vitest/config';

/**
 * `npm run test:engines`: the journeys in WebKit, Firefox and Chromium (tests/engines, decision 320),
 * one engine after another: each drives a real browser against its own sandbox; then WebKit's phone
 * baselines (decision 441).
 */
const engines = process.env.EPD_ENGINES?.split(',').map((name) => name.trim());
/** WebKit's phone baselines (decision 441): not in the smoke tier, nor when WebKit is left out. */
const phoneBaselines = process.env.EPD_ENGINES_TIER !== 'smoke' && (!engines || engines.includes('webkit'));

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/engines/**/*.engine.test.ts'],
    exclude: [
      ...(phoneBaselines ? [] : ['tests/engines/phone-baselines.engine.test.ts']),
      // Where each engine breaks a long address: not in the smoke tier.
      ...(process.env.EPD_ENGINES_TIER === 'smoke' ? ['tests/engines/cut-words.engine.test.ts'] : []),
    ],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
    // The journey's parts follow each other in one browser: the first failing leaves the rest nothing.
    sequence: { concurrent: false },
  },
});
