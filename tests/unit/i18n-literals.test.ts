import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every customer-facing text comes from a catalog (decision 270), so none can stay
 * English in Spanish. This reads the customer's views for words written into JSX: a text node, or a
 * label, title, alt or placeholder attribute. The agent's screens are left in English (ENGLISH_ONLY
 * in i18n-catalogs.test.ts says why) and are not read.
 */
const ROOT = join(import.meta.dirname, '../..');
const CUSTOMER_VIEWS = [
  'src/shell',
  'src/routes',
  'src/components/case-summary',
  'src/components/comments',
  'src/components/documents',
  'src/components/pdf-viewer',
  'src/features/login',
  'src/features/dashboard',
  'src/features/document-review',
  'src/features/payment',
  'src/features/acceptance',
  'src/features/consent',
  'src/features/certificate',
  'src/features/confirmation',
  'src/features/delivery-confirmation',
];
const AGENT_ONLY = /agent/i;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

const TEXT_NODE = />\s*([A-Za-z][A-Za-z'’,.!?:;()\- ]*[A-Za-z.!?:)])\s*(?=[<{])/g;
const ATTRIBUTE = /\b(?:label|title|alt|placeholder|aria-label|busyLabel)="([^"]*[A-Za-z][^"]*)"/g;

function literalsIn(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(TEXT_NODE)) found.push(match[1] ?? '');
  for (const match of source.matchAll(ATTRIBUTE)) found.push(match[1] ?? '');
  return found;
}

const files = CUSTOMER_VIEWS.flatMap((dir) => tsxFiles(join(ROOT, dir)))
  .map((path) => relative(ROOT, path))
  .filter((path) => !AGENT_ONLY.test(path));

describe('the customer views write no words of their own', () => {
  it.each(files)('%s', (path) => {
    expect(literalsIn(readFileSync(join(ROOT, path), 'utf8'))).toEqual([]);
  });

  it('finds words written into JSX (the check can fail)', () => {
    expect(literalsIn('<h1 id="t">Log in</h1><Field label="Email" />{x}<p>{t.ok}</p>')).toEqual([
      'Log in',
      'Email',
    ]);
  });
});
