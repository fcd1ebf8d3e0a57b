import { describe, expect, it } from 'vitest';
import { checkCredentials, hashPassword, type PasswordHash } from '../../sandbox/auth/passwords.ts';
import { Throttle } from '../../sandbox/auth/throttle.ts';

describe('Throttle', () => {
  const rule = { limit: 3, windowMs: 1000, lockMs: 5000 };

  it('locks a key at the limit for lockMs, then lets it try again', () => {
    let now = 0;
    const throttle = new Throttle(rule, () => now);
    throttle.fail('a');
    throttle.fail('a');
    expect(throttle.isLocked('a')).toBe(false);
    throttle.fail('a');
    expect(throttle.isLocked('a')).toBe(true);
    expect(throttle.isLocked('b')).toBe(false);
    now = 4999;
    expect(throttle.isLocked('a')).toBe(true);
    now = 5000;
    expect(throttle.isLocked('a')).toBe(false);
    // The next failure after the lock starts a fresh count.
    throttle.fail('a');
    expect(throttle.isLocked('a')).toBe(false);
  });

  it('tells how many whole seconds of a lock are left, and 0 for a key that may try', () => {
    let now = 0;
    const throttle = new Throttle(rule, () => now);
    expect(throttle.secondsLocked('a')).toBe(0);
    for (let i = 0; i < rule.limit; i += 1) throttle.fail('a');
    expect(throttle.secondsLocked('a')).toBe(5);
    now = 1;
    // 4.999 s left is said as 5: a caller who waits that long is not refused again.
    expect(throttle.secondsLocked('a')).toBe(5);
    now = 4001;
    expect(throttle.secondsLocked('a')).toBe(1);
    now = 5000;
    expect(throttle.secondsLocked('a')).toBe(0);
    expect(throttle.secondsLocked('b')).toBe(0);
  });

  it('forgets failures older than the window, and on success', () => {
    let now = 0;
    const throttle = new Throttle(rule, () => now);
    throttle.fail('a');
    throttle.fail('a');
    now = 1001;
    throttle.fail('a');
    expect(throttle.isLocked('a')).toBe(false);
    throttle.fail('a');
    throttle.succeed('a');
    throttle.fail('a');
    expect(throttle.isLocked('a')).toBe(false);
  });
});

describe('checkCredentials', () => {
  const known = hashPassword('right', 'c2FsdA==');

  it('runs the password check for an unknown account too, and refuses it', async () => {
    const checked: PasswordHash[] = [];
    const counting = async (_password: string, stored: PasswordHash) => {
      checked.push(stored);
      return true;
    };
    expect(await checkCredentials('right', undefined, counting)).toBe(false);
    expect(checked).toHaveLength(1);
    expect(checked[0]?.hash).toHaveLength(known.hash.length);
  });

  it('accepts only the right password of a known account', async () => {
    expect(await checkCredentials('right', known)).toBe(true);
    expect(await checkCredentials('wrong', known)).toBe(false);
    expect(await checkCredentials('right', undefined)).toBe(false);
  });
});
