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
  'tests/unit/telemetry-posts.test.ts',
  'tests/sandbox/card-session-lifetime.test.ts',
  'tests/sandbox/security-card-tokens.test.ts',
  'tests/sandbox/confirmation-numbers.test.ts',
  'tests/sandbox/question-repeats.test.ts',
  'tests/sandbox/security-lifetime.test.ts',
  'tests/sandbox/security-login.test.ts',
  'tests/sandbox/tokens.test.ts',
];

/**
 * Exhaustive sweeps that `npm test` (and so CI) leaves to `npm run test:unit` and `npm run test:model`:
 * every lifecycle path replayed against the sandbox, every agent action in every status × role × approval
 * place, and every machine's generated paths replayed (some 7,000). Beside the browser tests on CI's two
 * cores they took the run over 15 minutes (decision 036); the authorization, lifecycle and payment tables
 * of tests/sandbox, the oracle tables and each machine's own tests still run in CI.
 */
const SWEEPS = [
  'tests/model/caseLifecycle.test.ts',
  'tests/sandbox/agent-actions-table.test.ts',
  'tests/model/coverage.test.ts',
];
const CI_TIER = process.env.EPD_TEST_TIER === 'ci';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ALL,
          exclude: [...ISOLATED, ...(CI_TIER ? SWEEPS : [])],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
