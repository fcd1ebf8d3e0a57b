// @ts-check
/**
 * `npm run test:mutation -- <part>…`: Stryker over one or more parts of scripts/mutation/parts.mjs; with no
 * part, every part in turn. `npm run test:mutation:score` only combines the parts' results.
 * Each run writes the part's result to docs/mutation-results/<part>.json, which is committed (decision 302).
 * Stryker's incremental file and JSON report stay outside the repository, in EPD_MUTATION_STATE (default
 * ../mutation-state beside the checkout), so a later run on the same machine re-tests only mutants whose code
 * or tests changed. The run lowers its own priority: it is meant to use idle CPU only.
 * `npm run test:mutation -- --survivors <part>…` re-tests, by force, only the mutants the part's latest
 * result left alive: Stryker's incremental run reuses a surviving static mutant's result even when a test
 * that kills it was added since, as it cannot tell which tests cover such a mutant (decision 291).
 * `--timeouts <part>…` re-tests, by force, the mutants that timed out, on a quieter machine (docs/mutation.md).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { Stryker } from '@stryker-mutator/core';
import { PARTS } from './mutation/parts.mjs';
import { mergeRetest, rangesOf, readResult, summarize, writeResult } from './mutation/results.mjs';
import { printScore, say, stateDir } from './mutation/score.mjs';

const survivorsOnly = process.argv.includes('--survivors');
/** `--timeouts`: re-test, by force, what timed out: under a heavy load a slow sweep can pass for an endless loop. */
const timeoutsOnly = process.argv.includes('--timeouts');
const RETESTED = timeoutsOnly ? ['Timeout'] : ['Survived', 'NoCoverage'];
const args = process.argv.slice(2).filter((arg) => arg !== '--survivors' && arg !== '--timeouts');
if (args[0] === '--score') {
  printScore();
  process.exit(0);
}
const unknown = args.filter((part) => !(part in PARTS));
if (unknown.length > 0) {
  process.stderr.write(
    `Unknown part ${unknown.join(', ')}; the parts are: ${Object.keys(PARTS).join(', ')}\n`,
  );
  process.exit(2);
}
setPriority(19);
const dir = stateDir();
mkdirSync(path.join(dir, 'reports'), { recursive: true });

for (const part of args.length > 0 ? args : Object.keys(PARTS)) {
  const started = Date.now();
  const { tests, models } = PARTS[part];
  const retest = survivorsOnly || timeoutsOnly;
  const previous = readResult(part);
  if (retest && !previous?.open)
    throw new Error(`No result with the mutants' places for part ${part} yet: run it whole first`);
  const mutate = retest && previous ? rangesOf(previous, RETESTED) : PARTS[part].mutate;
  if (mutate.length === 0) {
    say(`Part ${part}: nothing to re-test`);
    continue;
  }
  // With Stryker's incremental file on this machine its report holds every mutant of the part, the
  // re-tested ones with their new status: that report is the part's whole result, even where a re-tested
  // mutant's lines moved since. Without it the report holds the re-tested mutants alone, merged below.
  const incrementalFile = path.join(dir, `${part}.json`);
  const reportsEveryMutant = existsSync(incrementalFile);
  setEnv('EPD_MUTATION_TESTS', tests);
  setEnv('EPD_MUTATION_MODELS', models);
  setEnv('EPD_MUTATION_FILES', PARTS[part].mutate);
  // Stryker reads stryker.config.mjs itself and lays these options over it.
  await new Stryker({
    configFile: 'stryker.config.mjs',
    mutate,
    // With ranges, `force` re-tests the mutants inside them; the report keeps every other result.
    force: survivorsOnly || timeoutsOnly,
    incrementalFile,
    jsonReporter: { fileName: path.join(dir, 'reports', `${part}.json`) },
    htmlReporter: { fileName: `reports/mutation/${part}/index.html` },
  }).runMutationTest();
  const seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(path.join(dir, 'reports', `${part}.time.json`), JSON.stringify({ part, seconds }));
  const report = JSON.parse(readFileSync(path.join(dir, 'reports', `${part}.json`), 'utf8'));
  const run = survivorsOnly ? '--survivors' : timeoutsOnly ? '--timeouts' : 'whole';
  writeResult(
    retest && previous && !reportsEveryMutant
      ? mergeRetest(previous, report, RETESTED, { run, seconds })
      : summarize(part, report, { run, seconds }),
  );
  say(`Part ${part}: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
}
printScore();

/**
 * Stryker's test runner processes inherit these: vitest.stryker.config.ts, tests/model/coverage.test.ts and
 * tests/mutation/imports.test.ts.
 */
function setEnv(name, list) {
  if (list) process.env[name] = list.join(',');
  else delete process.env[name];
}
