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
 * stryker.config.mjs's `mutate` list; the first test fails if a part names a file the glob leaves out.
 */
const MODULES = import.meta.glob([
  '../../machines/**/*.ts',
  '../../src/domain/**/*.ts',
  '!../../src/domain/**/*.es.ts',
  '../../sandbox/lifecycle.ts',
  '../../sandbox/payments.ts',
  '../../sandbox/views.ts',
  '../../sandbox/auth/callers.ts',
  '../../sandbox/routes/**/*.ts',
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
