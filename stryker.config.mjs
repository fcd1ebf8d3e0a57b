// @ts-check
/**
 * `npm run test:mutation`: Stryker over the rules, to measure whether the tests can fail for a wrong
 * rule: the machines, the domain rules and the sandbox's rules (permissions, lifecycle, payments,
 * validation; not its server plumbing, PDFs or demo data). Not in CI: CHANGELOG.md gives its times,
 * its score and why each surviving mutant is harmless.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  // TypeScript 7 has no compiler API for Stryker's tsconfig rewrite; vitest needs no tsconfig rewrite.
  tsconfigFile: 'no-tsconfig-rewrite.json',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [
    'machines/**/*.ts',
    'src/domain/**/*.ts',
    // The Spanish catalogs (decision 270): translations, whose shape tsc and the catalog tests hold.
    '!src/domain/**/*.es.ts',
    // Rules kept beside their only reader (decision 480): the sandbox's payments.
    'sandbox/payments/routes.ts',
    'sandbox/lifecycle.ts',
    'sandbox/payments/payments.ts',
    'sandbox/views.ts',
    'sandbox/auth/callers.ts',
    // The book's search (decision 415); not searchThread.ts or threadPriority.ts, which run only in the
    // search's worker thread, where no mutant is ever switched on, nor protocol.ts, which holds types alone.
    'sandbox/search/bookQuery.ts',
    'sandbox/search/searchWorker.ts',
    // How every API answer is compressed, the search's included (decision 451).
    'sandbox/http/compressAnswers.ts',
    'sandbox/routes/**/*.ts',
    '!sandbox/routes/tester.ts',
    '!sandbox/routes/index.ts',
  ],
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['html', 'clear-text', 'progress', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 30_000,
  // Runs are niced to use idle CPU only: beside other work the first, whole run of a part's tests can take
  // far longer than Stryker's default 5 minutes.
  dryRunTimeoutMinutes: 30,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
