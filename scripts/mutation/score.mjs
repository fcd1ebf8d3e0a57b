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
    const { text, lines, keys } = judged(part);
    for (const m of result.open ?? [])
      if (
        m.status !== 'Timeout' &&
        !judgedByKey(keys, m) &&
        !text.includes(`${m.start.line}:${m.start.column}`) &&
        !lines.has(m.start.line)
      )
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
  say(`\nOf those, not judged (by key, line:col or line) in docs/mutation-verdicts.json: ${unjudged.length}`);
  for (const line of unjudged) say(`  ${line}`);
}

/**
 * A part's verdicts in docs/mutation-verdicts.json, where each survivor is judged: the text of its sections,
 * the lines their places name (`86`, `86–88`, `86:73`; earlier sections name lines only) and the keys
 * (file, mutator, original text, replacement) that still find a mutant after its lines moved.
 * @param {string} part
 */
function judged(part) {
  /** @type {{ sections: { part: string, verdicts: { places: string, keys?: Key[] }[] }[] }} */
  const doc = JSON.parse(readFileSync(path.join(ROOT, 'docs', 'mutation-verdicts.json'), 'utf8'));
  const verdicts = doc.sections
    .filter((section) => section.part === part)
    .flatMap((section) => section.verdicts);
  const text = verdicts.map((v) => v.places).join('\n');
  /** @type {Set<number>} */
  const lines = new Set();
  for (const v of verdicts) for (const line of linesNamed(v.places)) lines.add(line);
  const keys = verdicts.flatMap((v) => v.keys ?? []);
  return { text, lines, keys };
}

/**
 * @typedef {{ file: string, mutator: string, original: string | null, replacement: string }} Key
 * @param {Key[]} keys
 * @param {import('./results.mjs').Open} m
 */
function judgedByKey(keys, m) {
  const file = path.join(ROOT, m.file);
  // A file moved or deleted since the run: its mutants are the stale part's, judged by no key.
  if (!existsSync(file)) return false;
  const original = originalOf(readFileSync(file, 'utf8').split('\n'), m);
  return keys.some(
    (k) =>
      k.file === m.file &&
      k.mutator === m.mutator &&
      k.replacement === m.replacement &&
      k.original === original,
  );
}

/**
 * The lines a verdict's places name: `86`, `86–88`, `86:73` (earlier sections name lines only). Test
 * names in quotes, code in backticks, decision numbers and counts (`×2`) name no line.
 * @param {string} places
 */
export function linesNamed(places) {
  const bare = places
    .replace(/"[^"]*"/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/decisions? \d+/gi, ' ')
    .replace(/×\s*\d+/g, ' ');
  /** @type {number[]} */
  const lines = [];
  for (const [, from, to] of bare.matchAll(/(?<![:\d])(\d+)(?:[–-](\d+))?(?![\d])/g))
    for (let line = Number(from); line <= Number(to ?? from); line += 1) lines.push(line);
  return lines;
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
