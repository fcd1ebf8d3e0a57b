import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { narrowDbFiles, prepareDataDir, readKeyFile, writeKeyFile } from './dataFiles.ts';
import { openDatabase, pluck } from './sqlite.ts';

export type Db = DatabaseSync;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS users (
  email TEXT PRIMARY KEY, given_name TEXT NOT NULL, family_name TEXT NOT NULL,
  salt TEXT NOT NULL, password_hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS agents (
  agent_number TEXT PRIMARY KEY, given_name TEXT NOT NULL, family_name TEXT NOT NULL, email TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS cases (
  case_id TEXT PRIMARY KEY, policy_number TEXT NOT NULL, life_cycle_status TEXT NOT NULL,
  status_rank INTEGER NOT NULL, valid_from TEXT NOT NULL, status_date TEXT NOT NULL,
  is_annuity INTEGER NOT NULL, company_code TEXT NOT NULL, delivery_method TEXT NOT NULL,
  party_names TEXT NOT NULL, tax_ids TEXT NOT NULL, data TEXT NOT NULL,
  -- The case as a search lists it (views.ts caseSummary), so a page of results parses no whole case.
  summary TEXT NOT NULL
);
-- One row per case and agent number: the book of business, with the columns searches filter and sort
-- on, so a search reads an index range instead of every case.
CREATE TABLE IF NOT EXISTS book (
  agent_number TEXT NOT NULL, case_id TEXT NOT NULL, life_cycle_status TEXT NOT NULL,
  status_rank INTEGER NOT NULL, valid_from TEXT NOT NULL, status_date TEXT NOT NULL,
  policy_number TEXT NOT NULL, awaits_approval INTEGER NOT NULL, company_code TEXT NOT NULL,
  delivery_method TEXT NOT NULL,
  -- The case's rowid in cases: the name, piece and tax id indexes name cases by it (decision 410).
  case_rowid INTEGER NOT NULL,
  PRIMARY KEY (agent_number, case_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS book_by_case ON book (case_id);
-- A name's or tax id's cases looked up in the book: every column a search filters or sorts on, so the
-- page and the count are read from this index alone (decision 410).
CREATE INDEX IF NOT EXISTS book_by_case_rowid ON book (case_rowid, agent_number, valid_from, status_date,
  status_rank, policy_number, awaits_approval, life_cycle_status, company_code, delivery_method);
CREATE INDEX IF NOT EXISTS book_by_status ON book (agent_number, life_cycle_status, valid_from, case_id);
CREATE INDEX IF NOT EXISTS book_by_valid_from ON book (agent_number, valid_from, case_id);
CREATE INDEX IF NOT EXISTS book_by_status_date ON book (agent_number, status_date, case_id);
CREATE INDEX IF NOT EXISTS book_by_waiting ON book (agent_number, awaits_approval, status_date, case_id);
CREATE INDEX IF NOT EXISTS book_by_policy ON book (agent_number, policy_number, case_id);
CREATE INDEX IF NOT EXISTS book_by_rank ON book (agent_number, status_rank, case_id);
-- The parties' names (lower case, one a line) by three-letter pieces, so a name search reads the cases
-- holding its text instead of every case (decision 382). The row is the case's rowid and the table
-- holds nothing else: a match answers rowids from the index alone, reading no stored row (decision 410).
CREATE VIRTUAL TABLE IF NOT EXISTS case_names USING fts5(names, tokenize = 'trigram case_sensitive 1');
-- Texts too short for a trigram: every one- and two-character piece of each party's name (lower case).
CREATE TABLE IF NOT EXISTS case_name_pieces (
  piece TEXT NOT NULL, case_rowid INTEGER NOT NULL, PRIMARY KEY (piece, case_rowid)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS case_name_pieces_by_case ON case_name_pieces (case_rowid);
CREATE TABLE IF NOT EXISTS case_tax_ids (
  tax_id TEXT NOT NULL, case_rowid INTEGER NOT NULL, PRIMARY KEY (tax_id, case_rowid)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS case_tax_ids_by_case ON case_tax_ids (case_rowid);
CREATE TABLE IF NOT EXISTS case_emails (
  email TEXT NOT NULL, case_id TEXT NOT NULL, PRIMARY KEY (email, case_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS case_emails_by_case ON case_emails (case_id);
CREATE TABLE IF NOT EXISTS payment_submissions (
  case_id TEXT NOT NULL, call TEXT NOT NULL, submission_key TEXT NOT NULL, body_hash TEXT NOT NULL,
  status INTEGER NOT NULL, response TEXT NOT NULL, created_at TEXT NOT NULL,
  PRIMARY KEY (case_id, call, submission_key)
);
CREATE TABLE IF NOT EXISTS card_sessions (session_id TEXT PRIMARY KEY, case_id TEXT NOT NULL, created_at TEXT NOT NULL);
-- The card provider's record of the tokens it issued (card-provider/issued.ts): no card number in it.
CREATE TABLE IF NOT EXISTS card_tokens (
  token TEXT PRIMARY KEY, session_id TEXT NOT NULL, provider_id TEXT NOT NULL, last_four TEXT NOT NULL,
  expiry TEXT NOT NULL, issued_at TEXT NOT NULL
);
-- Each batch's size in bytes, so the total kept is bounded without reading the bodies (telemetry.ts).
CREATE TABLE IF NOT EXISTS telemetry (
  id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, bytes INTEGER NOT NULL, body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS document_pdfs (cache_key TEXT PRIMARY KEY, bytes BLOB NOT NULL);
-- A tester's own file for a document (PUT /__sandbox/cases/{id}/documents/{doc}/pdf), served in place
-- of the generated one until the next reset.
CREATE TABLE IF NOT EXISTS uploaded_pdfs (
  case_id TEXT NOT NULL, document_id TEXT NOT NULL, bytes BLOB NOT NULL, PRIMARY KEY (case_id, document_id)
);
-- Every change of a case, each row carrying the hash of the case's row before (store/caseEvents.ts).
CREATE TABLE IF NOT EXISTS case_events (
  seq INTEGER PRIMARY KEY, case_id TEXT NOT NULL, at TEXT NOT NULL, call TEXT NOT NULL, by_party TEXT NOT NULL,
  document_id TEXT, status_before TEXT NOT NULL, status_after TEXT NOT NULL,
  previous_hash TEXT NOT NULL, hash TEXT NOT NULL,
  -- The name typed as the signature of an acceptance (decision 220); null for other events.
  typed_name TEXT,
  -- The SHA-256 of the marked pages a question or change request carried (decision 285); null otherwise.
  attachment_sha256 TEXT
);
-- The pages a customer marked in a document and attached to a question or change request (decision 285).
CREATE TABLE IF NOT EXISTS marked_pages (
  case_id TEXT NOT NULL, comment_id TEXT NOT NULL, document_id TEXT NOT NULL, pages TEXT NOT NULL,
  sha256 TEXT NOT NULL, bytes BLOB NOT NULL, PRIMARY KEY (case_id, comment_id)
);
CREATE INDEX IF NOT EXISTS case_events_by_case ON case_events (case_id, seq);
-- The last event of each case whose chain was verified (store/caseEvents.ts), so a check goes on from
-- there. Any change or removal of a logged event forgets the case's head: it is verified from the start.
CREATE TABLE IF NOT EXISTS case_chain_heads (
  case_id TEXT PRIMARY KEY, seq INTEGER NOT NULL, hash TEXT NOT NULL, events INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS case_events_edited AFTER UPDATE ON case_events
  BEGIN DELETE FROM case_chain_heads WHERE case_id IN (OLD.case_id, NEW.case_id); END;
CREATE TRIGGER IF NOT EXISTS case_events_removed AFTER DELETE ON case_events
  BEGIN DELETE FROM case_chain_heads WHERE case_id = OLD.case_id; END;
CREATE TRIGGER IF NOT EXISTS case_events_slipped_in AFTER INSERT ON case_events
  WHEN NEW.seq <= (SELECT seq FROM case_chain_heads WHERE case_id = NEW.case_id)
  BEGIN DELETE FROM case_chain_heads WHERE case_id = NEW.case_id; END;
-- Each document's SHA-256 as first delivered (store/fingerprints.ts).
CREATE TABLE IF NOT EXISTS document_fingerprints (
  case_id TEXT NOT NULL, document_id TEXT NOT NULL, sha256 TEXT NOT NULL, PRIMARY KEY (case_id, document_id)
) WITHOUT ROWID;
`;

/**
 * @internal the exact value the tests expect to find, read from its one source
 * (tests/sandbox/event-growth.test.ts, tests/sandbox/security-data-files.test.ts …).
 */
export const DB_FILE = 'epd-sandbox.sqlite';
/** Bumped when the tables change; an older data dir is rebuilt and seeded again on open. */
const SCHEMA_VERSION = '12';

/** Opens (and creates) the data dir's database. */
export function openDb(dataDir: string): Db {
  prepareDataDir(dataDir, DB_FILE);
  const db = openDatabase(join(dataDir, DB_FILE));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  narrowDbFiles(dataDir, DB_FILE);
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);');
  const version = pluck<string>(db.prepare("SELECT value FROM meta WHERE key = 'schemaVersion'")).get();
  if (version !== SCHEMA_VERSION) {
    const tables = pluck<string>(
      db.prepare(
        // A full-text table's own tables go with it (case_names_data, …): dropped through it.
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'meta' AND name NOT LIKE 'case\\_names\\_%' ESCAPE '\\'",
      ),
    ).all();
    for (const table of tables) db.exec(`DROP TABLE IF EXISTS "${String(table)}"`);
    db.prepare("DELETE FROM meta WHERE key = 'seededAt'").run();
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('schemaVersion', ?)").run(SCHEMA_VERSION);
  }
  db.exec(SCHEMA);
  return db;
}

const MIN_ACCOUNT_KEY_LENGTH = 32;
/**
 * Where the generated account key is kept: beside the database, never in it.
 * @internal the exact value the tests expect to find, read from its one source
 *   (tests/sandbox/security-key-file.test.ts).
 */
export const ACCOUNT_KEY_FILE = 'account.key';

export interface AccountKeySource {
  /** `EPD_ACCOUNT_KEY`: the key itself (a production back end keeps it apart from the data). */
  fromEnvironment?: string;
  /** `EPD_ACCOUNT_KEY_FILE`: the generated key's file (default: ACCOUNT_KEY_FILE in the data dir). */
  file?: string;
}

/**
 * The key of the bank accounts' HMAC: `EPD_ACCOUNT_KEY` when given, else a random key generated once
 * into its own file (0600), outside the database whose account hashes it protects: a copy of the
 * database alone cannot be brute-forced back into account numbers. A key an older data dir kept in
 * its `meta` table is moved into the file, so the accounts kept under it still match.
 */
export function accountKey(db: Db, dataDir: string, source: AccountKeySource = {}): Uint8Array {
  const { fromEnvironment } = source;
  if (fromEnvironment !== undefined && fromEnvironment !== '') {
    if (fromEnvironment.length < MIN_ACCOUNT_KEY_LENGTH)
      throw new Error(`EPD_ACCOUNT_KEY must be at least ${MIN_ACCOUNT_KEY_LENGTH} characters long.`);
    return Buffer.from(fromEnvironment, 'utf8');
  }
  const file = source.file ?? join(dataDir, ACCOUNT_KEY_FILE);
  const inDb = pluck<string>(db.prepare("SELECT value FROM meta WHERE key = 'accountKey'")).get();
  if (!existsSync(file)) writeKeyFile(file, inDb ? Buffer.from(inDb, 'base64') : randomBytes(32));
  const key = readKeyFile(file, 'account key');
  if (inDb !== undefined) db.prepare("DELETE FROM meta WHERE key = 'accountKey'").run();
  return key;
}

export function isSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM meta WHERE key = ?').get('seededAt') !== undefined;
}

export function markSeeded(db: Db): void {
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(
    'seededAt',
    new Date().toISOString(),
  );
}
