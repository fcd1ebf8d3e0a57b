// @ts-check
/**
 * Each part's result, kept in the repository (docs/mutation-results/<part>.json): its counts and every mutant
 * it did not kill, with the mutant's place. Stryker's own report and incremental file live outside the
 * checkout and are gone on a new machine (decision 302); the score and `--survivors` read these instead.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS_DIR = path.join(ROOT, 'docs', 'mutation-results');

/** The statuses the score counts; every other (compile error, ignored) is left out of it. */
export const COUNTED = ['Killed', 'Timeout', 'Survived', 'NoCoverage'];

/**
 * @typedef {{ line: number, column: number }} Pos
 * @typedef {{ status: string, mutatorName: string, replacement?: string, location: { start: Pos, end: Pos } }} ReportMutant
 * @typedef {{ files: Record<string, { mutants: ReportMutant[] }> }} Report
 * @typedef {{ file: string, status: string, mutator: string, replacement: string, start: Pos, end: Pos }} Open
 * @typedef {Record<string, number>} Counts
 * @typedef {{ part: string, run: string, finished: string, seconds?: number, counts: Counts,
 *   files?: Record<string, Counts>, open?: Open[], source?: string }} PartResult
 */

/** @returns {Counts} */
export const emptyCounts = () => ({ Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 });

/** @param {string} file @param {ReportMutant} m @returns {Open} */
const open = (file, m) => ({
  file,
  status: m.status,
  mutator: m.mutatorName,
  replacement: m.replacement ?? '',
  start: m.location.start,
  end: m.location.end,
});

/** @param {Open} m */
const placeOf = (m) =>
  `${m.file}:${m.start.line}:${m.start.column}-${m.end.line}:${m.end.column} ${m.mutator} ${m.replacement}`;

/**
 * A whole run's result: the report holds every mutant of the part.
 * @param {string} part @param {Report} report @param {{ run: string, seconds: number }} meta
 * @returns {PartResult}
 */
export function summarize(part, report, meta) {
  const counts = emptyCounts();
  /** @type {Record<string, Counts>} */
  const files = {};
  /** @type {Open[]} */
  const notKilled = [];
  for (const [file, { mutants }] of Object.entries(report.files).sort()) {
    files[file] = emptyCounts();
    for (const m of mutants) {
      if (!COUNTED.includes(m.status)) continue;
      counts[m.status] += 1;
      files[file][m.status] += 1;
      if (m.status !== 'Killed') notKilled.push(open(file, m));
    }
  }
  return { part, ...meta, finished: new Date().toISOString(), counts, files, open: notKilled };
}

/**
 * A `--survivors` or `--timeouts` run re-tests only the previous result's mutants of the given statuses. On a
 * machine without the part's incremental file its report holds those alone: the re-tested ones take their new
 * status and every other mutant keeps its previous one. (With the file the report holds every mutant and is
 * summarized whole: scripts/mutation-part.mjs.)
 * @param {PartResult} previous @param {Report} report @param {string[]} retested
 * @param {{ run: string, seconds: number }} meta
 * @returns {PartResult}
 */
export function mergeRetest(previous, report, retested, meta) {
  if (!previous.open || !previous.files) throw new Error(`${previous.part} has no places to re-test`);
  /** @type {Map<string, string>} */
  const now = new Map();
  for (const [file, { mutants }] of Object.entries(report.files))
    for (const m of mutants) now.set(placeOf(open(file, m)), m.status);
  const counts = { ...previous.counts };
  const files = Object.fromEntries(Object.entries(previous.files).map(([f, c]) => [f, { ...c }]));
  /** @type {Open[]} */
  const notKilled = [];
  for (const m of previous.open) {
    const status = retested.includes(m.status) ? now.get(placeOf(m)) : undefined;
    if (status === undefined || !COUNTED.includes(status)) {
      if (retested.includes(m.status)) throw new Error(`The re-test did not report ${placeOf(m)}`);
      notKilled.push(m);
      continue;
    }
    counts[m.status] -= 1;
    counts[status] += 1;
    files[m.file][m.status] -= 1;
    files[m.file][status] += 1;
    if (status !== 'Killed') notKilled.push({ ...m, status });
  }
  return { ...previous, ...meta, finished: new Date().toISOString(), counts, files, open: notKilled };
}

/** @param {string} part @returns {PartResult | undefined} */
export function readResult(part) {
  const file = path.join(RESULTS_DIR, `${part}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** @param {PartResult} result */
export function writeResult(result) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `${result.part}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

/**
 * Stryker's mutate range (`file:line:column-line:column`) around each mutant of the given statuses: its
 * ranges count lines from 1 and columns from 0; its report counts both from 1.
 * @param {PartResult} result @param {string[]} statuses
 */
export const rangesOf = (result, statuses) =>
  (result.open ?? [])
    .filter(({ status }) => statuses.includes(status))
    .map(({ file, start, end }) => `${file}:${start.line}:${start.column - 1}-${end.line}:${end.column}`);
