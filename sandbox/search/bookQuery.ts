import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { LifeCycleStatus } from '../../src/api/schemas/enums.ts';
import type { CaseSummary, ParsedSearchRequest } from '../../src/api/schemas/index.ts';
import { ReadCache } from '../store/readCache.ts';

// Loaded by the search's worker thread too (searchThread.ts), by Node's own type stripping: only
// syntax that strips to JavaScript here, and only `import type` of modules that hold more (decision 415).

type PageRow = {
  case_id: string;
  total: number;
};

type SummaryRow = {
  case_id: string;
  summary: string;
};

const SORT_COLUMNS = {
  ValidFrom: 'b.valid_from',
  LifeCycleStatus: 'b.status_rank',
  PolicyNumber: 'b.policy_number',
} as const;

/**
 * The cases whose parties' names hold the (lower-case) text `?`. Three characters or more are looked up
 * in the trigram index; shorter texts, which have no trigram, in the table of the names' one- and
 * two-character pieces. Either way the text is only itself: never a LIKE pattern or a query operator.
 */
function nameMatch(text: string): { sql: string; param: string } {
  const lower = text.toLowerCase();
  return [...lower].length >= 3
    ? // One quoted phrase: FTS5 reads nothing in it as an operator.
      {
        sql: 'SELECT rowid AS case_rowid FROM case_names WHERE names MATCH ?',
        param: `"${lower.replaceAll('"', '""')}"`,
      }
    : { sql: 'SELECT case_rowid FROM case_name_pieces WHERE piece = ?', param: lower };
}

export interface SearchScope {
  agentNumbers: string[];
}

export interface SearchResult {
  cases: CaseSummary[];
  totalCount: number;
}

/**
 * A search's answer as the API sends it: the JSON of a SearchResult, written from the summaries as
 * stored (each is JSON.stringify's), never parsed and written again; and its total.
 */
export interface SearchPage {
  json: string;
  totalCount: number;
}

const SUMMARIES_SQL = 'SELECT case_id, summary FROM cases WHERE case_id IN (SELECT value FROM json_each(?))';

/** Answers and totals kept at most between two writes. */
const MAX_KEPT = 1000;

/**
 * The book-of-business search over one connection: every field of the request, its sort fields and
 * paging. Read-only: the tables it reads are written by CaseStore (store/cases.ts).
 */
export class BookQuery {
  private readonly db: DatabaseSync;
  /** Searches build their SQL from the request's shape; each shape is compiled once. */
  private readonly statements = new Map<string, StatementSync>();
  /**
   * Searches' answers, and totals by their SQL and values (paging through a book counts it once).
   * Counting a 10,000-case book costs more than the rest of a search; both change only when cases are
   * written, which the caller's `validity` names.
   */
  private readonly answers = new ReadCache<SearchPage>(MAX_KEPT);
  private readonly counts = new ReadCache<number>(MAX_KEPT);

  // Nothing is compiled before the first search: a connection may be opened before the tables are made.
  constructor(db: DatabaseSync) {
    this.db = db;
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** `validity` names the state of the stored cases: it must move with every write. */
  search(request: ParsedSearchRequest, scope: SearchScope, validity: string): SearchPage {
    return this.answers.get(validity, JSON.stringify([scope, request]), () =>
      this.searchNow(request, scope, validity),
    );
  }

  private searchNow(request: ParsedSearchRequest, scope: SearchScope, validity: string): SearchPage {
    const where: string[] = [`b.agent_number IN (${scope.agentNumbers.map(() => '?').join(',')})`];
    const params: SQLInputValue[] = [...scope.agentNumbers];
    const statuses = request.lifeCycleStatuses.filter((s): s is LifeCycleStatus => s !== 'Unknown');
    if (statuses.length > 0) {
      where.push(`b.life_cycle_status IN (${statuses.map(() => '?').join(',')})`);
      params.push(...statuses);
    }
    // includeApprovalStatus narrows to the cases waiting on the caller's own approval (docs/api.md).
    if (request.includeApprovalStatus) where.push('b.awaits_approval = 1');
    // Every filter reads the book's own columns or an index (decision 382): a search never walks the
    // cases themselves, whose rows hold the whole case.
    if (request.companyCode) {
      where.push('b.company_code = ?');
      params.push(request.companyCode);
    }
    // User text is matched as text (instr), never as a LIKE pattern: % and _ are only themselves.
    // Case-insensitive as LIKE was (ASCII; the stored names are lower case already).
    // The texts are one line each (SearchRequest), so a match cannot span two entries of a list.
    if (request.deliveryMethod) {
      where.push(`instr(lower(',' || b.delivery_method || ','), ?) > 0`);
      params.push(`,${request.deliveryMethod.toLowerCase()},`);
    }
    // A name or tax id names few cases: they are found in their index first (as rowids of cases, which
    // the indexes answer without reading a stored row), then looked up in the book, rather than the
    // whole book walked in its sort order and each case tried against them (decisions 382, 410).
    const narrowing: string[] = [];
    const narrowingParams: SQLInputValue[] = [];
    if (request.partyTaxId) {
      narrowing.push('SELECT case_rowid FROM case_tax_ids WHERE tax_id = ?');
      narrowingParams.push(request.partyTaxId);
    }
    if (request.partyName) {
      const match = nameMatch(request.partyName);
      narrowing.push(match.sql);
      narrowingParams.push(match.param);
    }
    if (request.policyNumber) {
      where.push('instr(lower(b.policy_number), ?) > 0');
      params.push(request.policyNumber.toLowerCase());
    }
    if (request.validFrom) {
      where.push('b.valid_from >= ?');
      params.push(request.validFrom);
    }
    if (request.validTo) {
      where.push('b.valid_from <= ?');
      params.push(request.validTo);
    }
    const from =
      narrowing.length === 0
        ? 'book b'
        : // Named: the planner would rather walk the agent's whole book by its primary key.
          `(${narrowing.join(' INTERSECT ')}) m CROSS JOIN book b INDEXED BY book_by_case_rowid ON b.case_rowid = m.case_rowid`;
    params.unshift(...narrowingParams);
    const whereSql = `WHERE ${where.join(' AND ')}`;
    const order = request.sortFields.map(
      (f) => `${SORT_COLUMNS[f.columnName]} ${f.columnOrder === 'Descending' ? 'DESC' : 'ASC'}`,
    );
    // With no sort asked, the cases waiting on the caller's own approval come first, then the latest
    // updated (the list an agent arrives at answers "what needs me?").
    if (order.length === 0) order.push('b.awaits_approval DESC', 'b.status_date DESC');
    // Ties follow the first sort's direction, so one index serves the whole order.
    order.push(`b.case_id ${order[0]?.endsWith('DESC') ? 'DESC' : 'ASC'}`);
    // With several agent numbers a case may be in the book more than once.
    const distinct = scope.agentNumbers.length > 1 ? 'DISTINCT ' : '';
    const countSql = `SELECT COUNT(${distinct}b.case_id) AS n FROM ${from} ${whereSql}`;
    const count = () => (this.statement(countSql).get(...params) as { n: number }).n;
    const pageEnd = `FROM ${from} ${whereSql} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`;
    let counted: PageRow[] | undefined;
    const totalCount = this.counts.get(validity, `${countSql}\n${JSON.stringify(params)}`, () => {
      // Only a name or tax id's matches are sorted whole for their page: a page in an index's order
      // stops after its rows, where a window would walk the whole book (15 ms against 1.4 for a count
      // over 10,000 cases). A window over one agent's book counts each case once.
      if (narrowing.length === 0 || distinct) return count();
      // The page and its total from one walk of the matches, rather than a count walking them again:
      // about a third less of a new search's time. An empty page (past the end) says nothing of it.
      counted = this.statement(`SELECT b.case_id, COUNT(*) OVER () AS total ${pageEnd}`).all(
        ...params,
        request.take,
        request.skip,
      ) as PageRow[];
      return counted[0]?.total ?? count();
    });
    // The page's ids from the book's indexes alone; the skipped rows never touch a case.
    const ids =
      counted ??
      (this.statement(`SELECT ${distinct}b.case_id ${pageEnd}`).all(
        ...params,
        request.take,
        request.skip,
      ) as {
        case_id: string;
      }[]);
    const found = new Map(
      (this.statement(SUMMARIES_SQL).all(JSON.stringify(ids.map((r) => r.case_id))) as SummaryRow[]).map(
        (r) => [r.case_id, r.summary],
      ),
    );
    const summaries = ids.flatMap(({ case_id }) => {
      const summary = found.get(case_id);
      return summary === undefined ? [] : [summary];
    });
    // The bytes JSON.stringify({ cases, totalCount }) writes, without the objects: a search thread that
    // parsed every summary to write it again made most of its garbage, and its full collections held
    // searches back (docs/benchmarks.md, "Answers written as stored").
    return { json: `{"cases":[${summaries.join(',')}],"totalCount":${totalCount}}`, totalCount };
  }
}
