import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { generateBook } from '../../sandbox/demo/book.ts';
import { agentParty } from '../../sandbox/demo/builders.ts';
import { ALEX, BEA } from '../../sandbox/demo/people.ts';
import { CaseStore } from '../../sandbox/store/cases.ts';
import { openDb } from '../../sandbox/store/db.ts';
import { transaction } from '../../sandbox/store/sqlite.ts';
import type { StoredCase } from '../../sandbox/store/types.ts';
import { SearchRequest } from '../../src/api/schemas/index.ts';

/**
 * Decision 382: the book's search filters by indexes (a trigram index of the parties' names, a table of
 * tax ids, the book's own columns), never by reading every case, and finds what a plain reading of
 * every case would: checked here against that reading over a generated book.
 */
const dir = mkdtempSync(join(tmpdir(), 'epd-search-indexes-'));
const db = openDb(dir);
const store = new CaseStore(db);
const book: StoredCase[] = generateBook(300_000, 150, ALEX);
transaction(db, () => {
  for (const stored of book) store.save(stored);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const request = (fields: Record<string, unknown>) => v.parse(SearchRequest, { take: 200, ...fields });

/** Every case whose parties' names hold the text, read case by case. */
const byReading = (text: string) =>
  book
    .filter((c) => c.parties.some((p) => p.displayName.toLowerCase().includes(text.toLowerCase())))
    .map((c) => c.caseId)
    .sort();

const searched = (fields: Record<string, unknown>) => {
  const found = store.search(request(fields), { agentNumbers: [ALEX.agentNumber] });
  return { ids: found.cases.map((c) => c.caseId).sort(), total: found.totalCount };
};

describe('a name search finds what reading every case finds', () => {
  for (const text of [
    'Maya',
    'maya stone',
    'ya st',
    'MAYA',
    'a',
    'ia',
    'Pat ',
    'o',
    'xq',
    'ston',
    '"',
    'a"b',
    // Its quote is part of the text: without it, "maya" would find every Maya.
    'ma"ya',
    'Ma*',
    'NEAR',
  ])
    it(`"${text}"`, () => {
      const expected = byReading(text);
      const { ids, total } = searched({ partyName: text });
      expect(ids).toEqual(expected);
      expect(total).toBe(expected.length);
    });
});

describe('a tax id search finds the case holding all of it', () => {
  it('whole, and never a part', () => {
    const taxId = book[17]?.parties[0]?.taxId ?? '';
    expect(searched({ partyTaxId: taxId }).ids).toEqual([book[17]?.caseId]);
    expect(searched({ partyTaxId: taxId.slice(0, 8) }).ids).toEqual([]);
  });

  it('company and delivery method as the cases hold them', () => {
    const annuities = book
      .filter((c) => c.companyCode === 'EPA')
      .map((c) => c.caseId)
      .sort();
    expect(searched({ companyCode: 'EPA' }).ids).toEqual(annuities);
    const method = book[0]?.deliveryMethod.deliveryOrder[0] ?? '';
    const withMethod = book
      .filter((c) => c.deliveryMethod.deliveryOrder.includes(method))
      .map((c) => c.caseId);
    expect(searched({ deliveryMethod: method }).ids).toEqual(withMethod.sort());
  });
});

describe('what the database plans for a search', () => {
  /** The SQL the store prepares while it answers `fields`. */
  function sqlOf(fields: Record<string, unknown>): string[] {
    const seen: string[] = [];
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => {
      seen.push(sql);
      return prepare(sql);
    }) as typeof db.prepare;
    try {
      // A store of its own: one that searched before keeps its statements and prepares none.
      new CaseStore(db).search(request(fields), { agentNumbers: [ALEX.agentNumber] });
    } finally {
      db.prepare = prepare;
    }
    return seen.filter((sql) => sql.includes('FROM book') || sql.includes('book b'));
  }
  const plan = (sql: string) =>
    (
      db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(sql.match(/\?/g) ?? []).map(() => '1')) as {
        detail: string;
      }[]
    ).map((r) => r.detail);

  for (const [what, fields] of [
    ['a name', { partyName: 'chen', skip: 1 }],
    ['two letters of a name', { partyName: 'he', skip: 2 }],
    ['a tax id and a name', { partyName: 'chen', partyTaxId: '300017', skip: 3 }],
    ['a company and a delivery method', { companyCode: 'EPL', deliveryMethod: 'x', skip: 4 }],
  ] as const)
    it(`by ${what}: no case row is read, and no table walked but the book's own index`, () => {
      const statements = sqlOf(fields);
      expect(statements.length).toBeGreaterThan(0);
      for (const sql of statements) {
        expect(sql).not.toMatch(/\bcases\b/);
        const steps = plan(sql);
        // A whole-table walk reads "SCAN <table>" without an index; a name or tax id is searched by key.
        // "SCAN (subquery-N)" walks the rows the indexes gave, as the page's window counts them.
        const walks = steps.filter((s) => /^SCAN (?!.*(INDEX|\bm\b|\(subquery-\d+\)$))/.test(s));
        expect(walks, steps.join('\n')).toEqual([]);
      }
    });
});

describe("the book's order, statuses and policy numbers", () => {
  const found = (fields: Record<string, unknown>) =>
    store.search(request(fields), { agentNumbers: [ALEX.agentNumber] });

  it('breaks ties by case id in the direction of the first sort', () => {
    for (const columnOrder of ['Ascending', 'Descending'] as const) {
      const { cases } = found({ sortFields: [{ columnName: 'LifeCycleStatus', columnOrder }] });
      const ties = cases.flatMap((c, i) => {
        const next = cases[i + 1];
        return next && next.lifeCycleStatus === c.lifeCycleStatus ? [[c.caseId, next.caseId]] : [];
      });
      expect(ties.length).toBeGreaterThan(10);
      for (const [a = '', b = ''] of ties) expect(columnOrder === 'Ascending' ? a < b : a > b).toBe(true);
    }
  });

  it('reads the status Unknown as no status asked', () => {
    const all = found({}).totalCount;
    expect(all).toBe(book.length);
    expect(found({ lifeCycleStatuses: ['Unknown'] }).totalCount).toBe(all);
    const complete = book.filter((c) => c.lifeCycleStatus === 'Complete').length;
    expect(complete).toBeGreaterThan(0);
    expect(found({ lifeCycleStatuses: ['Unknown', 'Complete'] }).totalCount).toBe(complete);
  });

  it("gives a name's total on its first page, a later one and one past its end: every case its pages list", () => {
    // Past the end first: the total is kept from the first search of a name, whose page is then empty.
    const pages = [5, 0, 1, 2, 3, 4].map((page) => found({ partyName: 'chen', take: 7, skip: page * 7 }));
    const listed = new Set(pages.flatMap((p) => p.cases.map((c) => c.caseId)));
    expect(listed.size).toBeGreaterThan(7);
    expect(pages[0]?.cases).toEqual([]);
    for (const page of pages) expect(page.totalCount).toBe(listed.size);
  });

  it('finds a policy number typed in either case', () => {
    const wanted = book[5];
    if (!wanted) throw new Error('the generated book is too short');
    for (const typed of [wanted.policyNumber, wanted.policyNumber.toLowerCase()])
      expect(found({ policyNumber: typed }).cases.map((c) => c.caseId)).toEqual([wanted.caseId]);
  });
});

describe('a search over several agent numbers, and by delivery method', () => {
  const small = mkdtempSync(join(tmpdir(), 'epd-search-indexes-'));
  const smallDb = openDb(small);
  const smallStore = new CaseStore(smallDb);
  // Eight of Alex's cases: two shared with Bea, one delivered through the BGA first.
  const cases = generateBook(400_000, 8, ALEX).map((c, i) => ({
    ...c,
    parties: i < 2 ? [...c.parties, agentParty(c.caseId, BEA, 'Agent')] : c.parties,
    deliveryMethod:
      i === 7 ? { ...c.deliveryMethod, deliveryOrder: ['Bga', 'ConsumerGeneral'] } : c.deliveryMethod,
  }));
  transaction(smallDb, () => {
    for (const stored of cases) smallStore.save(stored);
  });
  afterAll(() => {
    smallDb.close();
    rmSync(small, { recursive: true, force: true });
  });

  it('counts and lists a case in both books once', () => {
    const both = smallStore.search(request({}), { agentNumbers: [ALEX.agentNumber, BEA.agentNumber] });
    expect(both.totalCount).toBe(8);
    expect(both.cases.map((c) => c.caseId).sort()).toEqual(cases.map((c) => c.caseId).sort());
    const bea = smallStore.search(request({}), { agentNumbers: [BEA.agentNumber] });
    expect(bea.cases.map((c) => c.caseId).sort()).toEqual([cases[0]?.caseId, cases[1]?.caseId].sort());
  });

  it('counts a case a name finds in both books once', () => {
    const shared = cases[0]?.parties[0]?.displayName;
    if (!shared) throw new Error('the generated case has no owner');
    const scope = { agentNumbers: [ALEX.agentNumber, BEA.agentNumber] };
    const both = smallStore.search(request({ partyName: shared }), scope);
    const alex = smallStore.search(request({ partyName: shared }), { agentNumbers: [ALEX.agentNumber] });
    expect(both.cases.map((c) => c.caseId)).toContain(cases[0]?.caseId);
    expect(both.totalCount).toBe(alex.totalCount);
    expect(both.totalCount).toBe(both.cases.length);
  });

  it('finds only the cases delivered by the method asked, in any case of letters', () => {
    for (const method of ['Bga', 'bga'])
      expect(
        smallStore
          .search(request({ deliveryMethod: method }), { agentNumbers: [ALEX.agentNumber] })
          .cases.map((c) => c.caseId),
      ).toEqual([cases[7]?.caseId]);
  });
});
