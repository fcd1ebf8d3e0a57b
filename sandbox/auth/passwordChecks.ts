import { availableParallelism } from 'node:os';

interface Waiting {
  rank: () => number;
  start: () => void;
}

/** Checks kept waiting at most; past it a caller is told to try again in a second. */
export const MAX_WAITING_CHECKS = 1000;

/** scrypt runs on libuv's pool (4 threads); one check per core keeps a thread free for everything else. */
export const PARALLEL_CHECKS = Math.min(4, Math.max(2, availableParallelism()));

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
   * Runs `check` once its turn comes; rejects with TooManyWaiting when the line is full. `rank` is
   * asked when a place frees up, not on arrival: a flood's failures grow while it waits.
   */
  run<T>(rank: () => number, check: () => Promise<T>): Promise<T> {
    if (this.waiting.length >= MAX_WAITING_CHECKS) return Promise.reject(new TooManyWaiting());
    return new Promise<void>((start) => {
      this.waiting.push({ rank, start });
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

  private next(): void {
    while (this.running < this.parallel && this.waiting.length > 0) {
      let best = 0;
      let bestRank = Number.POSITIVE_INFINITY;
      // In arrival order, so the first of equal ranks wins.
      this.waiting.forEach((w, i) => {
        const rank = w.rank();
        if (rank < bestRank) [best, bestRank] = [i, rank];
      });
      const [chosen] = this.waiting.splice(best, 1);
      this.running += 1;
      chosen?.start();
    }
  }
}
