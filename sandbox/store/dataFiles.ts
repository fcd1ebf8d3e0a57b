import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * The data dir holds the password hashes, the cases and the keys: only its owner may list or read it
 * (docs/decisions/372-data-files-owner-only.md). A dir or file made before, with wider modes, is
 * narrowed on open.
 */
const DATA_DIR_MODE = 0o700;
const DATA_FILE_MODE = 0o600;

/** SQLite's own files beside the database: its write-ahead log and shared-memory index. */
const SQLITE_COMPANIONS = ['', '-wal', '-shm', '-journal'] as const;

/** Makes the data dir (0700) and the database file (0600) before SQLite opens it, and narrows old ones. */
export function prepareDataDir(dataDir: string, dbFile: string): void {
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  try {
    chmodSync(dataDir, DATA_DIR_MODE);
  } catch (error) {
    throw new Error(
      `The data dir ${dataDir} cannot be made readable by its owner only (${(error as Error).message}): give the sandbox a data dir of its own (EPD_DATA_DIR).`,
    );
  }
  const file = join(dataDir, dbFile);
  // SQLite creates its log and index with the database file's mode: created 0600, they are too.
  if (!existsSync(file)) closeSync(openSync(file, 'a', DATA_FILE_MODE));
  narrowDbFiles(dataDir, dbFile);
}

/** Narrows the database and whichever of its companions exist to 0600. */
export function narrowDbFiles(dataDir: string, dbFile: string): void {
  for (const suffix of SQLITE_COMPANIONS) {
    const file = join(dataDir, `${dbFile}${suffix}`);
    if (existsSync(file) && (statSync(file).mode & 0o777) !== DATA_FILE_MODE) chmodSync(file, DATA_FILE_MODE);
  }
}

/** A key file's own: written 0600 and refused once anyone else may read it, as ssh does with its keys. */
export function readKeyFile(file: string, what: string): Uint8Array {
  const mode = statSync(file).mode & 0o777;
  if ((mode & 0o077) !== 0)
    throw new Error(
      `The ${what} file ${file} is readable by others (mode ${mode.toString(8).padStart(4, '0')}): chmod 600 it.`,
    );
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.byteLength < 32) throw new Error(`The ${what} file ${file} does not hold a 256-bit key.`);
  return key;
}

export function writeKeyFile(file: string, key: Uint8Array): void {
  // 'wx': never over a key another process wrote meanwhile; 0600 whatever the umask adds.
  writeFileSync(file, `${Buffer.from(key).toString('base64')}\n`, { mode: DATA_FILE_MODE, flag: 'wx' });
  chmodSync(file, DATA_FILE_MODE);
}

export const newKey = (): Uint8Array => randomBytes(32);
