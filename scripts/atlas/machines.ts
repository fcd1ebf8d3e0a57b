import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AnyStateMachine, StateMachine } from 'xstate';
import { type AtlasEntry, renderIndex, renderPage } from './render.ts';

export const MACHINES_DIR = resolve(import.meta.dirname, '../../machines');
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

/** The atlas's files by name: README.md and one page a machine. */
export function atlasFiles(entries: AtlasEntry[]): Map<string, string> {
  const files = new Map<string, string>([['README.md', renderIndex(entries)]]);
  for (const entry of entries) files.set(`${entry.name}.md`, renderPage(entry));
  return files;
}
