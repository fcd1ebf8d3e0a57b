/**
 * `npm run boundaries`: dependency-cruiser checks the layer rules of .dependency-cruiser.cjs over every
 * source file of the portal, its machines and the sandbox. Arguments go on to dependency-cruiser
 * (`npm run boundaries -- --output-type mermaid` draws the graph).
 *
 * The files are named one by one because dependency-cruiser 17 looks into a folder only for the kinds
 * of file it can parse itself, and without the `typescript` package below 7 that leaves out .ts and
 * .tsx; named files it reads through Babel (scripts/depcruise-babel.cjs).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOTS = ['src', 'machines', 'sandbox'];

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const depcruise = join('node_modules', '.bin', 'depcruise');
const files = ROOTS.flatMap(sources).sort();
const args = ['--config', '.dependency-cruiser.cjs', ...process.argv.slice(2), ...files];
const run = spawnSync(depcruise, args, { stdio: 'inherit' });
process.exit(run.status ?? 1);
