import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DECISIONS = resolve(import.meta.dirname, '../../docs/decisions');
const RECORD = /^\d{3}-.+\.md$/;
/** 'Status: Accepted' (with what it amends or what later amends it), or 'Status: Superseded by NNN'. */
const STATUS = /^Status: (Accepted|Superseded by \[?\d{3})/m;

function records(): string[] {
  return readdirSync(DECISIONS)
    .filter((f) => RECORD.test(f) && !f.startsWith('000-'))
    .sort();
}

describe('decision records', () => {
  it('each says its status: Accepted, or Superseded by the record that replaces it', () => {
    const files = records();
    expect(files.length).toBeGreaterThan(100);
    const without = files.filter((f) => !STATUS.test(readFileSync(join(DECISIONS, f), 'utf8')));
    expect(without).toEqual([]);
  });

  it('each is listed in the index, and the index lists no record that is not there', () => {
    const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
    const linked = new Set([...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => String(m[1])));
    expect(records().filter((f) => !linked.has(f))).toEqual([]);
    const present = new Set(readdirSync(DECISIONS));
    expect([...linked].filter((f) => !present.has(f))).toEqual([]);
  });

  it('numbers are not used twice', () => {
    const numbers = records().map((f) => f.slice(0, 3));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });
});
