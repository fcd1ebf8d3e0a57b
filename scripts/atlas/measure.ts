import { measure } from '../../tests/model/coverage-check.ts';
import { AWAITING_MODEL, machineModels } from '../../tests/model/registry.ts';
import type { CoverageNote } from './coverage.ts';
import type { AtlasEntry } from './render.ts';

/** Every machine's coverage, measured from the registry; a machine the registry lacks is an error. */
export async function measureAtlas(entries: AtlasEntry[]): Promise<Map<string, CoverageNote>> {
  const models = new Map(machineModels().map((m) => [m.name, m]));
  const notes = new Map<string, CoverageNote>();
  for (const { name } of entries) {
    const model = models.get(name);
    const awaiting = AWAITING_MODEL[name];
    if (model) notes.set(name, { measured: await measure(model) });
    else if (awaiting) notes.set(name, { awaiting });
    else throw new Error(`${name} has no generated-path model: add it to tests/model/registry.ts`);
  }
  return notes;
}
