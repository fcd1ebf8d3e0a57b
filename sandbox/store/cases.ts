import { agentMay } from '../../machines/agentActions.ts';
import { LIFE_CYCLE_STATUSES } from '../../src/api/schemas/enums.ts';
import type { ParsedSearchRequest } from '../../src/api/schemas/index.ts';
import { deepFreeze } from '../deepFreeze.ts';
import { BookQuery, type SearchResult, type SearchScope } from '../search/bookQuery.ts';
import { caseSummary } from '../views.ts';
import type { Db } from './db.ts';
import { ReadCache } from './readCache.ts';
import { pluck } from './sqlite.ts';
import type { StoredCase } from './types.ts';

type CaseRow = {
  case_id: string;
  data: string;
};

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

/** Cases kept at most between two writes. */
const MAX_KEPT = 1000;

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
  /**
   * Cases read to answer, not to change (a case read), frozen and kept until cases are written: by
   * this store (`writes`) or by another connection to the data dir, such as `npm run sandbox -- reset`
   * (PRAGMA data_version moves).
   */
  private readonly reads = new ReadCache<StoredCase | null>(MAX_KEPT);
  /** The search over this connection; the sandbox's own searches run in a thread (search/searchWorker.ts). */
  private readonly query;
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
    this.query = new BookQuery(db);
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

  /** The state of the stored cases: it moves with every write, from this store or any other connection. */
  private validity(): string {
    return `${this.writes}:${String(this.dataVersionStmt.get())}`;
  }

  /** The book-of-business search (search/bookQuery.ts), on this store's connection: its cases and total. */
  search(request: ParsedSearchRequest, scope: SearchScope): SearchResult {
    return JSON.parse(this.query.search(request, scope, this.validity()).json) as SearchResult;
  }

  clearAll(): void {
    this.writes += 1;
    this.db.exec(
      'DELETE FROM book; DELETE FROM case_emails; DELETE FROM case_names; DELETE FROM case_name_pieces;' +
        ' DELETE FROM case_tax_ids; DELETE FROM cases; DELETE FROM payment_submissions;',
    );
  }
}
