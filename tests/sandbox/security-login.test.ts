import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { MAX_WAITING_CHECKS, PARALLEL_CHECKS } from '../../sandbox/auth/passwordChecks.ts';
import { THROTTLE_RULES } from '../../sandbox/auth/throttle.ts';
import { ANNA, basic, errorOf, IAN, OLIVIA, PASSWORD, startTestSandbox } from './support.ts';

/**
 * The password check as login calls it, watched: which checks ran (against a real account or not),
 * how many run at once, and a gate a test may hold them at.
 */
const watch = vi.hoisted(() => ({
  checks: [] as ('account' | 'stand-in')[],
  /** The passwords checked, in the order their checks started. */
  passwords: [] as string[],
  /** Logins that went into the line of password checks. */
  queued: 0,
  /** What the line answers instead of running the check: as when it is full, or broken. */
  refuse: null as 'full' | 'broken' | null,
  running: 0,
  mostAtOnce: 0,
  gate: null as Promise<void> | null,
  /** Answers by comparing the password, without scrypt: a thousand checks in a test's time. */
  noScrypt: false,
}));

vi.mock('../../sandbox/auth/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../sandbox/auth/passwords.ts')>();
  return {
    ...real,
    checkCredentials: async (...args: Parameters<typeof real.checkCredentials>) => {
      watch.checks.push(args[1] === undefined ? 'stand-in' : 'account');
      watch.passwords.push(args[0]);
      watch.running += 1;
      watch.mostAtOnce = Math.max(watch.mostAtOnce, watch.running);
      try {
        await watch.gate;
        if (watch.noScrypt) return args[1] !== undefined && args[0] === PASSWORD;
        return await real.checkCredentials(...args);
      } finally {
        watch.running -= 1;
      }
    },
  };
});

vi.mock('../../sandbox/auth/passwordChecks.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../sandbox/auth/passwordChecks.ts')>();
  class WatchedChecks extends real.PasswordChecks {
    override run<T>(rank: () => number, check: () => Promise<T>): Promise<T> {
      watch.queued += 1;
      if (watch.refuse === 'full') return Promise.reject(new real.TooManyWaiting());
      if (watch.refuse === 'broken') return Promise.reject(new Error('The thread pool broke'));
      return super.run(rank, check);
    }
  }
  return { ...real, PasswordChecks: WatchedChecks };
});

const sb = startTestSandbox();
const login = (email: string, password: string, from?: string) =>
  sb.call('login', { headers: basic(email, password), ...(from ? { from } : {}) });

function resetWatch() {
  watch.checks = [];
  watch.passwords = [];
  watch.queued = 0;
  watch.refuse = null;
  watch.mostAtOnce = 0;
  watch.gate = null;
  watch.noScrypt = false;
}

describe('login does the same work for known and unknown e-mails', () => {
  it('runs the password check for an unknown e-mail as for a wrong password', async () => {
    resetWatch();
    const unknown = await login('no.such.person@example.com', 'guess');
    expect(watch.checks).toEqual(['stand-in']);
    const wrong = await login(OLIVIA, 'guess');
    expect(watch.checks).toEqual(['stand-in', 'account']);
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: wrong.status,
      body: wrong.body,
    });
  });
});

describe('logins run side by side, and a stranger cannot lock the owner out', () => {
  it('checks two passwords at the same time instead of one after the other', async () => {
    resetWatch();
    let open = () => {};
    watch.gate = new Promise<void>((resolveGate) => {
      open = resolveGate;
    });
    try {
      const both = Promise.all([login(OLIVIA, PASSWORD, '127.0.0.2'), login(IAN, PASSWORD, '127.0.0.3')]);
      // Held at the gate: only checks that run at the same time can both get there.
      await vi.waitFor(() => expect(watch.running).toBe(2), { timeout: 3000, interval: 10 });
      open();
      expect((await both).map((r) => r.status)).toEqual([200, 200]);
    } finally {
      open();
      watch.gate = null;
    }
  });

  it("a stranger's wrong passwords lock the stranger out, not the owner", async () => {
    // The owner's own machine: it has signed in to the account before.
    expect((await login(OLIVIA, PASSWORD, '127.0.0.1')).status).toBe(200);
    for (let i = 0; i < THROTTLE_RULES.accountCaller.limit; i += 1)
      expect((await login(OLIVIA, `guess-${i}`, '127.0.0.2')).status).toBe(401);
    // The stranger is refused for this account now, even with the right password …
    expect((await login(OLIVIA, PASSWORD, '127.0.0.2')).status).toBe(429);
    // … the owner is not.
    expect((await login(OLIVIA, PASSWORD, '127.0.0.1')).status).toBe(200);
  });

  it('many strangers together close the account to strangers, still not to the owner', async () => {
    expect((await login(OLIVIA, PASSWORD, '127.0.0.1')).status).toBe(200);
    let failures = 0;
    for (let stranger = 2; failures < THROTTLE_RULES.account.limit; stranger += 1) {
      for (
        let i = 0;
        i < THROTTLE_RULES.accountCaller.limit && failures < THROTTLE_RULES.account.limit;
        i += 1
      ) {
        expect((await login(OLIVIA, `guess-${i}`, `127.0.0.${stranger}`)).status).toBe(401);
        failures += 1;
      }
    }
    // A fresh caller is not heard out, so the right password tells a distributed guesser nothing.
    const fresh = await login(OLIVIA, PASSWORD, '127.0.0.50');
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await login(OLIVIA, PASSWORD, '127.0.0.1')).status).toBe(200);
    // Other accounts are untouched.
    expect((await login(ANNA, PASSWORD, '127.0.0.51')).status).toBe(200);
  });
});

/** Holds every password check at a gate until the returned function opens it. */
function holdChecks(): () => void {
  let open = () => {};
  watch.gate = new Promise<void>((resolveGate) => {
    open = resolveGate;
  });
  return () => {
    open();
    watch.gate = null;
  };
}

const queuedAtLeast = (n: number) =>
  vi.waitFor(() => expect(watch.queued).toBeGreaterThanOrEqual(n), { timeout: 3000, interval: 5 });

describe('decision 060: who is checked first when logins wait', () => {
  it("the account's own machine is checked before a stranger who came first and has been failing", async () => {
    resetWatch();
    expect((await login(OLIVIA, PASSWORD, '127.0.0.1')).status).toBe(200);
    // The stranger's failures elsewhere, below every limit.
    for (let i = 0; i < 3; i += 1) expect((await login(IAN, `miss-${i}`, '127.0.0.2')).status).toBe(401);
    resetWatch();
    const open = holdChecks();
    try {
      // Every place taken, so the next two wait in line.
      const blockers = Array.from({ length: PARALLEL_CHECKS }, (_, i) =>
        login(ANNA, `blocker-${i}`, `127.0.0.${10 + i}`),
      );
      await vi.waitFor(() => expect(watch.running).toBe(PARALLEL_CHECKS), { timeout: 3000, interval: 5 });
      const stranger = login(OLIVIA, 'stranger-guess', '127.0.0.2');
      await queuedAtLeast(PARALLEL_CHECKS + 1);
      const owner = login(OLIVIA, PASSWORD, '127.0.0.1');
      await queuedAtLeast(PARALLEL_CHECKS + 2);
      // Decision 413: the place kept for an owner; she is checked while the strangers' checks still
      // run, and the stranger who came before her still waits.
      await vi.waitFor(() => expect(watch.running).toBe(PARALLEL_CHECKS + 1), { timeout: 3000, interval: 5 });
      expect(watch.passwords.slice(PARALLEL_CHECKS)).toEqual([PASSWORD]);
      open();
      expect((await owner).status).toBe(200);
      expect((await stranger).status).toBe(401);
      await Promise.all(blockers);
      expect(watch.passwords.slice(PARALLEL_CHECKS)).toEqual([PASSWORD, 'stranger-guess']);
    } finally {
      open();
    }
  });

  it('guesses that waited while their caller got locked out are answered 429 without a check', async () => {
    resetWatch();
    const open = holdChecks();
    const total = THROTTLE_RULES.accountCaller.limit + 3 * PARALLEL_CHECKS;
    try {
      const guesses = Array.from({ length: total }, (_, i) => login(OLIVIA, `guess-${i}`, '127.0.0.2'));
      await queuedAtLeast(total);
      open();
      const statuses = (await Promise.all(guesses)).map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(THROTTLE_RULES.accountCaller.limit);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      // The locked ones spent no scrypt: fewer checks ran than guesses came.
      expect(watch.checks.length).toBeLessThan(total);
    } finally {
      open();
    }
  });
});

describe('decision 381: the owner signs in while a flood fills the line of checks', () => {
  it('her own machine gets in ahead of the cap; the newest stranger waiting is refused instead', {
    timeout: 180_000,
  }, async () => {
    resetWatch();
    expect((await login(OLIVIA, PASSWORD, '127.0.0.1')).status).toBe(200);
    resetWatch();
    watch.noScrypt = true;
    const open = holdChecks();
    // More wrong passwords than the line holds, from 80 addresses, known and unknown e-mails.
    const total = PARALLEL_CHECKS + MAX_WAITING_CHECKS + 20;
    try {
      const flood = Array.from({ length: total }, (_, i) =>
        login(i % 2 === 0 ? OLIVIA : `nobody-${i}@example.com`, `guess-${i}`, `127.0.4.${2 + (i % 80)}`),
      );
      // A thousand connections take a while to arrive on a busy machine.
      await vi.waitFor(() => expect(watch.queued).toBeGreaterThanOrEqual(total), {
        timeout: 90_000,
        interval: 20,
      });
      const floodStatuses = flood.map(() => 0);
      flood.forEach((f, i) => {
        void f.then((r) => {
          floodStatuses[i] = r.status;
        });
      });
      // The line is full: strangers past it are told to wait a moment.
      await vi.waitFor(() => expect(floodStatuses.filter((s) => s === 429)).toHaveLength(20), {
        timeout: 30_000,
        interval: 10,
      });
      const owner = login(OLIVIA, PASSWORD, '127.0.0.1');
      await queuedAtLeast(total + 1);
      open();
      const answer = await owner;
      expect(answer.status, answer.text).toBe(200);
      const answers = await Promise.all(flood);
      // One stranger gave up its place to her: 21 told to try again in a moment; the rest checked
      // and refused (or, once Olivia's account closed to strangers, refused as locked out).
      const busy = answers.filter((r) => r.status === 429 && errorOf(r).Error.includes('at once'));
      expect(busy).toHaveLength(21);
      expect(answers.every((r) => r.status === 401 || r.status === 429)).toBe(true);
      // She was checked as soon as a place was free, before the strangers still waiting.
      expect(watch.passwords.indexOf(PASSWORD)).toBe(PARALLEL_CHECKS);
    } finally {
      open();
      watch.noScrypt = false;
    }
  });
});

describe('login when the line of password checks is full or broken', () => {
  it('a full line answers 429 with a message and Retry-After of a second', async () => {
    resetWatch();
    watch.refuse = 'full';
    const answer = await login(OLIVIA, PASSWORD).finally(() => {
      watch.refuse = null;
    });
    expect(answer.status).toBe(429);
    expect(errorOf(answer).Code).toBe('TooManyRequests');
    expect(errorOf(answer).Error).not.toBe('');
    expect(answer.headers.get('Retry-After')).toBe('1');
  });

  it('a check that breaks is a server error, not a busy line', async () => {
    resetWatch();
    watch.refuse = 'broken';
    const answer = await login(OLIVIA, PASSWORD).finally(() => {
      watch.refuse = null;
    });
    expect(answer.status).toBe(500);
  });
});

describe('one caller guessing across many accounts', () => {
  it('is locked out for every account once its failures reach the limit, and hears its lock, not a busy line', async () => {
    resetWatch();
    watch.noScrypt = true;
    const from = '127.0.0.77';
    try {
      // A different unknown e-mail each time: neither the account's nor the pair's limit is reached.
      for (let i = 0; i < THROTTLE_RULES.loginCaller.limit; i += 1)
        expect((await login(`nobody-${i}@example.com`, 'guess', from)).status).toBe(401);
      const locked = await login(OLIVIA, PASSWORD, from);
      expect(locked.status).toBe(429);
      // Refused before it waits for a check: a full line does not turn the lock into a busy line.
      watch.refuse = 'full';
      const stillLocked = await login(OLIVIA, PASSWORD, from);
      expect(stillLocked.status).toBe(429);
      expect(Number(stillLocked.headers.get('Retry-After'))).toBeGreaterThan(1);
    } finally {
      resetWatch();
    }
  });

  it('is locked out by unknown agent numbers too, for agent and customer logins alike', async () => {
    const from = '127.0.0.78';
    const agentLogin = (agentNumber: string) => sb.call('agentLogin', { params: { agentNumber }, from });
    for (let i = 0; i < THROTTLE_RULES.loginCaller.limit; i += 1)
      expect((await agentLogin(String(90000 + i))).status).toBe(401);
    expect((await agentLogin('10001')).status).toBe(429);
    expect((await login(OLIVIA, PASSWORD, from)).status).toBe(429);
  });
});

describe('login reads Basic credentials as docs/api.md gives them', () => {
  const credentials = Buffer.from(`${OLIVIA}:${PASSWORD}`).toString('base64');
  const send = (authorization: string) => sb.call('login', { headers: { Authorization: authorization } });

  it('accepts more than one space after Basic', async () => {
    expect((await send(`Basic   ${credentials}`)).status).toBe(200);
  });

  it('refuses another scheme that ends in Basic, and credentials followed by anything', async () => {
    expect((await send(`XBasic ${credentials}`)).status).toBe(401);
    expect((await send(`Basic ${credentials}!`)).status).toBe(401);
    expect((await send(`Basic ${credentials} extra`)).status).toBe(401);
  });

  it('says what is wrong when the credentials are missing or not e-mail:password', async () => {
    const missing = await sb.call('login');
    expect(missing.status).toBe(401);
    expect(errorOf(missing).Error).not.toBe('');
    const noColon = await send(`Basic ${Buffer.from(OLIVIA).toString('base64')}`);
    expect(noColon.status).toBe(400);
    expect(errorOf(noColon).Error).not.toBe('');
  });
});

describe('what a login hands out and refuses (docs/api.md)', () => {
  it("a customer's session token carries empty AgentNumbers", async () => {
    const answer = await login(OLIVIA, PASSWORD);
    expect(answer.status).toBe(200);
    expect(decodeJwt(answer.text).AgentNumbers).toBe('');
  });

  it("an unknown agent number is refused with docs/api.md's words", async () => {
    const answer = await sb.call('agentLogin', { params: { agentNumber: '99999' } });
    expect(answer.status).toBe(401);
    expect(errorOf(answer).Error).toBe('This agent number cannot sign in.');
  });

  it("the dashboard lists a customer's case that has a party without an e-mail", async () => {
    await sb.changeStored('100005', (stored) => {
      stored.parties.push({
        id: 'P-100005-CHILD',
        displayName: 'Chris Child',
        emailAddress: null,
        roles: ['Insured'],
      });
    });
    const olivia = await sb.customer(OLIVIA);
    const cases = decodeJwt(olivia.caseToken ?? '');
    expect(Object.keys(cases)).toContain('Case-100005');
  });
});
