/**
 * `npx tsx scripts/layout/move.ts`: moves the files of scripts/layout/mapping.ts with `git mv` and rewrites
 * whatever points at them (decision 480):
 * - in code (src, machines, sandbox, tests, scripts, the root configs), every relative string that names a
 *   moved file: imports, re-exports, dynamic imports, `vi.mock`, `new URL(…, import.meta.url)`, globs of
 *   single files; the path is recomputed from the file's new place, the extension kept as written;
 * - everywhere (code, docs, READMEs, JSON results, path lists such as scripts/mutation/parts.mjs), a path
 *   written from the repository root (`src/domain/receipt.ts`, `domain/receipt.ts`, a moved folder);
 * - in Markdown, every relative link to a moved file or folder;
 * then installs the files of scripts/layout/install/ (READMEs written for the new paths), adds the sections
 * of scripts/layout/append/ at the end of the READMEs that have them, and makes the EDITS of shared files.
 * A second run changes nothing; a mapped file that no longer exists is skipped with a warning.
 * `--dry` prints what it would do and changes nothing.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { EDITS, MOVES } from './mapping.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const INSTALL = join(import.meta.dirname, 'install');
const DRY = process.argv.includes('--dry');

/** Folders never read: dependencies, build output, reports, and this codemod (its table names the old paths). */
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'reports',
  'test-results',
  'playwright-report',
  '.stryker-tmp',
  'coverage',
  'scripts/layout',
]);
const TEXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json|md|css|html|sh|ya?ml|txt)$/;
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_FILES = new Set(['package-lock.json']);

const abs = (path: string) => join(ROOT, path);
const toPosix = (path: string) => path.split(sep).join('/');
const isFile = (path: string) => existsSync(abs(path)) && statSync(abs(path)).isFile();
const isDir = (path: string) => existsSync(abs(path)) && statSync(abs(path)).isDirectory();

function filesUnder(dir: string): string[] {
  if (!isDir(dir)) return [];
  return readdirSync(abs(dir), { recursive: true, encoding: 'utf8' })
    .map((name) => posix.join(dir, toPosix(name)))
    .filter(isFile)
    .sort();
}

const warnings: string[] = [];
/** Every old path whose file is at its new path once the run is done (moved now or by an earlier run). */
const moved = new Map<string, string>();
/** The moves this run makes. */
const pending: [string, string][] = [];
/** Folder rows, for paths that name the folder itself. */
const folders: [string, string][] = [];

function plan(from: string, to: string): void {
  const there = isFile(from);
  const here = isFile(to);
  if (there && here) warnings.push(`both ${from} and ${to} exist: left alone`);
  else if (there) {
    moved.set(from, to);
    pending.push([from, to]);
  } else if (here) moved.set(from, to);
  else warnings.push(`${from} no longer exists: skipped`);
}

for (const [from, to] of MOVES) {
  if (!from.endsWith('/')) {
    plan(from, to);
    continue;
  }
  const oldDir = from.slice(0, -1);
  const newDir = to.slice(0, -1);
  folders.push([oldDir, newDir]);
  const names = new Set([
    ...filesUnder(oldDir).map((f) => f.slice(from.length)),
    ...filesUnder(newDir).map((f) => f.slice(to.length)),
  ]);
  if (names.size === 0) warnings.push(`${from} no longer exists: skipped`);
  for (const name of [...names].sort()) plan(from + name, to + name);
}

// 1. The moves.
const newPaths = new Set(moved.values());
const movedNow = new Map(pending.map(([from, to]) => [to, from] as const));
for (const [from, to] of pending) {
  console.info(`${DRY ? 'would move' : 'moved'} ${from} -> ${to}`);
  if (DRY) continue;
  mkdirSync(dirname(abs(to)), { recursive: true });
  try {
    execFileSync('git', ['mv', from, to], { cwd: ROOT, stdio: 'pipe' });
  } catch {
    renameSync(abs(from), abs(to)); // a file git does not track yet
  }
}

/** Where a file was before this run: its old path if this run moved it. */
const before = (path: string) => movedNow.get(path) ?? path;
const movingFrom = new Set(pending.map(([from]) => from));
/** Whether a path named a file before this run. */
const existedBefore = (path: string) => moved.has(path) || (isFile(path) && !newPaths.has(path));
/** Whether a path names a file once the moves are made (a dry run has moved nothing). */
const existsAfter = (path: string) =>
  DRY ? (isFile(path) && !movingFrom.has(path)) || movedNow.has(path) : isFile(path);

type Resolved = { file: string; added: string };
const SUFFIXES = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

function resolveFrom(dir: string, spec: string, exists: (path: string) => boolean): Resolved | undefined {
  const base = posix.normalize(posix.join(dir, spec));
  if (base.startsWith('..')) return undefined;
  for (const added of SUFFIXES) if (exists(base + added)) return { file: base + added, added };
  return undefined;
}

/** A relative specifier from `fromFile` to `target`, written as the old one was (extension, index folder). */
function specifier(fromFile: string, target: string, added: string): string {
  const written = added ? target.slice(0, -added.length) : target;
  const path = posix.relative(posix.dirname(fromFile), written);
  return path.startsWith('.') ? path : `./${path}`;
}

/** The new place of a relative path string in `file`, or undefined when it points at nothing moved. */
function rewriteRelative(file: string, spec: string, exists = existedBefore): string | undefined {
  const [path = '', query = ''] = spec.split(/(?=[?#])/, 2);
  const oldFile = before(file);
  if (oldFile === file) {
    const now = resolveFrom(posix.dirname(file), path, existsAfter);
    if (now) return undefined;
  }
  const then = resolveFrom(posix.dirname(oldFile), path, exists);
  if (then) {
    const target = moved.get(then.file) ?? then.file;
    const next = specifier(file, target, then.added) + query;
    return next === spec ? undefined : next;
  }
  const folder = movedFolder(posix.normalize(posix.join(posix.dirname(oldFile), path.replace(/\/$/, ''))));
  if (folder === undefined) return undefined;
  const rel = posix.relative(posix.dirname(file), folder) || '.';
  const next = (rel.startsWith('.') ? rel : `./${rel}`) + (path.endsWith('/') ? '/' : '') + query;
  return next === spec ? undefined : next;
}

/** The new path of a path inside a moved folder (the folder itself included), if it is one. */
function movedFolder(path: string): string | undefined {
  for (const [oldDir, newDir] of folders)
    if (path === oldDir || path.startsWith(`${oldDir}/`)) return newDir + path.slice(oldDir.length);
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BEFORE = '(?<![\\w./-])';
const AFTER_FILE = '(?![\\w/-]|\\.\\w)';

/** Paths written from the repository root, longest first: files, `domain/x.ts` short forms, folders. */
const mentions: [RegExp, string][] = (() => {
  const rows: [string, string][] = [];
  for (const [from, to] of moved) {
    rows.push([from, to]);
    if (from.startsWith('src/') && to.startsWith('src/')) rows.push([from.slice(4), to.slice(4)]);
  }
  const rules: [RegExp, string][] = rows
    .sort((a, b) => b[0].length - a[0].length)
    .map(([from, to]) => [new RegExp(BEFORE + escapeRegExp(from) + AFTER_FILE, 'g'), to]);
  // A path without its extension (`src/domain/paymentTexts(.es)`), unless it is also a new folder's name.
  for (const [from, to] of moved) {
    const stem = from.match(/^(.*)\.(ts|tsx)$/);
    const target = to.match(/^(.*)\.(ts|tsx)$/);
    if (stem?.[1] && target?.[1] && ![...newPaths].some((path) => path.startsWith(`${stem[1]}/`)))
      rules.push([new RegExp(`${BEFORE + escapeRegExp(stem[1])}(?![\\w/.-])`, 'g'), target[1]]);
  }
  for (const [oldDir, newDir] of folders) {
    rules.push([new RegExp(`${BEFORE + escapeRegExp(oldDir)}(?![\\w.-])`, 'g'), newDir]);
    if (oldDir.startsWith('src/'))
      rules.push([new RegExp(`${BEFORE + escapeRegExp(oldDir.slice(4))}(?![\\w.-])`, 'g'), newDir.slice(4)]);
  }
  return rules;
})();

function rewriteMentions(text: string): string {
  let out = text;
  for (const [pattern, to] of mentions) out = out.replace(pattern, to);
  return out;
}

const RELATIVE_STRING = /(['"`])(\.\.?\/[^'"`\n$]*)\1/g;
const MARKDOWN_LINK = /(\]\(\s*<?)([^)\s>]+)/g;
const MARKDOWN_REFERENCE = /^(\s{0,3}\[[^\]]+\]:\s*<?)(\S+?)(>?)$/gm;

function rewriteLink(file: string, target: string): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#|\/)/i.test(target)) return target;
  return rewriteRelative(file, target) ?? target;
}

function rewrite(file: string, text: string): string {
  let out = text;
  if (CODE.test(file))
    out = out.replace(RELATIVE_STRING, (all, quote: string, spec: string) => {
      const next = rewriteRelative(file, spec);
      return next === undefined ? all : quote + next + quote;
    });
  if (file.endsWith('.md')) {
    out = out.replace(
      MARKDOWN_LINK,
      (_all, open: string, target: string) => open + rewriteLink(file, target),
    );
    out = out.replace(
      MARKDOWN_REFERENCE,
      (_all, open: string, target: string, close: string) => open + rewriteLink(file, target) + close,
    );
  }
  return rewriteMentions(out);
}

function textFiles(dir = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(abs(dir || '.'), { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(path) && !SKIPPED_DIRS.has(entry.name)) found.push(...textFiles(path));
    } else if (TEXT.test(entry.name) && !SKIPPED_FILES.has(entry.name)) found.push(path);
  }
  return found;
}

// 2. What points at the moved files.
let rewritten = 0;
const formatted: string[] = [];
const movingTo = new Map(pending);
for (const found of textFiles()) {
  const file = DRY ? (movingTo.get(found) ?? found) : found;
  const text = readFileSync(abs(found), 'utf8');
  const next = rewrite(file, text);
  if (next === text) continue;
  rewritten++;
  const changed = text.split('\n').filter((line, i) => line !== next.split('\n')[i]).length;
  console.info(`${DRY ? 'would rewrite' : 'rewrote'} ${file} (${changed} line${changed === 1 ? '' : 's'})`);
  if (DRY) continue;
  writeFileSync(abs(file), next);
  if (CODE.test(file) || file.endsWith('.json')) formatted.push(file);
}

// A longer path can wrap a line and move an import in its sorted list: Biome lays them out as the lint wants.
if (formatted.length > 0) {
  const biome = join(ROOT, 'node_modules', '.bin', 'biome');
  const flags = ['check', '--write', '--no-errors-on-unmatched', '--files-ignore-unknown=true'];
  try {
    execFileSync(biome, [...flags, ...formatted], { cwd: ROOT, stdio: 'pipe' });
    console.info(`formatted ${formatted.length} rewritten files with biome`);
  } catch (error) {
    warnings.push(
      `biome left findings in the rewritten files (npm run lint): ${String(error).split('\n')[0]}`,
    );
  }
}

// 3. Files written for the new layout, and lines added to shared files.
let installed = 0;
for (const source of filesUnder(toPosix(relative(ROOT, INSTALL)))) {
  const target = source.slice(toPosix(relative(ROOT, INSTALL)).length + 1);
  const text = readFileSync(abs(source), 'utf8');
  if (isFile(target) && readFileSync(abs(target), 'utf8') === text) continue;
  installed++;
  console.info(`${DRY ? 'would install' : 'installed'} ${target}`);
  if (DRY) continue;
  mkdirSync(dirname(abs(target)), { recursive: true });
  writeFileSync(abs(target), text);
}
// Sections written for the new paths, added at the end of READMEs others edit too.
const APPEND = join(import.meta.dirname, 'append');
for (const source of filesUnder(toPosix(relative(ROOT, APPEND)))) {
  const target = source.slice(toPosix(relative(ROOT, APPEND)).length + 1);
  const text = readFileSync(abs(source), 'utf8');
  if (!isFile(target)) {
    warnings.push(`${target} no longer exists: its added section skipped`);
    continue;
  }
  const content = readFileSync(abs(target), 'utf8');
  if (content.includes(text)) continue;
  installed++;
  console.info(`${DRY ? 'would add a section to' : 'added a section to'} ${target}`);
  if (!DRY) writeFileSync(abs(target), `${content.replace(/\n*$/, '\n\n')}${text}`);
}
for (const { file, after, replace, text } of EDITS) {
  if (!isFile(file)) {
    warnings.push(`${file} no longer exists: an edit skipped`);
    continue;
  }
  const content = readFileSync(abs(file), 'utf8');
  if (content.includes(text)) continue;
  let next: string | undefined;
  if (replace !== undefined && content.includes(replace)) next = content.replace(replace, text);
  const match = after?.exec(content);
  if (match) {
    const end = content.indexOf('\n', match.index);
    const at = end === -1 ? content.length : end + 1;
    next = `${content.slice(0, at)}${text}\n${content.slice(at)}`;
  }
  if (next === undefined) {
    warnings.push(`${file}: the words to change are not there: an edit skipped`);
    continue;
  }
  installed++;
  console.info(`${DRY ? 'would edit' : 'edited'} ${file}`);
  if (!DRY) writeFileSync(abs(file), next);
}

// A one-level glob over a folder that files left (`src/domain/*.es.ts` in a tool's config) no longer reaches them.
const leftFolders = [...new Set([...moved.keys()].map((path) => posix.dirname(path)))];
const shallowGlob = new RegExp(
  `${BEFORE}(${leftFolders.map(escapeRegExp).join('|')})/\\*(?!\\*)[^'"\\s,)]*`,
  'g',
);
for (const file of textFiles()) {
  if (!CODE.test(file) && !file.endsWith('.json')) continue;
  for (const match of readFileSync(abs(file), 'utf8').matchAll(shallowGlob))
    warnings.push(`${file}: the glob ${match[0]} does not reach the subfolders files moved to: check it`);
}

for (const warning of warnings) console.warn(`warning: ${warning}`);
const total = pending.length + rewritten + installed;
console.info(
  total === 0
    ? 'layout: nothing to do (already applied)'
    : `layout: ${pending.length} moved, ${rewritten} rewritten, ${installed} installed${DRY ? ' (dry run)' : ''}`,
);
