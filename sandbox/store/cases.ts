import type { SQLInputValue, StatementSync } from 'node:sqlite';
import { agentMay } from '../../machines/agentActions.ts';
import { LIFE_CYCLE_STATUSES, type LifeCycleStatus } from '../../src/api/schemas/enums.ts';
import type { CaseSummary, ParsedSearchRequest } from '../../src/api/schemas/index.ts';
import { deepFreeze } from '../deepFreeze.ts';
import { caseSummary } from '../views.ts';
import type { Db } from './db.ts';
import { ReadCache } from './readCache.ts';
import { pluck } from './sqlite.ts';
import type { StoredCase } from './types.ts';

type CaseRow = {
  case_id: string;
  data: string;
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

/** Every one- and two-character piece of each name (one a line), for texts a trigram cannot find. */
function shortPieces(names: string): Set<string> {
  const pieces = new Set<string>();
  for (const name of names.split('\n')) {
    const chars = [...name];
    chars.forEach((c, i) => {
      pieces.add(c);
      if (i + 1 < chars.length) pieces.add(c + chars[i + 1]);
    });
  }
  return pieces;
}

export interface SearchScope {
  agentNumbers: string[];
}

/** Answers, totals and cases kept at most between two writes. */
const MAX_KEPT = 1000;

export interface SearchResult {
  cases: CaseSummary[];
  totalCount: number;
}

/** Reads and writes cases; the JSON document is the truth, the other columns and tables serve search. */
export class CaseStore {
  private readonly getStmt;
  private readonly upsertStmt;
  private readonly deleteBookStmt;
  private readonly insertBookStmt;
  private readonly deleteEmailsStmt;
  private readonly insertEmailStmt;
  private readonly deleteNamesStmt;
  private readonly insertNamesStmt;
  private readonly deletePiecesStmt;
  private readonly insertPieceStmt;
  private readonly deleteTaxIdsStmt;
  private readonly insertTaxIdStmt;
  private readonly byEmailStmt;
  private readonly dataVersionStmt;
  private readonly summariesStmt;
  /** Searches build their SQL from the request's shape; each shape is compiled once. */
  private readonly statements = new Map<string, StatementSync>();
  /**
   * Searches' answers, and totals by their SQL and values (paging through a book counts it once).
   * Counting a 10,000-case book costs more than the rest of a search, and both change only when
   * cases are written: by this store (`writes`) or by another connection to the data dir, such as
   * `npm run sandbox -- reset` (PRAGMA data_version moves).
   */
  private readonly answers = new ReadCache<SearchResult>(MAX_KEPT);
  /** Cases read to answer, not to change (a case read), frozen and kept on the same terms. */
  private readonly reads = new ReadCache<StoredCase | null>(MAX_KEPT);
  private readonly counts = new ReadCache<number>(MAX_KEPT);
  private writes = 0;

  constructor(private readonly db: Db) {
    this.getStmt = db.prepare('SELECT case_id, data FROM cases WHERE case_id = ?');
    this.upsertStmt = db.prepare(`INSERT INTO cases (case_id, policy_number, life_cycle_status, status_rank,
      valid_from, status_date, is_annuity, company_code, delivery_method, party_names, tax_ids, data,
      summary) VALUES (@caseId, @policyNumber, @status, @rank, @validFrom, @statusDate, @isAnnuity,
      @companyCode, @deliveryMethod, @partyNames, @taxIds, @data, @summary)
      ON CONFLICT (case_id) DO UPDATE SET policy_number = excluded.policy_number,
      life_cycle_status = excluded.life_cycle_status, status_rank = excluded.status_rank,
      valid_from = excluded.valid_from, status_date = excluded.status_date, is_annuity = excluded.is_annuity,
      company_code = excluded.company_code, delivery_method = excluded.delivery_method,
      party_names = excluded.party_names, tax_ids = excluded.tax_ids, data = excluded.data,
      summary = excluded.summary RETURNING rowid`);
    this.deleteBookStmt = db.prepare('DELETE FROM book WHERE case_id = ?');
    this.insertBookStmt = db.prepare(`INSERT OR IGNORE INTO book (agent_number, case_id, life_cycle_status,
      status_rank, valid_from, status_date, policy_number, awaits_approval, company_code, delivery_method,
      case_rowid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.deleteNamesStmt = db.prepare('DELETE FROM case_names WHERE rowid = ?');
    this.insertNamesStmt = db.prepare('INSERT INTO case_names (rowid, names) VALUES (?, ?)');
    this.deletePiecesStmt = db.prepare('DELETE FROM case_name_pieces WHERE case_rowid = ?');
    this.insertPieceStmt = db.prepare(
      'INSERT OR IGNORE INTO case_name_pieces (piece, case_rowid) VALUES (?, ?)',
    );
    this.deleteTaxIdsStmt = db.prepare('DELETE FROM case_tax_ids WHERE case_rowid = ?');
    this.insertTaxIdStmt = db.prepare(
      'INSERT OR IGNORE INTO case_tax_ids (tax_id, case_rowid) VALUES (?, ?)',
    );
    this.deleteEmailsStmt = db.prepare('DELETE FROM case_emails WHERE case_id = ?');
    this.insertEmailStmt = db.prepare('INSERT OR IGNORE INTO case_emails (email, case_id) VALUES (?, ?)');
    this.dataVersionStmt = pluck<number>(db.prepare('PRAGMA data_version'));
    this.summariesStmt = db.prepare(
      'SELECT case_id, summary FROM cases WHERE case_id IN (SELECT value FROM json_each(?))',
    );
    this.byEmailStmt = db.prepare(
      'SELECT c.case_id, c.data FROM case_emails e JOIN cases c ON c.case_id = e.case_id WHERE e.email = ? ORDER BY c.case_id',
    );
  }

  get(caseId: string): StoredCase | null {
    const row = this.getStmt.get(caseId) as CaseRow | undefined;
    return row ? (JSON.parse(row.data) as StoredCase) : null;
  }

  /**
   * The case to read, not to change: the same frozen object for every caller until a case is
   * written. A handler that changes a case loads it with `get` (or `mutateCase`).
   */
  read(caseId: string): StoredCase | null {
    return this.reads.get(this.validity(), caseId, () => deepFreeze(this.get(caseId)));
  }

  save(stored: StoredCase): void {
    this.writes += 1;
    const rank = LIFE_CYCLE_STATUSES.indexOf(stored.lifeCycleStatus);
    const deliveryMethod = stored.deliveryMethod.deliveryOrder.join(',');
    const partyNames = stored.parties.map((p) => p.displayName.toLowerCase()).join('\n');
    const { rowid } = this.upsertStmt.get({
      caseId: stored.caseId,
      policyNumber: stored.policyNumber,
      status: stored.lifeCycleStatus,
      rank,
      validFrom: stored.validFrom,
      statusDate: stored.lastUpdatedOn,
      isAnnuity: stored.isAnnuity ? 1 : 0,
      companyCode: stored.companyCode,
      deliveryMethod,
      partyNames,
      taxIds: stored.parties.map((p) => p.taxId ?? '').join('\n'),
      data: JSON.stringify(stored),
      summary: JSON.stringify(caseSummary(stored)),
    }) as { rowid: number | bigint };
    this.deleteNamesStmt.run(rowid);
    this.insertNamesStmt.run(rowid, partyNames);
    this.deletePiecesStmt.run(rowid);
    for (const piece of shortPieces(partyNames)) this.insertPieceStmt.run(piece, rowid);
    this.deleteTaxIdsStmt.run(rowid);
    for (const party of stored.parties) if (party.taxId) this.insertTaxIdStmt.run(party.taxId, rowid);
    this.deleteBookStmt.run(stored.caseId);
    for (const party of stored.parties) {
      if (!party.agentNumber) continue;
      // Waiting on this agent: the agent may release it now (machines/agentActions, decision 080).
      const awaits = agentMay('release', {
        status: stored.lifeCycleStatus,
        isAnnuity: stored.isAnnuity,
        approvals: stored.approvals,
        actor: { partyIds: [party.id], roles: party.roles },
      });
      this.insertBookStmt.run(
        party.agentNumber,
        stored.caseId,
        stored.lifeCycleStatus,
        rank,
        stored.validFrom,
        stored.lastUpdatedOn,
        stored.policyNumber,
        awaits ? 1 : 0,
        stored.companyCode,
        deliveryMethod,
        rowid,
      );
    }
    this.deleteEmailsStmt.run(stored.caseId);
    for (const party of stored.parties) {
      if (party.emailAddress && !party.agentNumber)
        this.insertEmailStmt.run(party.emailAddress.toLowerCase(), stored.caseId);
    }
  }

  /** Cases where the e-mail belongs to a customer party. */
  forEmail(email: string): StoredCase[] {
    return (this.byEmailStmt.all(email.toLowerCase()) as CaseRow[]).map(
      (r) => JSON.parse(r.data) as StoredCase,
    );
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** The state of the stored cases: it moves with every write, from this store or any other connection. */
  private validity(): string {
    return `${this.writes}:${String(this.dataVersionStmt.get())}`;
  }

  /** The book-of-business search: every field of the request, its sort fields and paging. */
  search(request: ParsedSearchRequest, scope: SearchScope): SearchResult {
    const validity = this.validity();
    return this.answers.get(validity, JSON.stringify([scope, request]), () =>
      this.searchNow(request, scope, validity),
    );
  }

  private searchNow(request: ParsedSearchRequest, scope: SearchScope, validity: string): SearchResult {
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
    const totalCount = this.counts.get(
      validity,
      `${countSql}\n${JSON.stringify(params)}`,
      () => (this.statement(countSql).get(...params) as { n: number }).n,
    );
    // The page's ids first, from the book's indexes alone; the skipped rows never touch a case.
    const ids = this.statement(
      `SELECT ${distinct}b.case_id FROM ${from} ${whereSql} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`,
    ).all(...params, request.take, request.skip) as { case_id: string }[];
    const found = new Map(
      (this.summariesStmt.all(JSON.stringify(ids.map((r) => r.case_id))) as SummaryRow[]).map((r) => [
        r.case_id,
        r.summary,
      ]),
    );
    const summaries = ids.flatMap(({ case_id }) => {
      const summary = found.get(case_id);
      return summary === undefined ? [] : [JSON.parse(summary) as CaseSummary];
    });
    return { cases: summaries, totalCount };
  }

  clearAll(): void {
    this.writes += 1;
    this.db.exec(
      'DELETE FROM book; DELETE FROM case_emails; DELETE FROM case_names; DELETE FROM case_name_pieces;' +
        ' DELETE FROM case_tax_ids; DELETE FROM cases; DELETE FROM payment_submissions;',
    );
  }
}
