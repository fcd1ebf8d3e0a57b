import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CoverageNote } from '../../scripts/atlas/coverage.ts';
import { coverageSection } from '../../scripts/atlas/coverage.ts';
import { ATLAS_DIR, loadAtlasEntries, splitPage } from '../../scripts/atlas/machines.ts';
import { renderIndex } from '../../scripts/atlas/render.ts';
import { type MachineCoverage, measure, problems } from './coverage-check.ts';
import { describePath } from './document-paths.ts';
import { coverageRecorder } from './machine-coverage.ts';
import { AWAITING_MODEL, machineModels, modelNames } from './registry.ts';

/**
 * Every machine's generated paths (tests/model/registry.ts), each replayed on the machine as a test of
 * its own, then what they walk together: every state node, every declared transition but the listed
 * gaps, and the figures the atlas page records (docs/machines; `npm run atlas` writes them). A fall in
 * coverage fails here, in `npm test`.
 */

/**
 * A mutation run of a part (scripts/mutation/parts.mjs) builds and replays only the models of the machines
 * it mutates: the agent search's 3,305 paths alone took 22 s of each payment mutant's run (decision 290).
 */
const onlyModels = process.env.EPD_MUTATION_MODELS?.split(',');
const models = machineModels(onlyModels);
const entries = await loadAtlasEntries();
const measured = new Map<string, CoverageNote>();

const label = (path: unknown) => {
  const named = path as { name?: string; description?: string };
  return named.name ?? named.description ?? describePath(path as Parameters<typeof describePath>[0]);
};

const committed = (name: string) => readFileSync(join(ATLAS_DIR, name), 'utf8');

describe('the registry of generated-path models', () => {
  it('has a model for every machine of machines/, but those awaiting one', () => {
    const names = entries.map((e) => e.name);
    expect(modelNames().sort()).toEqual(names.filter((n) => !(n in AWAITING_MODEL)).sort());
    for (const name of Object.keys(AWAITING_MODEL)) expect(names, `${name} is in machines/`).toContain(name);
  });

  it("names each model by its machine's file", () => {
    for (const model of models)
      expect(model.machine.id, model.name).toBe(entries.find((e) => e.name === model.name)?.machine.id);
  });
});

for (const model of models) {
  const recorder = coverageRecorder(model.machine);
  const total = model.replays.reduce((n, r) => n + r.paths.length, 0);
  let replayed = 0;
  describe(`generated paths: ${model.name} (${recorder.totals.states} states, ${recorder.totals.transitions} transitions)`, () => {
    for (const { label: name, paths, run } of model.replays)
      it.each(paths.map((path) => [`${name}: ${label(path)}`, path] as const))('%s', async (_, path) => {
        await run(path as never, recorder.inspect);
        replayed += 1;
      });

    it('together reach every state node and take every transition but the listed gaps', async () => {
      // A filtered run replays only some paths above: measure them all again.
      const coverage: MachineCoverage =
        replayed === total
          ? { name: model.name, paths: total, gaps: model.gaps, ...recorder.coverage() }
          : await measure(model);
      const { states, transitions } = coverage;
      console.info(
        `${model.name}: ${states.reached.length}/${states.all.length} states, ${transitions.reached.length}/${transitions.all.length} transitions, ${total} paths replayed`,
      );
      expect(problems(coverage)).toEqual([]);
      measured.set(model.name, { measured: coverage });
      expect(
        splitPage(committed(`${model.name}.md`)).coverage,
        `docs/machines/${model.name}.md records these figures (npm run atlas)`,
      ).toBe(coverageSection({ measured: coverage }));
    });
  });
}

describe('the atlas', () => {
  // The index needs every model replayed; a mutation run of a part replays only its own.
  it.skipIf(onlyModels)('records in its index the coverage of every machine (npm run atlas)', async () => {
    for (const model of models)
      if (!measured.has(model.name)) measured.set(model.name, { measured: await measure(model) });
    for (const [name, awaiting] of Object.entries(AWAITING_MODEL)) {
      measured.set(name, { awaiting });
      expect(splitPage(committed(`${name}.md`)).coverage).toBe(coverageSection({ awaiting }));
    }
    expect(committed('README.md')).toBe(renderIndex(entries, measured));
  });
});
