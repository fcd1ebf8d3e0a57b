import { DatabaseSync, type SQLInputValue, type SQLOutputValue, type StatementSync } from 'node:sqlite';

/**
 * The little that node:sqlite leaves to its callers (decision 311): a busy timeout, transactions,
 * and reading a single column.
 */

/** How long a connection waits for another one's write lock before SQLITE_BUSY, as better-sqlite3 did. */
const BUSY_TIMEOUT_MS = 5000;

/** Opens a database file; every connection of the sandbox, its CLI and its tests waits for the others. */
export function openDatabase(file: string, options: { readOnly?: boolean } = {}): DatabaseSync {
  return new DatabaseSync(file, { readOnly: options.readOnly ?? false, timeout: BUSY_TIMEOUT_MS });
}

let savepoints = 0;

/**
 * Runs `work` in a transaction: committed when it returns, rolled back when it throws. Inside another
 * transaction it is a savepoint, so an inner failure undoes only its own writes.
 */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  const nested = db.isTransaction;
  const name = `nested_${++savepoints}`;
  db.exec(nested ? `SAVEPOINT ${name}` : 'BEGIN');
  try {
    const result = work();
    db.exec(nested ? `RELEASE ${name}` : 'COMMIT');
    return result;
  } catch (error) {
    // A failed COMMIT of SQLite may already have rolled back; then there is nothing left to undo.
    if (db.isTransaction) {
      if (nested) db.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
      else db.exec('ROLLBACK');
    }
    throw error;
  }
}

export interface Plucked<T> {
  get(...params: SQLInputValue[]): T | undefined;
  all(...params: SQLInputValue[]): T[];
}

/** The statement's first column alone: the value of `get`, the list of `all`. */
export function pluck<T = SQLOutputValue>(statement: StatementSync): Plucked<T> {
  statement.setReturnArrays(true);
  const first = (row: unknown) => (row as SQLOutputValue[])[0] as T;
  return {
    get: (...params) => {
      const row = statement.get(...params);
      return row === undefined ? undefined : first(row);
    },
    all: (...params) => statement.all(...params).map(first),
  };
}

/** A BLOB's base64: node:sqlite reads BLOBs as plain Uint8Arrays, which have no toString('base64'). */
export function base64Of(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}
