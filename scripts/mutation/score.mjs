// @ts-check
/** Combines every part's committed result into one score over machines and rules. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARTS } from './parts.mjs';
import { COUNTED, emptyCounts, readResult } from './results.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function stateDir() {
  return process.env.EPD_MUTATION_STATE ?? path.resolve(ROOT, '..', 'mutation-state');
}

/** @param {Record<string, number>} c */
const score = (c) => {
  const valid = c.Killed + c.Timeout + c.Survived + c.NoCoverage;
  return valid === 0 ? '—' : `${((100 * (c.Killed + c.Timeout)) / valid).toFixed(1)}%`;
};

/** @param {string} line */
export const say = (line) => process.stdout.write(`${line}\n`);

/** Every part's committed result (docs/mutation-results), combined, with the mutants left alive. */
export function printScore() {
  const total = emptyCounts();
  /** @type {string[]} */
  const survivors = [];
  const notRun = [];
  const fromDocs = [];
  /** @type {string[]} */
  const stale = [];
  /** @type {string[]} */
  const unjudged = [];
  say('\nMutation score per part (docs/mutation-results)\n');
  for (const part of Object.keys(PARTS)) {
    const result = readResult(part);
    if (!result) {
      notRun.push(part);
      continue;
    }
    for (const key of COUNTED) total[key] += result.counts[key];
    const took = result.seconds ? `, ${Math.round(result.seconds / 60)} min` : '';
    say(
      `  ${part}: ${score(result.counts)} (${row(result.counts)}; run: ${result.run}${took}; ${result.finished})`,
    );
    for (const [name, counts] of Object.entries(result.files ?? {}))
      say(`    ${name}: ${score(counts)} (${row(counts)})`);
    if (!result.open) fromDocs.push(part);
    const changed = changedSince(
      Date.parse(result.finished),
      PARTS[part]?.mutate ?? [],
      Object.keys(result.files ?? {}),
    );
    if (changed.length > 0) stale.push(`${part} (${changed.join(', ')})`);
    const keys = keysOf(part);
    for (const m of result.open ?? [])
      if (m.status !== 'Timeout' && !judgedByKey(keys, m, sourceOf(m.file)))
        unjudged.push(`${part} ${m.file}:${m.start.line}:${m.start.column}`);
    for (const m of result.open ?? [])
      if (m.status !== 'Timeout')
        survivors.push(
          `${m.file}:${m.start.line}:${m.start.column} ${m.status} ${m.mutator} → ${JSON.stringify(m.replacement)}`,
        );
  }
  say(`\nCombined over the parts run: ${score(total)} (${row(total)})`);
  if (notRun.length > 0) say(`Not run yet: ${notRun.join(', ')}`);
  if (stale.length > 0)
    say(
      `Older than a file they mutate (changed, moved or gone since the run: run the part again):\n  ${stale.join('\n  ')}`,
    );
  if (fromDocs.length > 0)
    say(`Counts only, their places in docs/mutation-verdicts.json (decision 290): ${fromDocs.join(', ')}`);
  say(`\nSurvivors and mutants no test reaches, where the result keeps their places (${survivors.length}):`);
  for (const line of survivors) say(`  ${line}`);
  say(`\nOf those, not judged (no key in docs/mutation-verdicts.json finds them): ${unjudged.length}`);
  for (const line of unjudged) say(`  ${line}`);
}

/**
 * The keys of a part's verdicts in docs/mutation-verdicts.json (file, mutator, original text, replacement):
 * they find a survivor again after its lines move. A place alone (`86:73`) judges nothing: once lines
 * move it names another mutant, which is how stale verdicts once hid unjudged ones.
 * @param {string} part
 */
function keysOf(part) {
  /** @type {{ sections: { part: string, verdicts: { keys?: Key[] }[] }[] }} */
  const doc = JSON.parse(readFileSync(path.join(ROOT, 'docs', 'mutation-verdicts.json'), 'utf8'));
  return doc.sections
    .filter((section) => section.part === part)
    .flatMap((section) => section.verdicts)
    .flatMap((v) => v.keys ?? []);
}

/** A mutated file's lines as they are now; none for a file moved or deleted since the run. @param {string} file */
function sourceOf(file) {
  const full = path.join(ROOT, file);
  return existsSync(full) ? readFileSync(full, 'utf8').split('\n') : null;
}

/**
 * Whether a key judges the mutant `m`: the same file, mutator and replacement, and the text it replaces in
 * `source` (the file now) the key's original. A file gone since the run: its mutants are a stale part's.
 * @typedef {{ file: string, mutator: string, original: string | null, replacement: string }} Key
 * @param {Key[]} keys
 * @param {import('./results.mjs').Open} m
 * @param {string[] | null} source
 */
export function judgedByKey(keys, m, source) {
  if (source === null) return false;
  const original = originalOf(source, m);
  return keys.some(
    (k) =>
      k.file === m.file &&
      k.mutator === m.mutator &&
      k.replacement === m.replacement &&
      k.original === original,
  );
}

/**
 * The source text a mutant replaced, over as many lines as it spans (Stryker counts both from 1).
 * @param {string[]} source @param {{ start: { line: number, column: number }, end: { line: number, column: number } }} m
 */
export function originalOf(source, m) {
  const first = m.start.line - 1;
  const last = m.end.line - 1;
  if (first === last) return source[first]?.slice(m.start.column - 1, m.end.column - 1);
  return [
    source[first]?.slice(m.start.column - 1),
    ...source.slice(first + 1, last),
    source[last]?.slice(0, m.end.column - 1),
  ].join('\n');
}

/**
 * The files of a part changed after its run finished (by their last commit), and those its result names
 * that are no longer there.
 * @param {number} finished
 * @param {string[]} mutate
 * @param {string[]} counted
 */
function changedSince(finished, mutate, counted) {
  const gone = counted.filter((file) => !existsSync(path.join(ROOT, file))).map((file) => `${file} gone`);
  const changed = mutate.filter((file) => {
    if (file.includes('*')) return false;
    const last = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    return last !== '' && Date.parse(last) > finished;
  });
  return [...gone, ...changed];
}

/** @param {Record<string, number>} c */
function row(c) {
  return `${c.Killed} killed, ${c.Timeout} timeout, ${c.Survived} survived, ${c.NoCoverage} no coverage`;
}
