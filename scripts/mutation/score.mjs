// @ts-check
/** Combines every part's latest Stryker JSON report into one score over machines and rules. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARTS } from './parts.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function stateDir() {
  return process.env.EPD_MUTATION_STATE ?? path.resolve(ROOT, '..', 'mutation-state');
}

const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);

/** @param {Record<string, number>} c */
const score = (c) => {
  const valid = c.Killed + c.Timeout + c.Survived + c.NoCoverage;
  return valid === 0 ? '—' : `${((100 * (c.Killed + c.Timeout)) / valid).toFixed(1)}%`;
};
const empty = () => ({ Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, other: 0 });

/**
 * @typedef {{ id: string, mutatorName: string, status: string, replacement?: string,
 *   location: { start: { line: number, column: number } } }} Mutant
 */
/** @param {string} line */
export const say = (line) => process.stdout.write(`${line}\n`);

export function printScore() {
  const dir = stateDir();
  const total = empty();
  /** @type {string[]} */
  const survivors = [];
  const notRun = [];
  say(`\nMutation score per part (reports in ${dir}/reports)\n`);
  for (const part of Object.keys(PARTS)) {
    const file = path.join(dir, 'reports', `${part}.json`);
    if (!existsSync(file)) {
      notRun.push(part);
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const timeFile = path.join(dir, 'reports', `${part}.time.json`);
    const time = existsSync(timeFile) ? JSON.parse(readFileSync(timeFile, 'utf8')) : undefined;
    const partCounts = empty();
    const lines = [];
    for (const [name, entry] of Object.entries(report.files).sort()) {
      const counts = empty();
      for (const mutant of /** @type {Mutant[]} */ (entry.mutants)) {
        const key = COUNTED.has(mutant.status) ? mutant.status : 'other';
        counts[key] += 1;
        partCounts[key] += 1;
        total[key] += 1;
        if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
          const { line, column } = mutant.location.start;
          survivors.push(
            `${name}:${line}:${column} ${mutant.status} ${mutant.mutatorName} → ${JSON.stringify(mutant.replacement ?? '')}`,
          );
        }
      }
      lines.push(`    ${name}: ${score(counts)} (${row(counts)})`);
    }
    const took = time ? `, ${Math.round(time.seconds / 60)} min, ${time.finished}` : '';
    say(`  ${part}: ${score(partCounts)} (${row(partCounts)}${took})`);
    for (const line of lines) say(line);
  }
  say(`\nCombined over the parts run: ${score(total)} (${row(total)})`);
  if (notRun.length > 0) say(`Not run yet: ${notRun.join(', ')}`);
  say(`\nSurvivors and mutants no test reaches (${survivors.length}):`);
  for (const line of survivors) say(`  ${line}`);
}

/** @param {Record<string, number>} c */
function row(c) {
  return `${c.Killed} killed, ${c.Timeout} timeout, ${c.Survived} survived, ${c.NoCoverage} no coverage`;
}
