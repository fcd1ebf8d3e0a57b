import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CaseStore } from '../../sandbox/store/cases.ts';
import { openDb } from '../../sandbox/store/db.ts';
import { transaction } from '../../sandbox/store/sqlite.ts';
import { answerDigests, answerRequests, answersBook } from '../support/searchAnswers.ts';

/**
 * Decision 410: the search reads the page and counts its matches in fewer, cheaper statements, and
 * answers exactly as the search of decision 382 did. search-answers.before.json holds that search's
 * answers (their SHA-256) over the same generated book, taken before the change.
 */
const before = JSON.parse(
  readFileSync(join(import.meta.dirname, 'search-answers.before.json'), 'utf8'),
) as Record<string, string>;

const dir = mkdtempSync(join(tmpdir(), 'epd-search-answers-'));
const db = openDb(dir);
const store = new CaseStore(db);
transaction(db, () => {
  for (const stored of answersBook()) store.save(stored);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the search answers as it did before (decision 410)', () => {
  it('asks every request the answers were taken for', () => {
    expect(answerRequests().map((r) => JSON.stringify(r))).toEqual(Object.keys(before));
  });

  it('gives the same cases, in the same order, and the same totals, for every request', () => {
    const now = answerDigests(store);
    const changed = Object.keys(before).filter((request) => now[request] !== before[request]);
    expect(changed).toEqual([]);
  });

  it('answers again the same after a case moves and comes back (its rows written anew)', () => {
    const [first] = answersBook();
    if (!first) throw new Error('no generated case');
    store.save({ ...first, lifeCycleStatus: 'Complete' });
    expect(answerDigests(store)).not.toEqual(before);
    store.save(first);
    expect(answerDigests(store)).toEqual(before);
  });
});
