import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** Loaded only in `npm run dev` behind `import.meta.env.DEV`; the production build drops the import. */
const DEV_ONLY_IMPORTS = new Set(['@statelyai/inspect']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The package of every bare import in the portal's bundle sources (`src/`, `machines/`). */
function bundledPackages(): Set<string> {
  const found = new Set<string>();
  for (const file of [...sourceFiles('src'), ...sourceFiles('machines')]) {
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/(?:\bfrom |\bimport\()'([a-z@][\w@/.-]*)'/g)) {
      const parts = spec!.split('/');
      found.add(spec!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
    }
  }
  return found;
}

describe('dependencies are where they belong (docs/dependencies.md)', () => {
  const bundled = bundledPackages();

  it('ships exactly what the bundle imports: every import is a dependency, every dependency imported', () => {
    const shipped = [...bundled].filter((name) => !DEV_ONLY_IMPORTS.has(name)).sort();
    expect(Object.keys(pkg.dependencies).sort()).toEqual(shipped);
    for (const name of DEV_ONLY_IMPORTS) expect(pkg.devDependencies).toHaveProperty(name);
  });

  it('gives every package a row with its reason', () => {
    const doc = readFileSync('docs/dependencies.md', 'utf8');
    const rows = new Set([...doc.matchAll(/^\| (\S+) \| .+ \|$/gm)].map(([, name]) => name));
    const missing = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
      (name) => !rows.has(name),
    );
    expect(missing).toEqual([]);
  });
});
