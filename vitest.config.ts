import { defineConfig } from 'vitest/config';

const ALL = [
  'tests/unit/**/*.test.ts',
  'tests/unit/**/*.test.tsx',
  'tests/model/**/*.test.ts',
  'tests/sandbox/**/*.test.ts',
];

/**
 * Files that mock, spy on or fake something of a module, a global or the clock: each gets its own module graph.
 * Every other file shares one per worker (`isolate: false`), which halves the run by not importing
 * xstate, valibot and the sandbox again for each file (decision 079).
 */
const ISOLATED = [
  'tests/unit/address-after-paint.test.ts',
  'tests/unit/render-queue.test.ts',
  'tests/unit/telemetry-pseudonym.test.ts',
  'tests/sandbox/security-lifetime.test.ts',
  'tests/sandbox/security-login.test.ts',
  'tests/sandbox/tokens.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ALL, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
