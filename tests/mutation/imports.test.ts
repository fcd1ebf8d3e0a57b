import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

/**
 * Run only by `npm run test:mutation` (vitest.stryker.config.ts): each mutated module of the part must load.
 * A mutant that makes a module throw on import (`initial: ''` in a statechart, a spread of a missing rule
 * list) breaks the portal at start, yet Stryker's Vitest runner finds no failing test in a file that cannot
 * load and would report it surviving (decision 301).
 *
 * The glob is written out, not computed: Stryker runs a mutant only with the test files Vitest finds
 * related to the mutated file, and Vitest sees this file's lazy imports only in a literal glob. It is
 * stryker.config.mjs's `mutate` list (tests/unit/mutation-parts.test.ts holds them equal).
 */
const MODULES = import.meta.glob([
  '../../machines/**/*.ts',
  '../../src/domain/**/*.ts',
  '!../../src/domain/**/*.es.ts',
  '../../sandbox/payments/routes.ts',
  '../../sandbox/lifecycle.ts',
  '../../sandbox/payments/payments.ts',
  '../../sandbox/views.ts',
  '../../sandbox/auth/callers.ts',
  '../../sandbox/search/bookQuery.ts',
  '../../sandbox/search/searchWorker.ts',
  '../../sandbox/http/compressAnswers.ts',
  '../../sandbox/routes/**/*.ts',
  '!../../sandbox/routes/tester.ts',
  '!../../sandbox/routes/index.ts',
]);

const mutated = (process.env.EPD_MUTATION_FILES ?? '').split(',').filter(Boolean);
const files = globSync(mutated, { ignore: ['**/*.es.ts'] }).sort();
const load = (file: string) => MODULES[`../../${file}`];

describe('every mutated module loads', () => {
  it('names the modules of the part, each one in the glob', () => {
    expect(files.length, 'EPD_MUTATION_FILES names no file').toBeGreaterThan(0);
    expect(files.filter((file) => !load(file))).toEqual([]);
  });
  it.each(files)('%s', async (file) => {
    const module = (await load(file)?.()) as Record<string, unknown>;
    expect(Object.keys(module).length, `${file} exports nothing`).toBeGreaterThan(0);
  });
});

/**
 * A mutant that breaks the sandbox's start (the demo data it seeds runs the views, the lifecycle and the
 * payment rules) fails every sandbox test file in its `beforeAll`; Vitest then skips their tests, and the
 * runner, counting only tests, reported it surviving (sandbox/views.ts 84:62, ninth session). Here the
 * start is a test of its own. The import is written out for Vitest to relate it, and lazy so that the
 * machine parts do not load the sandbox.
 */
describe('the sandbox', () => {
  it.runIf(files.some((file) => file.startsWith('sandbox/')))('starts over its demo data', async () => {
    const { startSandbox } = await import('../../sandbox/server.ts');
    const dataDir = mkdtempSync(join(tmpdir(), 'epd-mutation-start-'));
    try {
      const sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: null, log: false });
      await sandbox.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
