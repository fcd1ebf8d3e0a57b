// @ts-check
/**
 * `npm run test:mutation -- <part>…`: Stryker over one or more parts of scripts/mutation/parts.mjs; with no
 * part, every part in turn. `npm run test:mutation:score` only combines the latest reports.
 * Each part keeps its incremental file and its JSON report outside the repository, in EPD_MUTATION_STATE
 * (default ../mutation-state beside the checkout), so a later run re-tests only mutants whose code or tests
 * changed. The run lowers its own priority: it is meant to use idle CPU only.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { Stryker } from '@stryker-mutator/core';
import { PARTS } from './mutation/parts.mjs';
import { printScore, say, stateDir } from './mutation/score.mjs';

const args = process.argv.slice(2);
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
  const { mutate, tests, models } = PARTS[part];
  setEnv('EPD_MUTATION_TESTS', tests);
  setEnv('EPD_MUTATION_MODELS', models);
  // Stryker reads stryker.config.mjs itself and lays these options over it.
  await new Stryker({
    configFile: 'stryker.config.mjs',
    mutate,
    incrementalFile: path.join(dir, `${part}.json`),
    jsonReporter: { fileName: path.join(dir, 'reports', `${part}.json`) },
    htmlReporter: { fileName: `reports/mutation/${part}/index.html` },
  }).runMutationTest();
  const seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(
    path.join(dir, 'reports', `${part}.time.json`),
    JSON.stringify({ part, seconds, finished: new Date().toISOString() }),
  );
  say(`Part ${part}: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
}
printScore();

/** Stryker's test runner processes inherit these: vitest.stryker.config.ts and tests/model/coverage.test.ts. */
function setEnv(name, list) {
  if (list) process.env[name] = list.join(',');
  else delete process.env[name];
}
