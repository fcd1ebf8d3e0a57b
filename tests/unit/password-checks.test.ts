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
const first = () => 0;
/** A caller that never signed in to the account. */
const stranger = () => 1;

describe('PasswordChecks', () => {
  it('runs as many checks at once as it is allowed, the rest when a place frees up', async () => {
    const started: string[] = [];
    const checks = new PasswordChecks(2);
    const held = [heldCheck(started, 'a'), heldCheck(started, 'b'), heldCheck(started, 'c')] as const;
    const results = held.map((h) => checks.run(stranger, h.run));
    await settle();
    expect(started).toEqual(['a', 'b']);
    held[0].finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const h of held) h.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  });

  it("keeps one place beyond the allowed for an owner's check: it starts beside the strangers', a second waits (decision 413)", async () => {
    const started: string[] = [];
    const checks = new PasswordChecks(2);
    const strangers = [heldCheck(started, 's1'), heldCheck(started, 's2'), heldCheck(started, 's3')] as const;
    const owners = [heldCheck(started, 'o1'), heldCheck(started, 'o2')] as const;
    const results = [
      ...strangers.map((h) => checks.run(stranger, h.run)),
      ...owners.map((h) => checks.run(first, h.run)),
    ];
    await settle();
    expect(started).toEqual(['s1', 's2', 'o1']);
    strangers[0].finish();
    await settle();
    // The freed place goes to the lowest rank: the second owner, before the waiting stranger.
    expect(started).toEqual(['s1', 's2', 'o1', 'o2']);
    for (const h of [...strangers, ...owners]) h.finish();
    await Promise.all(results);
    expect(started).toEqual(['s1', 's2', 'o1', 'o2', 's3']);
  });

  it('lets the lowest rank go next, asking the ranks when a place frees up, then the first to come', async () => {
    const started: string[] = [];
    const failures = new Map<string, number>([['flood', 0]]);
    const flood = () => 1 + (failures.get('flood') ?? 0);
    const checks = new PasswordChecks(1);
    const running = heldCheck(started, 'flood-1');
    const queued = [
      heldCheck(started, 'flood-2'),
      heldCheck(started, 'stranger'),
      heldCheck(started, 'owner'),
      heldCheck(started, 'flood-3'),
    ] as const;
    const all = [
      checks.run(flood, running.run),
      checks.run(flood, queued[0].run),
      checks.run(() => 1, queued[1].run),
      checks.run(() => 0, queued[2].run),
      checks.run(flood, queued[3].run),
    ];
    await settle();
    // The flood's first guess fails while the others wait: it falls behind the stranger.
    failures.set('flood', 1);
    running.finish();
    await settle();
    expect(started).toEqual(['flood-1', 'owner']);
    for (const h of queued) h.finish();
    await Promise.all(all);
    expect(started).toEqual(['flood-1', 'owner', 'stranger', 'flood-2', 'flood-3']);
  });

  it('refuses a check when the line is full, and frees the place of a check that threw', async () => {
    const checks = new PasswordChecks(1);
    const blocker = heldCheck([], 'blocker');
    const running = checks.run(stranger, blocker.run);
    const waiting = Array.from({ length: MAX_WAITING_CHECKS }, () => checks.run(stranger, async () => 'w'));
    await settle();
    await expect(checks.run(stranger, async () => 'one too many')).rejects.toBeInstanceOf(TooManyWaiting);
    blocker.finish();
    await Promise.all([running, ...waiting]);
    await expect(
      checks.run(first, async () => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    expect(await checks.run(first, async () => 'after')).toBe('after');
  });

  it("an account's own machine gets in past the cap, in the place of the newest lowest-ranked (decision 381)", async () => {
    const started: string[] = [];
    const checks = new PasswordChecks(1);
    const blocker = heldCheck(started, 'blocker');
    const running = checks.run(stranger, blocker.run);
    const ranks = [1, 3, 3, 2];
    const waiting = Array.from({ length: MAX_WAITING_CHECKS }, (_, i) => {
      const rank = ranks[i % ranks.length] ?? 1;
      return checks.run(
        () => rank,
        async () => {
          started.push(`w${i}`);
          return i;
        },
      );
    });
    const outcomes = waiting.map((w) =>
      w.then(
        () => 'checked',
        (e: unknown) => e,
      ),
    );
    await settle();
    const owner = checks.run(first, async () => {
      started.push('owner');
      return 'owner';
    });
    await settle();
    // The newest of those ranked 3 gave up its place: the last index with rank 3.
    const newestWorst = MAX_WAITING_CHECKS - 2;
    expect(await outcomes[newestWorst]).toBeInstanceOf(TooManyWaiting);
    blocker.finish();
    expect(await owner).toBe('owner');
    expect(started.slice(0, 2)).toEqual(['blocker', 'owner']);
    await running;
    const settled = await Promise.all(outcomes);
    expect(settled.filter((o) => o instanceof TooManyWaiting)).toHaveLength(1);
  });
});
