import { type MachineCoverage, problems } from '../../tests/model/coverage-check.ts';

/**
 * `npm run test:model`'s closing table and verdict, from figures computed by the run: per machine,
 * states reached / states, transitions taken / transitions, paths replayed on the machine, over HTTP
 * and in Chromium. Pure, so a test runs it on a fixture machine.
 */

export interface Figures {
  states: number;
  transitions: number;
}

export interface MachineRow {
  name: string;
  /** The measured coverage, or why the machine has no model yet. */
  coverage: MachineCoverage | { awaiting: string };
  /** What the atlas page records (docs/machines), if it records anything. */
  committed: Figures | null;
  /** Passed tests replaying the machine's paths over HTTP, and in Chromium (null: none exist). */
  http: number | null;
  browser: number | null;
}

/** The figures an atlas page's coverage section records. */
export function committedFigures(section: string): Figures | null {
  const states = /- states reached: (\d+)\//.exec(section);
  const transitions = /- transitions taken: (\d+)\//.exec(section);
  return states && transitions ? { states: Number(states[1]), transitions: Number(transitions[1]) } : null;
}

/** Everything wrong with one machine's row. */
export function rowProblems(row: MachineRow): string[] {
  if ('awaiting' in row.coverage) return [`${row.name}: no generated-path model (${row.coverage.awaiting})`];
  const found = problems(row.coverage);
  const { states, transitions } = row.coverage;
  if (row.committed) {
    if (states.reached.length < row.committed.states)
      found.push(
        `${row.name}: reaches ${states.reached.length} states, below the ${row.committed.states} its atlas page records`,
      );
    if (transitions.reached.length < row.committed.transitions)
      found.push(
        `${row.name}: takes ${transitions.reached.length} transitions, below the ${row.committed.transitions} its atlas page records`,
      );
  }
  return found;
}

const pad = (cells: string[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');

export function modelTable(rows: MachineRow[]): string[] {
  const header = ['machine', 'states', 'transitions', 'paths (pure)', 'HTTP tests', 'Chromium tests'];
  const body = rows.map((row) => {
    const count = (n: number | null) => (n === null ? '–' : String(n));
    if ('awaiting' in row.coverage) return [row.name, '–', '–', '–', count(row.http), count(row.browser)];
    const { states, transitions, paths } = row.coverage;
    return [
      row.name,
      `${states.reached.length}/${states.all.length}`,
      `${transitions.reached.length}/${transitions.all.length}`,
      String(paths),
      count(row.http),
      count(row.browser),
    ];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((r) => (r[i] ?? '').length)));
  return [
    pad(header, widths),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...body.map((r) => pad(r, widths)),
  ];
}
