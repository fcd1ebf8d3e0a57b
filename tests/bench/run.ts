import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Runs every tests/bench/*.bench.ts (or those named on the command line) one after another. */
const dir = join(import.meta.dirname, '.');
const wanted = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();

let failed = 0;
for (const bench of benches) {
  console.info(`\n=== ${bench} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(dir, bench)], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
if (failed > 0) {
  console.error(`${failed} benchmark(s) failed`);
  process.exit(1);
}
