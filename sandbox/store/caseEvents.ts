import { createHash } from 'node:crypto';
import type { CallName } from '../../src/api/contract.ts';
import type { Db } from './db.ts';
import { pluck } from './sqlite.ts';

/** What a handler says happened to a case; the log adds the time, the statuses and the hashes. */
export interface CaseEventInput {
  /** SPEC's name of the call that changed the case (docs/api.md), e.g. 'acceptCase'. */
  call: CallName;
  /** The party of the case who acted (a customer's or an agent's party id). */
  by: string;
  documentId?: string;
  /** The name typed as the signature of an acceptance (decision 220). */
  typedName?: string;
  /** The SHA-256 of the marked pages a question or change request carried (decision 285). */
  attachmentSha256?: string;
}

export interface CaseEvent extends CaseEventInput {
  seq: number;
  caseId: string;
  at: string;
  statusBefore: string;
  statusAfter: string;
  /** The hash of the case's previous event (GENESIS for its first). */
  previousHash: string;
  hash: string;
}

export type ChainCheck =
  | { intact: true; lastHash: string; events: number }
  | { intact: false; brokenAt: number };

/** The calls that serve documents' bytes: a party's first of them on a document is its opening. */
export const DOCUMENT_READS = [
  'documents',
  'documentsWithSigned',
  'documentsOnlySignedPolicy',
] as const satisfies readonly CallName[];

/** The hash a case's first event follows. */
export const GENESIS = '0'.repeat(64);

type Row = {
  seq: number;
  case_id: string;
  at: string;
  call: string;
  by_party: string;
  document_id: string | null;
  status_before: string;
  status_after: string;
  previous_hash: string;
  hash: string;
  typed_name: string | null;
  attachment_sha256: string | null;
};

/** Everything an event's hash covers, in a fixed order: a changed field or a reordered event shows. */
function hashOf(previousHash: string, e: Omit<CaseEvent, 'hash' | 'previousHash'>): string {
  const fields: unknown[] = [
    e.seq,
    e.caseId,
    e.at,
    e.call,
    e.by,
    e.documentId ?? null,
    e.statusBefore,
    e.statusAfter,
  ];
  // A signature's typed name is covered too; events without one hash as they always did.
  if (e.typedName !== undefined) fields.push(e.typedName);
  // Named, so an attachment's hash can never read as a typed name.
  if (e.attachmentSha256 !== undefined) fields.push({ attachmentSha256: e.attachmentSha256 });
  return createHash('sha256')
    .update(`${previousHash}\n${JSON.stringify(fields)}`)
    .digest('hex');
}

const toEvent = (r: Row): CaseEvent => ({
  seq: r.seq,
  caseId: r.case_id,
  at: r.at,
  call: r.call as CallName,
  by: r.by_party,
  ...(r.document_id === null ? {} : { documentId: r.document_id }),
  ...(r.typed_name === null ? {} : { typedName: r.typed_name }),
  ...(r.attachment_sha256 === null ? {} : { attachmentSha256: r.attachment_sha256 }),
  statusBefore: r.status_before,
  statusAfter: r.status_after,
  previousHash: r.previous_hash,
  hash: r.hash,
});

/**
 * Each case's events, appended in the transaction that changes the case, each carrying the hash of
 * the one before (decision 210): an event edited, removed or reordered afterwards breaks the chain.
 */
export class CaseEvents {
  private readonly appendStmt;
  private readonly lastStmt;
  private readonly listStmt;
  private readonly openedStmt;
  private readonly loggedStmt;
  private readonly headStmt;
  private readonly putHeadStmt;
  private readonly afterStmt;

  constructor(private readonly db: Db) {
    this.loggedStmt = pluck(
      db.prepare(
        'SELECT 1 FROM case_events WHERE case_id = ? AND by_party = ? AND call = ? AND document_id IS ? LIMIT 1',
      ),
    );
    this.headStmt = db.prepare('SELECT seq, hash, events FROM case_chain_heads WHERE case_id = ?');
    this.putHeadStmt = db.prepare(
      'INSERT OR REPLACE INTO case_chain_heads (case_id, seq, hash, events) VALUES (?, ?, ?, ?)',
    );
    this.afterStmt = db.prepare('SELECT * FROM case_events WHERE case_id = ? AND seq > ? ORDER BY seq');
    this.openedStmt = pluck(
      db.prepare(
        `SELECT 1 FROM case_events WHERE case_id = ? AND by_party = ? AND document_id = ?
         AND call IN (${DOCUMENT_READS.map(() => '?').join(',')}) LIMIT 1`,
      ),
    );
    this.appendStmt = db.prepare(
      `INSERT INTO case_events (seq, case_id, at, call, by_party, document_id, status_before, status_after, previous_hash, hash, typed_name, attachment_sha256)
       VALUES (@seq, @case_id, @at, @call, @by_party, @document_id, @status_before, @status_after, @previous_hash, @hash, @typed_name, @attachment_sha256)`,
    );
    this.lastStmt = pluck<string>(
      db.prepare('SELECT hash FROM case_events WHERE case_id = ? ORDER BY seq DESC LIMIT 1'),
    );
    this.listStmt = db.prepare('SELECT * FROM case_events WHERE case_id = ? ORDER BY seq');
  }

  append(
    caseId: string,
    at: string,
    input: CaseEventInput,
    status: { before: string; after: string },
  ): CaseEvent {
    const seq =
      pluck<number>(this.db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 FROM case_events')).get() ?? 1;
    const previousHash = this.lastStmt.get(caseId) ?? GENESIS;
    const fields = { seq, caseId, at, ...input, statusBefore: status.before, statusAfter: status.after };
    const event: CaseEvent = { ...fields, previousHash, hash: hashOf(previousHash, fields) };
    this.appendStmt.run({
      seq,
      case_id: caseId,
      at,
      call: input.call,
      by_party: input.by,
      document_id: input.documentId ?? null,
      status_before: status.before,
      status_after: status.after,
      previous_hash: previousHash,
      hash: event.hash,
      typed_name: input.typedName ?? null,
      attachment_sha256: input.attachmentSha256 ?? null,
    });
    return event;
  }

  /** Whether the party has been served this document's bytes before (decision 231). */
  hasOpened(caseId: string, by: string, documentId: string): boolean {
    return this.openedStmt.get(caseId, by, documentId, ...DOCUMENT_READS) !== undefined;
  }

  /** Whether this party's call (on this document) is in the case's log already. */
  hasLogged(caseId: string, event: CaseEventInput): boolean {
    return this.loggedStmt.get(caseId, event.by, event.call, event.documentId ?? null) !== undefined;
  }

  list(caseId: string): CaseEvent[] {
    return (this.listStmt.all(caseId) as Row[]).map(toEvent);
  }

  /**
   * Recomputes the hashes from the stored fields: the first event that does not match is where it
   * broke. Incremental (decision 383): from the last event verified before, kept in case_chain_heads,
   * which the database itself forgets whenever a logged event is changed or removed (a trigger), so
   * an edit behind the log's back is checked from the start again.
   */
  check(caseId: string): ChainCheck {
    const head = this.headStmt.get(caseId) as { seq: number; hash: string; events: number } | undefined;
    let previousHash = head?.hash ?? GENESIS;
    let count = head?.events ?? 0;
    const events = (this.afterStmt.all(caseId, head?.seq ?? 0) as Row[]).map(toEvent);
    for (const { hash, previousHash: stored, ...fields } of events) {
      if (stored !== previousHash || hashOf(previousHash, fields) !== hash)
        return { intact: false, brokenAt: fields.seq };
      previousHash = hash;
      count += 1;
    }
    const last = events.at(-1);
    if (last) this.putHeadStmt.run(caseId, last.seq, last.hash, count);
    return { intact: true, lastHash: previousHash, events: count };
  }
}
