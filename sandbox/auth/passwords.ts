import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

export interface PasswordHash {
  salt: string;
  hash: string;
}

export function hashPassword(password: string, salt = randomBytes(16).toString('base64')): PasswordHash {
  return { salt, hash: scryptSync(password, salt, 32).toString('base64') };
}

export function checkPassword(password: string, stored: PasswordHash): boolean {
  const candidate = scryptSync(password, stored.salt, 32);
  const expected = Buffer.from(stored.hash, 'base64');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}
