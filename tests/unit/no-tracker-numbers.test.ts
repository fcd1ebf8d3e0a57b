import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Where code and docs live; the tracker is not in the repository, so nothing here may point at it. */
const FOLDERS = ['src', 'machines', 'sandbox', 'tests', 'scripts', 'docs'];
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|md|json|html|ya?ml|txt)$/;
/** A tracker reference such as the word, a space, an optional '#', and a number (built in two parts so this file passes). */
const TRACKER_NUMBER = new RegExp(`\\b${'issue'}s?\\s+#?\\d+`, 'i');

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => TEXT.test(f) && !f.includes('node_modules') && !f.includes('__screenshots__'))
    .map((f) => join(folder, f))
    .filter((f) => statSync(join(ROOT, f)).isFile());
}

function rootMarkdown(): string[] {
  return readdirSync(ROOT).filter((f) => f.endsWith('.md'));
}

describe('code and docs cite a decision record or a file, never a tracker number', () => {
  it('finds the word followed by a number nowhere in src, machines, sandbox, tests, scripts, docs or the root docs', () => {
    const files = [...FOLDERS.flatMap(filesUnder), ...rootMarkdown()];
    expect(files.length).toBeGreaterThan(300);
    const hits = files.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          TRACKER_NUMBER.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : [],
        ),
    );
    expect(hits).toEqual([]);
  });

  it('would catch one', () => {
    expect(TRACKER_NUMBER.test(`see ${'Issue'} 24 point 3`)).toBe(true);
    expect(TRACKER_NUMBER.test(`${'issue'} #7`)).toBe(true);
    expect(TRACKER_NUMBER.test('decision 384, issued 2026')).toBe(false);
  });
});
