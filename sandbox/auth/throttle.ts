import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

interface ThrottleRule {
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
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/throttle.test.ts).
 */
export class Throttle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    readonly rule: ThrottleRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Failures of the key within its window (0 once forgotten): who has failed less is served first. */
  failures(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    const at = this.now();
    return entry.lockedUntil <= at && at - entry.since > this.rule.windowMs ? 0 : entry.failures;
  }

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
const DAY = 24 * 60 * MINUTE;

/**
 * The sandbox's limits (docs/decisions/060-login-throttling.md): far above what a test between two
 * resets does. A guesser is slowed per account and per caller, but a stranger's failures lock out
 * only the stranger: the owner's own machine keeps signing in.
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 *   (tests/sandbox/change-and-delivery.test.ts, tests/sandbox/security-guessing.test.ts …).
 */
export const THROTTLE_RULES = {
  /** Wrong passwords for one account from one caller: that caller may not try that account. */
  accountCaller: { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Wrong passwords for one account from any callers: closed to callers that never signed in to it. */
  account: { limit: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Failed customer or agent logins from one caller, whatever the account. */
  loginCaller: { limit: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Wrong delivery keys or e-mails from one caller. */
  deliveryCaller: { limit: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Posts one caller may make: the portal's batcher posts every 15 s and when a page is left, so 60 a
 * minute is a dozen busy tabs. The endpoint takes posts before sign-in (the login page's view), so it
 * is limited per caller rather than authenticated (docs/decisions/064-telemetry-collection.md).
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 *   (tests/sandbox/security-telemetry-scrub.test.ts, tests/sandbox/security-writes.test.ts).
 */
export const TELEMETRY_RULE: ThrottleRule = { limit: 60, windowMs: 60_000, lockMs: 60_000 };

/**
 * Calls that may be repeated without changing anything (a delivery link opened again, a consent
 * declined again), per caller: each is logged once (decision 383), and more than this a minute is
 * not a person clicking.
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 *   (tests/sandbox/event-growth.test.ts).
 */
export const REPEAT_RULE: ThrottleRule = { limit: 30, windowMs: 60_000, lockMs: 60_000 };

/**
 * Posts all callers together may make: ten callers at their limit. Past it the endpoint refuses
 * everyone for a minute, so no number of addresses makes it write more (decision 373).
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 *   (tests/sandbox/security-telemetry-scrub.test.ts).
 */
export const TELEMETRY_BUDGET: ThrottleRule = { limit: 600, windowMs: 60_000, lockMs: 60_000 };

/** How long a caller that signed in to an account stays that account's own caller. */
const KNOWN_CALLER_MS = 30 * DAY;

/**
 * The callers each account has signed in from lately (in memory, at most MAX_KEYS pairs, oldest
 * forgotten first): the account's own machines, let in while strangers are kept out.
 */
class KnownCallers {
  private readonly since = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  add(account: string, caller: string): void {
    const key = pairKey(account, caller);
    this.since.delete(key);
    this.since.set(key, this.now());
    while (this.since.size > MAX_KEYS) {
      const oldest = this.since.keys().next().value;
      if (oldest === undefined) break;
      this.since.delete(oldest);
    }
  }

  has(account: string, caller: string): boolean {
    const at = this.since.get(pairKey(account, caller));
    return at !== undefined && this.now() - at <= KNOWN_CALLER_MS;
  }

  clear(): void {
    this.since.clear();
  }
}

/** One key for an account tried from a caller (an e-mail holds no line break). */
export const pairKey = (account: string, caller: string) => `${account}\n${caller}`;

export interface Throttles {
  accountCaller: Throttle;
  account: Throttle;
  loginCaller: Throttle;
  deliveryCaller: Throttle;
  /** Telemetry posts per caller's machine (every post counts, routes/telemetry.ts). */
  telemetryCaller: Throttle;
  /** Repeatable calls per caller (every call counts): delivery links and consent declines. */
  repeatCaller: Throttle;
  /** Telemetry posts of all callers together, under one key. */
  telemetryAll: Throttle;
  signedIn: KnownCallers;
}

export function createThrottles(now: () => number = Date.now): Throttles {
  return {
    accountCaller: new Throttle(THROTTLE_RULES.accountCaller, now),
    account: new Throttle(THROTTLE_RULES.account, now),
    loginCaller: new Throttle(THROTTLE_RULES.loginCaller, now),
    deliveryCaller: new Throttle(THROTTLE_RULES.deliveryCaller, now),
    telemetryCaller: new Throttle(TELEMETRY_RULE, now),
    repeatCaller: new Throttle(REPEAT_RULE, now),
    telemetryAll: new Throttle(TELEMETRY_BUDGET, now),
    signedIn: new KnownCallers(now),
  };
}

export const TOO_MANY_REPEATS = 'Too many requests of this kind from this address. Please wait a minute.';

/** Counts one repeatable call of the caller's, refusing it once the caller made too many (REPEAT_RULE). */
export function countRepeat(throttles: Throttles, caller: string): number {
  const locked = throttles.repeatCaller.secondsLocked(caller);
  if (locked === 0) throttles.repeatCaller.fail(caller);
  return locked;
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
