import { describe, expect, it } from 'vitest';
import { THROTTLE_RULES } from '../../sandbox/auth/throttle.ts';
import { generateBook } from '../../sandbox/demo/book.ts';
import { DEMO_AGENTS } from '../../sandbox/demo/people.ts';
import { ANNA, basic, type CallResult, errorOf, OLIVIA, PASSWORD, startTestSandbox } from './support.ts';

const sb = startTestSandbox();
const login = (email: string, password: string) => sb.call('login', { headers: basic(email, password) });
const answerOf = (result: CallResult) => ({ status: result.status, body: result.body });

/** A refusal for too many attempts says, in whole seconds, how long the lock has left. */
function expectRetryAfter(result: CallResult, lockMs: number) {
  expect(result.status).toBe(429);
  const seconds = Number(result.headers.get('Retry-After'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(lockMs / 1000);
}

describe('delivery keys cannot be guessed', () => {
  it('gives generated cases random keys of at least 128 bits; the demo case keeps its documented key', async () => {
    const agent = DEMO_AGENTS[0];
    if (!agent) throw new Error('no demo agent');
    const keys = generateBook(300_000, 200, agent).flatMap((c) =>
      c.deliveryConfirmations.map((d) => d.confirmationKey),
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatch(/^DC-[A-Za-z0-9_-]{22}$/);
      expect(key).not.toContain('300');
    }
    expect(new Set(keys).size).toBe(keys.length);
    expect((await sb.stored('200001')).deliveryConfirmations[0]?.confirmationKey).toBe('DC-200001-KEY');
  });

  it('answers a wrong key, a wrong e-mail and an unknown case the same', async () => {
    const ack = (caseId: string, confirmationKey: string, emailAddress: string) =>
      sb.call('acknowledgeDelivery', { params: { caseId, confirmationKey }, json: { emailAddress } });
    const wrongKey = answerOf(await ack('200001', 'DC-200001-KEX', ANNA));
    const wrongEmail = answerOf(await ack('200001', 'DC-200001-KEY', OLIVIA));
    const unknownCase = answerOf(await ack('209999', 'DC-200001-KEY', ANNA));
    expect(wrongKey.status).toBe(403);
    expect(wrongEmail).toEqual(wrongKey);
    expect(unknownCase).toEqual(wrongKey);
    expect((await sb.stored('200001')).lifeCycleStatus).toBe('WaitingDeliveryConfirmation');
  });

  it('refuses a caller after repeated wrong links, even with the right one, until a reset', async () => {
    const ack = (confirmationKey: string) =>
      sb.call('registerUnauthenticated', {
        params: { caseId: '200001', confirmationKey },
        json: { emailAddress: ANNA },
      });
    for (let i = 0; i < THROTTLE_RULES.deliveryCaller.limit; i += 1)
      expect((await ack(`DC-GUESS-${i}`)).status).toBe(403);
    const locked = await ack('DC-200001-KEY');
    expect(locked.status).toBe(429);
    expect(errorOf(locked).Code).toBe('TooManyRequests');
    expectRetryAfter(locked, THROTTLE_RULES.deliveryCaller.lockMs);
    expect((await sb.stored('200001')).deliveryConfirmations[0]?.registeredOn).toBeNull();
    await sb.request('POST', '/__sandbox/reset');
    expect((await ack('DC-200001-KEY')).status).toBe(200);
  });
});

describe('login resists guessing', () => {
  it('locks an account after repeated wrong passwords, with a message, while other accounts still sign in', async () => {
    for (let i = 0; i < THROTTLE_RULES.accountCaller.limit; i += 1)
      expect((await login(OLIVIA, `guess-${i}`)).status).toBe(401);
    const locked = await login(OLIVIA, PASSWORD);
    expect(locked.status).toBe(429);
    expect(errorOf(locked)).toEqual({
      Error: 'Too many failed sign-in attempts. Please wait 15 minutes before you try again.',
      Code: 'TooManyRequests',
    });
    expectRetryAfter(locked, THROTTLE_RULES.accountCaller.lockMs);
    // Another account from the same caller is not locked out by Olivia's.
    expect((await login(ANNA, PASSWORD)).status).toBe(200);
  });

  it('a right password before the limit clears the count of an account', async () => {
    for (let i = 0; i < THROTTLE_RULES.accountCaller.limit - 1; i += 1) await login(OLIVIA, `guess-${i}`);
    expect((await login(OLIVIA, PASSWORD)).status).toBe(200);
    for (let i = 0; i < THROTTLE_RULES.accountCaller.limit - 1; i += 1) await login(OLIVIA, `guess-${i}`);
    expect((await login(OLIVIA, PASSWORD)).status).toBe(200);
  });

  it('refuses a caller trying many accounts, known or not', async () => {
    for (let i = 0; i < THROTTLE_RULES.loginCaller.limit; i += 1)
      expect((await login(`nobody-${i}@example.com`, 'guess')).status).toBe(401);
    expectRetryAfter(await login(ANNA, PASSWORD), THROTTLE_RULES.loginCaller.lockMs);
    expectRetryAfter(
      await sb.call('agentLogin', { params: { agentNumber: '10001' } }),
      THROTTLE_RULES.loginCaller.lockMs,
    );
  });

  it('counts a burst of parallel guesses one by one: past the limit they are refused unchecked', async () => {
    const extra = 3;
    const burst = await Promise.all(
      Array.from({ length: THROTTLE_RULES.accountCaller.limit + extra }, (_, i) =>
        login(OLIVIA, `burst-${i}`),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(THROTTLE_RULES.accountCaller.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(extra);
    expect((await login(OLIVIA, PASSWORD)).status).toBe(429);
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const unknown = answerOf(await login('no.such.person@example.com', 'guess'));
    const wrong = answerOf(await login(OLIVIA, 'guess'));
    expect(unknown.status).toBe(401);
    expect(unknown).toEqual(wrong);
  });

  it('answers agent login the same for any number that cannot sign in, without naming it', async () => {
    const first = await sb.call('agentLogin', { params: { agentNumber: '99999' } });
    const second = await sb.call('agentLogin', { params: { agentNumber: '12345' } });
    expect(first.status).toBe(401);
    expect(answerOf(second)).toEqual(answerOf(first));
    expect(first.text).not.toContain('99999');
  });
});
