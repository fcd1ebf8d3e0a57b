import { describe, expect, it } from 'vitest';
import { MAX_WAITING_CHECKS, PasswordChecks, TooManyWaiting } from '../../sandbox/auth/passwordChecks.ts';

/** A check that finishes when the test says so, and notes when it started. */
function heldCheck(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolveDone) => {
    finish = resolveDone;
  });
  return {
    finish: () => finish(),
    run: async () => {
      started.push(name);
      await done;
      return name;
    },
  };
}

const settle = () => new Promise((resolveSettle) => setImmediate(resolveSettle));

describe('PasswordChecks', () => {
  it('runs as many checks at once as it is allowed, the rest when a place frees up', async () => {
    const started: string[] = [];
    const checks = new PasswordChecks(() => 0, 2);
    const held = [heldCheck(started, 'a'), heldCheck(started, 'b'), heldCheck(started, 'c')] as const;
    const results = held.map((h, i) => checks.run(`caller-${i}`, h.run));
    await settle();
    expect(started).toEqual(['a', 'b']);
    held[0].finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const h of held) h.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  });

  it('lets the caller with the fewest failures go first, asking the count when a place frees up', async () => {
    const started: string[] = [];
    const failures = new Map<string, number>();
    const checks = new PasswordChecks((caller) => failures.get(caller) ?? 0, 1);
    const first = heldCheck(started, 'flood-1');
    const running = checks.run('flood', first.run);
    const queued = [
      heldCheck(started, 'flood-2'),
      heldCheck(started, 'flood-3'),
      heldCheck(started, 'owner'),
    ] as const;
    const later = [checks.run('flood', queued[0].run), checks.run('flood', queued[1].run)];
    const owner = checks.run('owner', queued[2].run);
    await settle();
    // The flood's first guess fails while the others wait: its count grows, the owner goes next.
    failures.set('flood', 1);
    first.finish();
    await settle();
    expect(started).toEqual(['flood-1', 'owner']);
    for (const h of queued) h.finish();
    await Promise.all([running, owner, ...later]);
    expect(started).toEqual(['flood-1', 'owner', 'flood-2', 'flood-3']);
  });

  it('refuses a check when the line is full, and frees the place of a check that threw', async () => {
    const checks = new PasswordChecks(() => 0, 1);
    const blocker = heldCheck([], 'blocker');
    const running = checks.run('x', blocker.run);
    const waiting = Array.from({ length: MAX_WAITING_CHECKS }, () => checks.run('x', async () => 'w'));
    await settle();
    await expect(checks.run('x', async () => 'one too many')).rejects.toBeInstanceOf(TooManyWaiting);
    blocker.finish();
    await Promise.all([running, ...waiting]);
    await expect(
      checks.run('x', async () => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    expect(await checks.run('x', async () => 'after')).toBe('after');
  });
});
