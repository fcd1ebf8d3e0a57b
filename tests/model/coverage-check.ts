import { type Coverage, coverageRecorder } from './machine-coverage.ts';
import type { MachineModel } from './registry.ts';

/**
 * The coverage of one machine's generated paths, computed by replaying them all on the machine, and
 * what is wrong with it: a state node no path enters, a transition no path takes that is not a listed
 * gap, a listed gap some path takes after all.
 */
export interface MachineCoverage extends Coverage {
  name: string;
  paths: number;
  gaps: Record<string, string>;
}

export async function measure(entry: MachineModel): Promise<MachineCoverage> {
  const recorder = coverageRecorder(entry.machine);
  let paths = 0;
  for (const { paths: list, run } of entry.replays)
    for (const path of list) {
      await run(path as never, recorder.inspect);
      paths += 1;
    }
  return { name: entry.name, paths, gaps: entry.gaps, ...recorder.coverage() };
}

export function problems(coverage: MachineCoverage): string[] {
  const { name, states, transitions, gaps } = coverage;
  const found: string[] = [];
  if (states.missing.length)
    found.push(
      `${name}: ${states.reached.length}/${states.all.length} states; no path enters ${states.missing.join(', ')}`,
    );
  for (const key of transitions.missing)
    if (!(key in gaps)) found.push(`${name}: no path takes ${key}, and it is not a listed gap`);
  for (const key of Object.keys(gaps)) {
    if (!transitions.all.includes(key)) found.push(`${name}: the gap ${key} is no transition of the machine`);
    else if (!transitions.missing.includes(key)) found.push(`${name}: the gap ${key} is taken by a path`);
  }
  return found;
}
