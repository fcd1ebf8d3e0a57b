import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
/** Folders that are not the project's own files: installed, built or written by a run. */
const NOT_OURS = new Set(['node_modules', '.git', 'dist', 'reports', 'test-results', 'playwright-report']);
/** Endings that make a name in a code span a file, even without a folder. */
const FILE_ENDING = /\.(ts|tsx|js|mjs|cjs|json|jsonc|md|html|css|sh)$/;

/**
 * Paths the docs name that are not in the repository by design: what the build, a run or the browser
 * makes (under dist/, the data folder, the mutation run's state, the served pages) and the steering
 * repository's spec beside this one.
 */
const MADE_ELSEWHERE = [
  /^\.epd-data\//,
  /^dist\//,
  /^\.\.\/shared\//,
  /^\.\.\/mutation-state\//,
  /^reports\//,
  /^assets\//,
  /^screens\//,
  /^\{portal\}\//,
  /^(login|card-return)\.html$/,
  /^web\/pdf_viewer\.mjs$/,
];

/**
 * README.md, the Markdown files at the top of docs/ and the READMEs of the workflows (src/features/*,
 * src/components/*). The decision records and CHANGELOG.md keep the paths of their day.
 */
function documents(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  const readmes = ['src/features', 'src/components'].flatMap((folder) =>
    readdirSync(join(ROOT, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, folder, entry.name, 'README.md')))
      .map((entry) => `${folder}/${entry.name}/README.md`),
  );
  return ['README.md', ...docs.sort(), ...readmes.sort()];
}

/** Every file and folder of the repository, as paths from the root (folders end in `/`). */
function repositoryPaths(): string[] {
  const paths: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      if (NOT_OURS.has(entry.name)) continue;
      const path = `${folder}${entry.name}`;
      if (entry.isDirectory()) {
        paths.push(`${path}/`);
        walk(`${path}/`);
      } else paths.push(path);
    }
  };
  walk('');
  return paths;
}

/**
 * The paths written in code spans outside fenced blocks: a span with no space that has a folder in it or
 * a file's ending, without a trailing `:line` or `:line-line`: one that ends in a file's ending or `/`,
 * or starts with a folder or file of the root. Not a path: a bare ending (`.tsx`), an address
 * (`https://…`), a path of the served site (`/epd/`), a package's (`xstate/graph`).
 */
function pathsInCode(markdown: string, roots: ReadonlySet<string>): string[] {
  const fence = /^\s{0,3}(```|~~~)/;
  let fenced = false;
  const prose = markdown
    .split('\n')
    .map((line) => {
      if (fence.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
  return [...prose.matchAll(/`([^`\n]+)`/g)]
    .map((m) =>
      String(m[1])
        .trim()
        .replace(/:\d+(-\d+)?(:\d+)?$/, ''),
    )
    .filter((span) => !/\s/.test(span) && !/^(\.[a-z]+)+$/.test(span))
    .filter((span) => !/^[a-z]+:\/\//i.test(span) && !span.startsWith('/'))
    .filter((span) => FILE_ENDING.test(span) || span.endsWith('/') || roots.has(span.split('/')[0] ?? ''));
}

/** A path as a regular expression: `<placeholder>`, `{name}`, `NNN` and `*` stand for any name, `**` for any folders. */
function pattern(path: string): string {
  return path
    .replace(/[.+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{[^}]*\}/g, (braces) =>
      braces.includes(',') ? `(${braces.slice(1, -1).split(',').join('|')})` : '[^/]+',
    )
    .replace(/<[^>]+>|NNN/g, '[^/]+')
    .replace(/\*\*\//g, '(.+/)?')
    .replace(/\*/g, '[^/]*');
}

/** The names of the root's folders and files. */
function rootsOf(paths: readonly string[]): Set<string> {
  return new Set(paths.filter((p) => !p.slice(0, -1).includes('/')).map((p) => p.replace(/\/$/, '')));
}

/**
 * The paths of a document that name nothing in the repository. A path from the root (its first folder is
 * one of the root's) must stand there; a path without one (`store/`, `CertificateScreen.tsx`, read
 * beside the folder the text is about) must be the end of some path of the repository. A path ending in
 * `/` names a folder; one without may name either.
 */
function missingPaths(markdown: string, paths: readonly string[]): string[] {
  const roots = rootsOf(paths);
  return pathsInCode(markdown, roots).filter((path) => {
    if (MADE_ELSEWHERE.some((made) => made.test(path))) return false;
    const start = roots.has(path.split('/')[0] ?? '') ? '^' : '(^|/)';
    const wanted = new RegExp(`${start}${pattern(path)}$`);
    const folder = path.endsWith('/');
    return !paths.some((p) => wanted.test(folder ? p : p.replace(/\/$/, '')));
  });
}

describe('paths written in README.md, docs/ and the workflow READMEs', () => {
  const paths = repositoryPaths();

  it('reads the paths of every document', () => {
    const count = documents().reduce(
      (n, f) => n + pathsInCode(readFileSync(join(ROOT, f), 'utf8'), rootsOf(paths)).length,
      0,
    );
    expect(count).toBeGreaterThan(150);
  });

  for (const file of documents()) {
    it(`${file}: every path in a code span names a file or folder that exists`, () => {
      expect(missingPaths(readFileSync(join(ROOT, file), 'utf8'), paths)).toEqual([]);
    });
  }
});

describe('the path reader', () => {
  const paths = [
    'scripts/',
    'scripts/boundaries.mjs',
    'src/',
    'src/features/',
    'src/features/payment/',
    'src/features/payment/PaymentScreen.tsx',
    'src/domain/',
    'src/domain/payment/',
    'src/domain/payment/paymentTexts.ts',
    'sandbox/',
    'sandbox/store/',
    'sandbox/store/db.ts',
    'README.md',
  ];

  it('reads paths in code spans, not prose, fenced blocks, commands or bare endings', () => {
    const markdown = [
      'See `src/features/payment/PaymentScreen.tsx:12-30`, `store/` and `README.md`; src/x.ts is prose.',
      'Run `npm run build`, on `.tsx` and `.es.ts` files, at `https://example.com/a.ts`, `/epd/` or `xstate/graph`.',
      '```sh',
      'cat `src/gone.ts`',
      '```',
    ].join('\n');
    expect(pathsInCode(markdown, rootsOf(paths))).toEqual([
      'src/features/payment/PaymentScreen.tsx',
      'store/',
      'README.md',
    ]);
  });

  it('reports a path from the root that is gone, and one that ends no path of the repository', () => {
    const markdown =
      '`src/domain/paymentTexts.ts` moved to `src/domain/payment/paymentTexts.ts`; `store/db.ts`, `scripts/layout/move.ts`, `Gone.tsx`.';
    expect(missingPaths(markdown, paths)).toEqual([
      'src/domain/paymentTexts.ts',
      'scripts/layout/move.ts',
      'Gone.tsx',
    ]);
  });

  it('takes a placeholder, `NNN` or a glob for any name, and a path the build makes as made elsewhere', () => {
    const markdown =
      '`src/domain/<workflow>/`, `src/features/*/PaymentScreen.tsx`, `src/domain/**/*Texts.ts`, `dist/index.html`, `src/nothing/*.ts`';
    expect(missingPaths(markdown, paths)).toEqual(['src/nothing/*.ts']);
  });
});
