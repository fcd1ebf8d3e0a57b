import { existsSync, readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { PARTS } from '../../scripts/mutation/parts.mjs';
import { modelNames } from '../model/registry.ts';

// A path held in a variable: the config is plain JavaScript with no declarations to type-check against.
const configFile = '../../stryker.config.mjs';
const config = ((await import(configFile)) as { default: { mutate: string[] } }).default;

/** `npm run test:mutation -- <part>` must mutate, part by part, exactly what the whole run mutates. */
describe('the parts of the mutation run', () => {
  const byFile = new Map<string, string[]>();
  for (const [part, { mutate }] of Object.entries(PARTS))
    for (const file of globSync(mutate)) byFile.set(file, [...(byFile.get(file) ?? []), part]);

  it('mutate every file of stryker.config.mjs, each in one part, and nothing else', () => {
    const all = globSync(config.mutate).sort();
    expect(all.length).toBeGreaterThan(50);
    expect([...byFile.keys()].sort()).toEqual(all);
    expect([...byFile].filter(([, parts]) => parts.length > 1)).toEqual([]);
  });

  it('name test files and generated-path models that exist', () => {
    const models = modelNames();
    for (const [part, { tests = [], models: replayed = [] }] of Object.entries(PARTS)) {
      for (const file of tests) expect(existsSync(file), `${part}: ${file}`).toBe(true);
      for (const name of replayed) expect(models, part).toContain(name);
    }
  });

  it("are all loaded by the run's module check, whose glob is written out (tests/mutation/imports.test.ts)", () => {
    const check = readFileSync('tests/mutation/imports.test.ts', 'utf8');
    const glob = check.slice(check.indexOf('import.meta.glob(['), check.indexOf(']);'));
    const written = [...glob.matchAll(/'([^']+)'/g)].map(([, entry]) => entry?.replace('../../', '') ?? '');
    expect(written).toEqual(config.mutate);
  });
});
