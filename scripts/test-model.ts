import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ATLAS_DIR, loadAtlasEntries, splitPage } from './atlas/machines.ts';
import { measureAtlas } from './atlas/measure.ts';
import { committedFigures, type MachineRow, modelTable, rowProblems } from './test-model/report.ts';
import { browserPasses, vitestPasses } from './test-model/results.ts';

/**
 * `npm run test:model`: every generated-path test (pure replays and the HTTP replays against the
 * sandbox in Vitest, the browser replays in Chromium), then a table per machine and a verdict. It
 * fails when a run fails, when a machine reaches less than all its states, when a transition no path
 * takes is not a listed gap, or when coverage falls below what the atlas page records. Arguments go
 * to Playwright (`npm run test:model -- --workers 1`).
 */

const out = mkdtempSync(join(tmpdir(), 'test-model-'));
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const vitestJson = join(out, 'vitest.json');
const vitest = run('npx', [
  'vitest',
  'run',
  'tests/model',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const build = run('npx', ['vite', 'build', '--logLevel', 'warn']);
const playwrightJson = join(out, 'playwright.json');
const playwright =
  build === 0
    ? run('npx', ['playwright', 'test', 'tests/model', '--reporter=list,json', ...process.argv.slice(2)], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      })
    : 1;

const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const entries = await loadAtlasEntries();
const names = new Set(entries.map((e) => e.name));
const http = vitestPasses(readJson(vitestJson) ?? { testResults: [] }, names);
const browser = browserPasses(readJson(playwrightJson) ?? { suites: [] }, names);
const notes = await measureAtlas(entries);

const rows: MachineRow[] = entries.map(({ name }) => {
  const note = notes.get(name);
  const page = join(ATLAS_DIR, `${name}.md`);
  return {
    name,
    coverage:
      note && 'measured' in note ? note.measured : { awaiting: note?.awaiting ?? 'not in the registry' },
    committed: existsSync(page) ? committedFigures(splitPage(readFileSync(page, 'utf8')).coverage) : null,
    http: http.get(name) ?? null,
    browser: browser.get(name) ?? null,
  };
});

const failures = [
  ...(vitest === 0 ? [] : ['the Vitest model tests failed']),
  ...(playwright === 0 ? [] : ['the Chromium replays failed']),
  ...rows.flatMap(rowProblems),
];
console.info(`\nGenerated-path coverage (states and transitions: replayed on the machine)\n`);
for (const line of modelTable(rows)) console.info(line);
if (failures.length) {
  console.error(`\nnpm run test:model failed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exit(1);
}
console.info('\nEvery machine reaches all its states; every transition is taken or a listed gap.');
