import { availableParallelism } from 'node:os';

interface Waiting {
  caller: string;
  order: number;
  start: () => void;
}

/** Checks kept waiting at most; past it a caller is told to try again in a second. */
export const MAX_WAITING_CHECKS = 1000;

/** scrypt runs on libuv's pool (4 threads); one check per core keeps a thread free for everything else. */
export const PARALLEL_CHECKS = Math.min(4, Math.max(2, availableParallelism()));

export class TooManyWaiting extends Error {}

/**
 * Runs password checks side by side, a few at a time (scrypt is slow on purpose), and decides who
 * goes next when more wait: the caller with the fewest recent failed logins, then the first to come.
 * A flood of wrong passwords therefore waits behind a caller who has not been failing, instead of
 * ahead of them (docs/decisions/060-login-throttling.md).
 */
export class PasswordChecks {
  private running = 0;
  private order = 0;
  private readonly waiting: Waiting[] = [];

  /**
   * `failuresOf`: a caller's recent failed logins, asked when a place frees up (a flood's count grows
   * while it waits).
   */
  constructor(
    private readonly failuresOf: (caller: string) => number,
    readonly parallel = PARALLEL_CHECKS,
  ) {}

  /** Runs `check` once its turn comes; rejects with TooManyWaiting when the line is full. */
  run<T>(caller: string, check: () => Promise<T>): Promise<T> {
    if (this.waiting.length >= MAX_WAITING_CHECKS) return Promise.reject(new TooManyWaiting());
    return new Promise<void>((start) => {
      this.waiting.push({ caller, order: this.order++, start });
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

  get pending(): number {
    return this.waiting.length;
  }

  private next(): void {
    while (this.running < this.parallel && this.waiting.length > 0) {
      // Ranked now, not on arrival: a flood queued before its first failure falls back once it fails.
      const ranks = new Map<string, number>();
      const rankOf = (caller: string) => {
        let rank = ranks.get(caller);
        if (rank === undefined) {
          rank = this.failuresOf(caller);
          ranks.set(caller, rank);
        }
        return rank;
      };
      let best = 0;
      for (let i = 1; i < this.waiting.length; i += 1) {
        const a = this.waiting[i] as Waiting;
        const b = this.waiting[best] as Waiting;
        const [ra, rb] = [rankOf(a.caller), rankOf(b.caller)];
        if (ra < rb || (ra === rb && a.order < b.order)) best = i;
      }
      const [chosen] = this.waiting.splice(best, 1);
      this.running += 1;
      chosen?.start();
    }
  }
}
