import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CASE_SCREEN_MODULES, ROUTER_MODULES, SCREEN_MODULES } from './vite-screen-pages.ts';

/** The module index.html starts; what it imports statically is the login page's first load. */
const ENTRY = 'src/main.tsx';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `start` imports, directly or not, without following dynamic imports. */
function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

/**
 * What index.html's entry imports statically, in one chunk beside the entry module's own (decision
 * 502): the bundler would split it into a dozen files, each shared with a lazy chunk (valibot, the
 * texts, React's JSX runtime), which every page of the portal asks for one by one.
 *
 * Two chunks for the modules the customer's screens share (decision 453), where the bundler would
 * make one small chunk for each set of screens that shares a module (a screen page named up to 40
 * files, most under 1 KB of brotli; over HTTP/1.1 each is a request waiting for one of six
 * connections):
 * - `screen-base`: what the router, the API client and the dashboard import, which every customer
 *   screen loads anyway;
 * - `case-screens`: what two or more of the case's screens (review, consent, payment, acceptance,
 *   confirmation) import, beyond `screen-base`.
 * Never a module index.html loads (the login page's first load is left as it is), nor a screen's or
 * the router's own module (each keeps a chunk of its own, which scripts/vite-screen-pages.ts names);
 * a module one screen alone imports stays in that screen's chunk, and what a screen imports
 * dynamically (the PDF viewer, pdf.js) in its own.
 */
export function screenChunks() {
  let root = process.cwd();
  const frame = new Set<string>();
  const base = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'epd-screen-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const at = (module: string) => resolve(root, module);
      const entries = new Set([...ROUTER_MODULES, ...SCREEN_MODULES].map(at));
      const initial = staticClosure(this, at(ENTRY));
      for (const id of initial) if (id !== at(ENTRY)) frame.add(id);
      const own = (id: string) => !initial.has(id) && !entries.has(id);
      for (const module of [...ROUTER_MODULES, 'src/features/dashboard/DashboardScreen.tsx']) {
        for (const id of staticClosure(this, at(module))) if (own(id)) base.add(id);
      }
      const uses = new Map<string, number>();
      for (const module of CASE_SCREEN_MODULES) {
        for (const id of staticClosure(this, at(module))) {
          if (own(id) && !base.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
        }
      }
      for (const [id, count] of uses) if (count >= 2) shared.add(id);
    },
  };
  // Their imports are left where they are (in index.html's chunks, or in these two): following them
  // would move index.html's modules here.
  const codeSplitting = {
    groups: [
      { name: 'frame', test: (id: string) => frame.has(id), includeDependenciesRecursively: false },
      { name: 'screen-base', test: (id: string) => base.has(id), includeDependenciesRecursively: false },
      { name: 'case-screens', test: (id: string) => shared.has(id), includeDependenciesRecursively: false },
    ],
  };
  return { plugin, codeSplitting };
}
