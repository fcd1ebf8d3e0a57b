import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export interface ThrottleRule {
  /** Failures within `windowMs` that lock the key. */
  limit: number;
  windowMs: number;
  /** How long a locked key is refused, from the failure that locked it. */
  lockMs: number;
}

interface Entry {
  failures: number;
  since: number;
  lockedUntil: number;
}

/** Keys kept at most; the oldest is forgotten first, so a flood of callers cannot fill the memory. */
const MAX_KEYS = 10_000;

/**
 * Counts failures per key (an account, a caller) and refuses a key for a while once it has failed
 * too often. In memory: a restart or `/__sandbox/reset` forgets everything.
 */
export class Throttle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    readonly rule: ThrottleRule,
    private readonly now: () => number = Date.now,
  ) {}

  isLocked(key: string): boolean {
    return this.secondsLocked(key) > 0;
  }

  /** Whole seconds until the key may try again (a `Retry-After`), 0 when it is not locked. */
  secondsLocked(key: string): number {
    const entry = this.entries.get(key);
    const left = entry === undefined ? 0 : entry.lockedUntil - this.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  fail(key: string): void {
    const at = this.now();
    let entry = this.entries.get(key);
    if (!entry || (entry.lockedUntil <= at && at - entry.since > this.rule.windowMs)) {
      entry = { failures: 0, since: at, lockedUntil: 0 };
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    entry.failures += 1;
    if (entry.failures >= this.rule.limit) entry.lockedUntil = at + this.rule.lockMs;
    while (this.entries.size > MAX_KEYS) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  succeed(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

const MINUTE = 60_000;

/** The sandbox's limits (decision 24): far above what a test between two resets does. */
export const THROTTLE_RULES = {
  /** Wrong passwords for one account. */
  account: { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Failed customer or agent logins from one caller, whatever the account. */
  loginCaller: { limit: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Wrong delivery keys or e-mails from one caller. */
  deliveryCaller: { limit: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

export interface Throttles {
  account: Throttle;
  loginCaller: Throttle;
  deliveryCaller: Throttle;
}

export function createThrottles(now: () => number = Date.now): Throttles {
  return {
    account: new Throttle(THROTTLE_RULES.account, now),
    loginCaller: new Throttle(THROTTLE_RULES.loginCaller, now),
    deliveryCaller: new Throttle(THROTTLE_RULES.deliveryCaller, now),
  };
}

/** The caller's address as the socket sees it (no proxy header is trusted). */
export function callerOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not behind a Node socket (an in-process app.request()): one shared caller.
    return 'unknown';
  }
}
