import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { newKey, readKeyFile, writeKeyFile } from './dataFiles.ts';
import type { Db } from './db.ts';

/**
 * Where the generated token secret is kept: beside the database, never in it.
 * @internal the exact value the tests expect to find, read from its one source
 *   (tests/sandbox/security-data-files.test.ts, tests/sandbox/support.ts).
 */
export const TOKEN_KEY_FILE = 'token.key';
const MIN_TOKEN_SECRET_LENGTH = 32;

export interface TokenSecretSource {
  /** `EPD_TOKEN_SECRET`: the secret itself (a production back end keeps it in its secret store). */
  fromEnvironment?: string;
  /** `EPD_TOKEN_KEY_FILE`: the generated secret's file (default: TOKEN_KEY_FILE in the data dir). */
  file?: string;
}

/**
 * The HS256 signing secret of the sandbox's tokens: `EPD_TOKEN_SECRET` when given, else 256 random
 * bits generated once into their own 0600 file, as the account key is (decision 065): whoever reads a
 * copy of the database cannot sign tokens. A secret an older data dir kept in its `meta` table is moved
 * into the file and wiped from the database, so the tokens signed under it stay good.
 */
export function tokenSecret(db: Db, dataDir: string, source: TokenSecretSource = {}): Uint8Array {
  const { fromEnvironment } = source;
  if (fromEnvironment !== undefined && fromEnvironment !== '') {
    if (fromEnvironment.length < MIN_TOKEN_SECRET_LENGTH)
      throw new Error(`EPD_TOKEN_SECRET must be at least ${MIN_TOKEN_SECRET_LENGTH} characters long.`);
    return Buffer.from(fromEnvironment, 'utf8');
  }
  const file = source.file ?? join(dataDir, TOKEN_KEY_FILE);
  const inDb = db.prepare("SELECT value FROM meta WHERE key = 'tokenSecret'").get() as
    | { value: string }
    | undefined;
  if (!existsSync(file)) writeKeyFile(file, inDb ? Buffer.from(inDb.value, 'base64') : newKey());
  const secret = readKeyFile(file, 'token secret');
  if (inDb !== undefined) {
    // Overwritten, not only unlinked from the table, and out of the write-ahead log too.
    db.exec('PRAGMA secure_delete = ON');
    db.prepare("DELETE FROM meta WHERE key = 'tokenSecret'").run();
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  }
  return secret;
}
