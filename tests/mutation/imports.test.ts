import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

/**
 * Run only by `npm run test:mutation` (vitest.stryker.config.ts): each mutated module of the part must load.
 * A mutant that makes a module throw on import (`initial: ''` in a statechart, a spread of a missing rule
 * list) breaks the portal at start, yet Stryker's Vitest runner finds no failing test in a file that cannot
 * load and would report it surviving (decision 301).
 */
const mutated = (process.env.EPD_MUTATION_FILES ?? '').split(',').filter(Boolean);
const files = globSync(mutated, { ignore: ['**/*.es.ts'] }).sort();

describe('every mutated module loads', () => {
  it('names the modules of the part', () => {
    expect(files.length, 'EPD_MUTATION_FILES names no file').toBeGreaterThan(0);
  });
  it.each(files)('%s', async (file) => {
    const module: Record<string, unknown> = await import(pathToFileURL(resolve(file)).href);
    expect(Object.keys(module).length, `${file} exports nothing`).toBeGreaterThan(0);
  });
});
