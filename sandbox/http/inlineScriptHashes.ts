import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the build lists the hashes of the inline scripts in its pages (SCRIPT_HASHES_FILE of
 * scripts/vite-screen-pages.ts, under the screens' directory; decision 525).
 */
const SCRIPT_HASHES = join('screens', 'script-hashes.json');

/** A CSP hash source and nothing else: a file that says more cannot widen the policy. */
const HASH_SOURCE = /^sha256-[A-Za-z0-9+/]{43}=$/;

/**
 * The inline script hashes of the built portal in `portalDir`, as CSP sources (`'sha256-…'`). Read again
 * when the build writes the file anew; none when there is no file or it is not a list of hashes.
 */
export function inlineScriptHashes(portalDir: string): () => readonly string[] {
  const file = join(portalDir, SCRIPT_HASHES);
  let read: { mtimeMs: number; sources: readonly string[] } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (read?.mtimeMs !== mtimeMs) read = { mtimeMs, sources: hashSources(file) };
    return read.sources;
  };
}

function hashSources(file: string): readonly string[] {
  let listed: unknown;
  try {
    listed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.warn(`${file} is not JSON: no inline script is allowed`, error);
    return [];
  }
  if (!Array.isArray(listed)) return [];
  return listed
    .filter((hash): hash is string => typeof hash === 'string' && HASH_SOURCE.test(hash))
    .map((hash) => `'${hash}'`);
}
