import { LIFE_CYCLE_STATUSES, type LifeCycleStatus } from '../../src/api/schemas/enums.ts';
import type { ParsedSearchRequest } from '../../src/api/schemas/index.ts';
import type { Db } from './db.ts';
import type { StoredCase } from './types.ts';

interface CaseRow {
  data: string;
}

const SORT_COLUMNS = {
  ValidFrom: 'valid_from',
  LifeCycleStatus: 'status_rank',
  PolicyNumber: 'policy_number',
} as const;

export interface SearchScope {
  agentNumbers: string[];
}

/** Reads and writes cases; the JSON document is the truth, the columns are kept for search. */
export class CaseStore {
  private readonly getStmt;
  private readonly upsertStmt;
  private readonly deleteAgentsStmt;
  private readonly insertAgentStmt;
  private readonly deleteEmailsStmt;
  private readonly insertEmailStmt;
  private readonly byEmailStmt;

  constructor(private readonly db: Db) {
    this.getStmt = db.prepare('SELECT data FROM cases WHERE case_id = ?');
    this.upsertStmt = db.prepare(`INSERT INTO cases (case_id, policy_number, life_cycle_status, status_rank,
      valid_from, status_date, is_annuity, company_code, delivery_method, party_names, tax_ids, data)
      VALUES (@caseId, @policyNumber, @status, @rank, @validFrom, @statusDate, @isAnnuity, @companyCode,
      @deliveryMethod, @partyNames, @taxIds, @data)
      ON CONFLICT (case_id) DO UPDATE SET policy_number = excluded.policy_number,
      life_cycle_status = excluded.life_cycle_status, status_rank = excluded.status_rank,
      valid_from = excluded.valid_from, status_date = excluded.status_date, is_annuity = excluded.is_annuity,
      company_code = excluded.company_code, delivery_method = excluded.delivery_method,
      party_names = excluded.party_names, tax_ids = excluded.tax_ids, data = excluded.data`);
    this.deleteAgentsStmt = db.prepare('DELETE FROM case_agents WHERE case_id = ?');
    this.insertAgentStmt = db.prepare(
      'INSERT OR IGNORE INTO case_agents (agent_number, case_id) VALUES (?, ?)',
    );
    this.deleteEmailsStmt = db.prepare('DELETE FROM case_emails WHERE case_id = ?');
    this.insertEmailStmt = db.prepare('INSERT OR IGNORE INTO case_emails (email, case_id) VALUES (?, ?)');
    this.byEmailStmt = db.prepare(
      'SELECT c.data FROM case_emails e JOIN cases c ON c.case_id = e.case_id WHERE e.email = ? ORDER BY c.case_id',
    );
  }

  get(caseId: string): StoredCase | null {
    const row = this.getStmt.get(caseId) as CaseRow | undefined;
    return row ? (JSON.parse(row.data) as StoredCase) : null;
  }

  save(stored: StoredCase): void {
    this.upsertStmt.run({
      caseId: stored.caseId,
      policyNumber: stored.policyNumber,
      status: stored.lifeCycleStatus,
      rank: LIFE_CYCLE_STATUSES.indexOf(stored.lifeCycleStatus),
      validFrom: stored.validFrom,
      statusDate: stored.lastUpdatedOn,
      isAnnuity: stored.isAnnuity ? 1 : 0,
      companyCode: stored.companyCode,
      deliveryMethod: stored.deliveryMethod.deliveryOrder.join(','),
      partyNames: stored.parties.map((p) => p.displayName.toLowerCase()).join('\n'),
      taxIds: stored.parties.map((p) => p.taxId ?? '').join('\n'),
      data: JSON.stringify(stored),
    });
    this.deleteAgentsStmt.run(stored.caseId);
    for (const party of stored.parties) {
      if (party.agentNumber) this.insertAgentStmt.run(party.agentNumber, stored.caseId);
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

  /** The book-of-business search: every field of the request, its sort fields and paging. */
  search(request: ParsedSearchRequest, scope: SearchScope): { cases: StoredCase[]; totalCount: number } {
    const where: string[] = [];
    const params: unknown[] = [];
    where.push(
      `EXISTS (SELECT 1 FROM case_agents a WHERE a.case_id = cases.case_id AND a.agent_number IN (${scope.agentNumbers
        .map(() => '?')
        .join(',')}))`,
    );
    params.push(...scope.agentNumbers);
    const statuses = request.lifeCycleStatuses.filter((s): s is LifeCycleStatus => s !== 'Unknown');
    if (statuses.length > 0) {
      where.push(`life_cycle_status IN (${statuses.map(() => '?').join(',')})`);
      params.push(...statuses);
    }
    if (!request.includeApprovalStatus && !statuses.includes('WaitingApproval')) {
      where.push(`life_cycle_status <> 'WaitingApproval'`);
    }
    if (request.companyCode) {
      where.push('company_code = ?');
      params.push(request.companyCode);
    }
    if (request.deliveryMethod) {
      where.push(`(',' || delivery_method || ',') LIKE ?`);
      params.push(`%,${request.deliveryMethod},%`);
    }
    if (request.partyTaxId) {
      where.push(`('\n' || tax_ids || '\n') LIKE ?`);
      params.push(`%\n${request.partyTaxId}\n%`);
    }
    if (request.policyNumber) {
      where.push('policy_number LIKE ?');
      params.push(`%${request.policyNumber}%`);
    }
    if (request.partyName) {
      where.push('party_names LIKE ?');
      params.push(`%${request.partyName.toLowerCase()}%`);
    }
    if (request.validFrom) {
      where.push('valid_from >= ?');
      params.push(request.validFrom);
    }
    if (request.validTo) {
      where.push('valid_from <= ?');
      params.push(request.validTo);
    }
    const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const order = request.sortFields.map(
      (f) => `${SORT_COLUMNS[f.columnName]} ${f.columnOrder === 'Descending' ? 'DESC' : 'ASC'}`,
    );
    if (order.length === 0) order.push('status_date DESC');
    order.push('case_id ASC');
    const total = this.db.prepare(`SELECT COUNT(*) AS n FROM cases ${whereSql}`).get(...params) as {
      n: number;
    };
    const rows = this.db
      .prepare(`SELECT data FROM cases ${whereSql} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`)
      .all(...params, request.take, request.skip) as CaseRow[];
    return { cases: rows.map((r) => JSON.parse(r.data) as StoredCase), totalCount: total.n };
  }

  clearAll(): void {
    this.db.exec(
      'DELETE FROM case_agents; DELETE FROM case_emails; DELETE FROM cases; DELETE FROM payment_submissions;',
    );
  }
}
