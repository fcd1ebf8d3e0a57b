import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { base64Of, openDatabase, pluck, transaction } from '../../sandbox/store/sqlite.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'epd-sqlite-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const open = () => {
  const db = openDatabase(join(dir, 'test.sqlite'));
  db.exec('CREATE TABLE IF NOT EXISTS t (v TEXT NOT NULL)');
  return db;
};
const values = (db: ReturnType<typeof open>) => pluck<string>(db.prepare('SELECT v FROM t ORDER BY v')).all();

describe('the sandbox on node:sqlite', () => {
  it('commits a transaction that returns, and hands back its result', () => {
    const db = open();
    const result = transaction(db, () => {
      db.prepare('INSERT INTO t VALUES (?)').run('a');
      return 42;
    });
    expect(result).toBe(42);
    expect(db.isTransaction).toBe(false);
    expect(values(db)).toEqual(['a']);
  });

  it('rolls back every write of a transaction that throws, and throws the same error', () => {
    const db = open();
    const failure = new Error('refused');
    expect(() =>
      transaction(db, () => {
        db.prepare('INSERT INTO t VALUES (?)').run('a');
        throw failure;
      }),
    ).toThrow(failure);
    expect(db.isTransaction).toBe(false);
    expect(values(db)).toEqual([]);
  });

  it('undoes only an inner transaction that throws, and keeps the outer one', () => {
    const db = open();
    transaction(db, () => {
      db.prepare('INSERT INTO t VALUES (?)').run('outer');
      expect(() =>
        transaction(db, () => {
          db.prepare('INSERT INTO t VALUES (?)').run('inner');
          throw new Error('inner refused');
        }),
      ).toThrow('inner refused');
      transaction(db, () => db.prepare('INSERT INTO t VALUES (?)').run('kept'));
    });
    expect(values(db)).toEqual(['kept', 'outer']);
  });

  it('plucks the first column: undefined for no row, a list for all', () => {
    const db = open();
    const first = pluck<string>(db.prepare('SELECT v, 1 AS other FROM t WHERE v = ?'));
    expect(first.get('x')).toBeUndefined();
    db.prepare('INSERT INTO t VALUES (?), (?)').run('x', 'y');
    expect(first.get('x')).toBe('x');
    expect(values(db)).toEqual(['x', 'y']);
  });

  it('reads a BLOB back byte for byte, and gives its base64', () => {
    const db = open();
    db.exec('CREATE TABLE b (bytes BLOB NOT NULL)');
    const bytes = new Uint8Array([0, 255, 37, 80, 68, 70]);
    db.prepare('INSERT INTO b VALUES (?)').run(bytes);
    const row = db.prepare('SELECT bytes FROM b').get() as { bytes: Uint8Array };
    expect([...row.bytes]).toEqual([...bytes]);
    expect(base64Of(row.bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(base64Of(row.bytes.subarray(3))).toBe(Buffer.from('PDF').toString('base64'));
  });

  it('opens a read-only connection beside the writer: it sees committed rows and never writes', () => {
    const writer = open();
    writer.exec('PRAGMA journal_mode = WAL');
    const reader = openDatabase(join(dir, 'test.sqlite'), { readOnly: true });
    transaction(writer, () => writer.prepare('INSERT INTO t VALUES (?)').run('committed'));
    expect(pluck(reader.prepare('SELECT COUNT(*) FROM t')).get()).toBe(1);
    expect(() => reader.prepare('INSERT INTO t VALUES (?)').run('refused')).toThrow(/readonly/);
    reader.close();
    writer.close();
  });
});
