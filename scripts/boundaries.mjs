/**
 * `npm run boundaries`: dependency-cruiser checks the layer rules of .dependency-cruiser.cjs over every
 * source file of the portal, its machines and the sandbox. Arguments go on to dependency-cruiser
 * (`npm run boundaries -- --output-type mermaid` draws the graph).
 *
 * dependency-cruiser parses TypeScript with the `typescript` package's compiler API, which TypeScript 7
 * has not: it runs here with TypeScript 6 in that package's place (scripts/depcruise-typescript6.mjs,
 * decision 390).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOTS = ['src', 'machines', 'sandbox'];

const depcruise = join('node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
const hook = join(import.meta.dirname, 'depcruise-typescript6.mjs');
const args = [
  '--import',
  hook,
  depcruise,
  '--config',
  '.dependency-cruiser.cjs',
  ...process.argv.slice(2),
  ...ROOTS,
];
const run = spawnSync(process.execPath, args, { stdio: 'inherit' });
process.exit(run.status ?? 1);
