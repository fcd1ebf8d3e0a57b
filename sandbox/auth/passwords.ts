import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, length: number) => Promise<Buffer>;

export interface PasswordHash {
  salt: string;
  hash: string;
}

export function hashPassword(password: string, salt = randomBytes(16).toString('base64')): PasswordHash {
  return { salt, hash: scryptSync(password, salt, 32).toString('base64') };
}

/** On libuv's thread pool: scrypt is slow on purpose, and every other request would wait for it. */
async function checkPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await scryptAsync(password, stored.salt, 32);
  const expected = Buffer.from(stored.hash, 'base64');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

/** Checked against when the e-mail is unknown, so that answer costs one scrypt like any other. */
const STAND_IN = hashPassword('no account has this password', 'c2FuZGJveC1zdGFuZC1pbg==');

/**
 * True only for a known account and its password. An unknown account still runs the same scrypt
 * (against a stand-in hash), so the time of the answer does not tell which e-mails have accounts.
 */
export async function checkCredentials(
  password: string,
  stored: PasswordHash | undefined,
  check: (password: string, stored: PasswordHash) => Promise<boolean> = checkPassword,
): Promise<boolean> {
  const matches = await check(password, stored ?? STAND_IN);
  return stored !== undefined && matches;
}
