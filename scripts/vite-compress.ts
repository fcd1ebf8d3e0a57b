import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text and WebAssembly. Images, fonts and pdf.js's cMaps are packed already. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|txt|wasm)$/i;
/** Below this a compressed copy saves less than the headers it costs. */
export const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

async function compressFile(file: string): Promise<number> {
  const original = await readFile(file);
  if (original.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  // A copy no smaller than the file would only cost a decompression.
  for (const [encoded, suffix] of [
    [br, '.br'],
    [gz, '.gz'],
  ] as const) {
    if (encoded.length < original.length) {
      await writeFile(`${file}${suffix}`, encoded);
      written += 1;
    }
  }
  return written;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every compressible file of a
 * built folder, each only when smaller than the file. Returns how many copies it wrote.
 */
export async function compressBuiltFiles(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  // A few at a time: brotli at its best quality is CPU-bound, and the build machine may be shared.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if ((await stat(file)).isFile()) written += await compressFile(file);
    }
  };
  await Promise.all([worker(), worker()]);
  return written;
}

/** The build's last step: brotli and gzip copies of what it wrote, for the server to choose from. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'epd-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await compressBuiltFiles(outDir);
    },
  };
}
