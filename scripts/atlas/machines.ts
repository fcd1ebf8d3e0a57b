import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AnyStateMachine, StateMachine } from 'xstate';
import { COVERAGE_HEADING, type CoverageNote, coverageSection } from './coverage.ts';
import { type AtlasEntry, renderIndex, renderPage } from './render.ts';

const MACHINES_DIR = resolve(import.meta.dirname, '../../machines');
export const ATLAS_DIR = resolve(import.meta.dirname, '../../docs/machines');

/** Every machine exported by a file of machines/ (the export whose value is a StateMachine). */
export async function loadAtlasEntries(dir = MACHINES_DIR): Promise<AtlasEntry[]> {
  const entries: AtlasEntry[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const module: Record<string, unknown> = await import(
      /* @vite-ignore */ pathToFileURL(join(dir, file)).href
    );
    const machine = Object.values(module).find(
      (value): value is AnyStateMachine => value instanceof StateMachine,
    );
    if (machine) entries.push({ name: file.slice(0, -3), machine });
  }
  return entries;
}

/** The atlas's files by name: README.md and one page a machine, its coverage section last. */
export function atlasFiles(
  entries: AtlasEntry[],
  notes: ReadonlyMap<string, CoverageNote>,
): Map<string, string> {
  const files = new Map<string, string>([['README.md', renderIndex(entries, notes)]]);
  for (const entry of entries) {
    const note = notes.get(entry.name);
    if (!note) throw new Error(`${entry.name}: no coverage to write (tests/model/registry.ts)`);
    files.set(`${entry.name}.md`, `${renderPage(entry)}\n${coverageSection(note)}`);
  }
  return files;
}

/** A page's two parts: what its machine's definition says, and its coverage section. */
export function splitPage(text: string): { definition: string; coverage: string } {
  const at = text.indexOf(`\n${COVERAGE_HEADING}`);
  if (at < 0) return { definition: text, coverage: '' };
  return { definition: text.slice(0, at), coverage: text.slice(at + 1) };
}
