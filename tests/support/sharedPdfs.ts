import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
/**
 * Real-world PDFs kept beside the project, never in it (see its README): ../shared/pdfs, or, for a clone
 * made elsewhere (CI clones main into a fresh folder), EPD_SHARED_PDFS or this machine's /work/shared/pdfs.
 */
const CANDIDATES = [
  process.env.EPD_SHARED_PDFS,
  resolve(REPO_ROOT, '..', 'shared', 'pdfs'),
  '/work/shared/pdfs',
].filter((path): path is string => Boolean(path));
export const SHARED_PDFS = CANDIDATES.find((path) => existsSync(path)) ?? CANDIDATES[0]!;

/**
 * One of the shared PDFs. A test that needs it fails, loudly, when the folder is not beside the
 * project: it is never skipped (a bench only reports the folder absent, see tests/bench/pdf/harness.ts).
 */
export function sharedPdf(name: string): Uint8Array {
  const path = resolve(SHARED_PDFS, name);
  if (!existsSync(path))
    throw new Error(
      `${path} is missing: these tests read the pdf.js test PDFs from ../shared/pdfs beside the project (its README says which).`,
    );
  return new Uint8Array(readFileSync(path));
}
