import { describe, expect, it, vi } from 'vitest';
import { THROTTLE_RULES } from '../../sandbox/auth/throttle.ts';
import { ANNA, basic, IAN, OLIVIA, PASSWORD, startTestSandbox } from './support.ts';

/**
 * The password check as login calls it, watched: which checks ran (against a real account or not),
 * how many run at once, and a gate a test may hold them at.
 */
const watch = vi.hoisted(() => ({
  checks: [] as ('account' | 'stand-in')[],
  running: 0,
  mostAtOnce: 0,
  gate: null as Promise<void> | null,
}));

vi.mock('../../sandbox/auth/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../sandbox/auth/passwords.ts')>();
  return {
    ...real,
    checkCredentials: async (...args: Parameters<typeof real.checkCredentials>) => {
      watch.checks.push(args[1] === undefined ? 'stand-in' : 'account');
      watch.running += 1;
      watch.mostAtOnce = Math.max(watch.mostAtOnce, watch.running);
      try {
        await watch.gate;
        return await real.checkCredentials(...args);
      } finally {
        watch.running -= 1;
      }
    },
  };
});

const sb = startTestSandbox();
const login = (email: string, password: string, from?: string) =>
  sb.call('login', { headers: basic(email, password), ...(from ? { from } : {}) });

function resetWatch() {
  watch.checks = [];
  watch.mostAtOnce = 0;
  watch.gate = null;
}

describe('issue 22 point 1: login does the same work for known and unknown e-mails', () => {
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

describe('issue 22 point 4: logins run side by side, and a stranger cannot lock the owner out', () => {
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
