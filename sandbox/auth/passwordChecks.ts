import { availableParallelism } from 'node:os';

interface Waiting {
  rank: () => number;
  start: () => void;
  refuse: () => void;
}

/**
 * Checks kept waiting at most; past it a stranger is told to try again in a second (decision 381).
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 *   (tests/sandbox/security-login.test.ts, tests/unit/password-checks.test.ts).
 */
export const MAX_WAITING_CHECKS = 1000;

/**
 * scrypt runs on libuv's pool (4 threads): one check per core, at most three, so that with the place
 * kept for an owner (OWNER_PLACES) the checks never queue inside libuv's pool, where no rank applies.
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 *   (tests/sandbox/security-login.test.ts).
 */
export const PARALLEL_CHECKS = Math.min(3, Math.max(2, availableParallelism()));

/**
 * Checks ranked 0 (an account's own machine) that may run beyond PARALLEL_CHECKS: the owner's check
 * starts at once rather than after a stranger's, even when a flood keeps every place busy (decision 413).
 */
const OWNER_PLACES = 1;

export class TooManyWaiting extends Error {}

/**
 * Runs password checks side by side, a few at a time (scrypt is slow on purpose), and decides who
 * goes next when more wait: the lowest rank, then the first to come. Login ranks an account's own
 * machine first and strangers by their recent failures, so a flood of wrong passwords waits behind
 * the owner instead of ahead of them (docs/decisions/060-login-throttling.md).
 */
export class PasswordChecks {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  constructor(readonly parallel = PARALLEL_CHECKS) {}

  /**
   * Runs `check` once its turn comes. `rank` is asked when a place frees up, not only on arrival: a
   * flood's failures grow while it waits. When the line is full, a check ranked 0 (an account's own
   * machine) still gets in, in the place of the lowest-ranked check waiting, which is refused with
   * TooManyWaiting; any other check is refused itself (decision 381).
   */
  run<T>(rank: () => number, check: () => Promise<T>): Promise<T> {
    if (this.waiting.length >= MAX_WAITING_CHECKS && !this.makeRoomFor(rank())) {
      return Promise.reject(new TooManyWaiting());
    }
    return new Promise<void>((start, refuse) => {
      this.waiting.push({ rank, start, refuse: () => refuse(new TooManyWaiting()) });
      this.next();
    }).then(async () => {
      try {
        return await check();
      } finally {
        this.running -= 1;
        this.next();
      }
    });
  }

  /** For a check ranked 0, refuses the last-come of the lowest-ranked waiting; false when none ranks lower. */
  private makeRoomFor(rank: number): boolean {
    if (rank > 0) return false;
    let worst = -1;
    let worstRank = 0;
    this.waiting.forEach((w, i) => {
      const r = w.rank();
      if (r >= worstRank && r > 0) [worst, worstRank] = [i, r];
    });
    // Every waiting check is an owner's too: the line grows past its cap only by known machines.
    if (worst < 0) return true;
    const [evicted] = this.waiting.splice(worst, 1);
    evicted?.refuse();
    return true;
  }

  private next(): void {
    while (this.running < this.parallel + OWNER_PLACES && this.waiting.length > 0) {
      let best = 0;
      let bestRank = Number.POSITIVE_INFINITY;
      // In arrival order, so the first of equal ranks wins.
      this.waiting.forEach((w, i) => {
        const rank = w.rank();
        if (rank < bestRank) [best, bestRank] = [i, rank];
      });
      // Past the parallel checks, only an owner's check starts (decision 413).
      if (this.running >= this.parallel && bestRank > 0) return;
      const [chosen] = this.waiting.splice(best, 1);
      this.running += 1;
      chosen?.start();
    }
  }
}
