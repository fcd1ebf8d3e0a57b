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
      summary = excluded.summary`);
    this.deleteBookStmt = db.prepare('DELETE FROM book WHERE case_id = ?');
    this.insertBookStmt = db.prepare(`INSERT OR IGNORE INTO book (agent_number, case_id, life_cycle_status,
      status_rank, valid_from, status_date, policy_number, awaits_approval) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
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
    this.upsertStmt.run({
      caseId: stored.caseId,
      policyNumber: stored.policyNumber,
      status: stored.lifeCycleStatus,
      rank,
      validFrom: stored.validFrom,
      statusDate: stored.lastUpdatedOn,
      isAnnuity: stored.isAnnuity ? 1 : 0,
      companyCode: stored.companyCode,
      deliveryMethod: stored.deliveryMethod.deliveryOrder.join(','),
      partyNames: stored.parties.map((p) => p.displayName.toLowerCase()).join('\n'),
      taxIds: stored.parties.map((p) => p.taxId ?? '').join('\n'),
      data: JSON.stringify(stored),
      summary: JSON.stringify(caseSummary(stored)),
    });
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
    let needsCases = false;
    const statuses = request.lifeCycleStatuses.filter((s): s is LifeCycleStatus => s !== 'Unknown');
    if (statuses.length > 0) {
      where.push(`b.life_cycle_status IN (${statuses.map(() => '?').join(',')})`);
      params.push(...statuses);
    }
    // includeApprovalStatus narrows to the cases waiting on the caller's own approval (docs/api.md).
    if (request.includeApprovalStatus) where.push('b.awaits_approval = 1');
    const onCases = (clause: string, value: SQLInputValue) => {
      needsCases = true;
      where.push(clause);
      params.push(value);
    };
    if (request.companyCode) onCases('c.company_code = ?', request.companyCode);
    // User text is matched as text (instr), never as a LIKE pattern: % and _ are only themselves.
    // Case-insensitive as LIKE was (ASCII; the stored names are lower case already).
    // The texts are one line each (SearchRequest), so a match cannot span two entries of a list.
    if (request.deliveryMethod)
      onCases(
        `instr(lower(',' || c.delivery_method || ','), ?) > 0`,
        `,${request.deliveryMethod.toLowerCase()},`,
      );
    if (request.partyTaxId) onCases(`instr('\n' || c.tax_ids || '\n', ?) > 0`, `\n${request.partyTaxId}\n`);
    if (request.partyName) onCases('instr(c.party_names, ?) > 0', request.partyName.toLowerCase());
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
    const from = needsCases ? 'book b JOIN cases c ON c.case_id = b.case_id' : 'book b';
    const whereSql = `WHERE ${where.join(' AND ')}`;
    const order = request.sortFields.map(
      (f) => `${SORT_COLUMNS[f.columnName]} ${f.columnOrder === 'Descending' ? 'DESC' : 'ASC'}`,
    );
    // With no sort asked, the cases waiting on the caller's own approval come first, then the latest
    // updated (issue 21: the list an agent arrives at answers "what needs me?").
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
      'DELETE FROM book; DELETE FROM case_emails; DELETE FROM cases; DELETE FROM payment_submissions;',
    );
  }
}
