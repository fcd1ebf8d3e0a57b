import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { type SessionInput, sessionMachine } from '../../machines/session.ts';
import { caseTokenCovers } from '../../src/domain/session/sessionClaims.ts';
import { withCaseAccess } from '../../src/routes/caseAccess.ts';
import type { RouterContext } from '../../src/services/services.ts';
import { agentToken, customerToken, fakeJwt } from './session-tokens.ts';

/** A case token as GET /Dashboard answers it: one Case-{id} claim per case of the customer. */
const caseTokenFor = (caseIds: string[], exp = Math.floor(Date.now() / 1000) + 3600) =>
  fakeJwt({
    ...Object.fromEntries(caseIds.map((id) => [`Case-${id}`, { Roles: [1], UserPartyIds: [`P-${id}`] }])),
    exp,
  });

const start = (input: Partial<SessionInput>) =>
  initialTransition(sessionMachine, { authToken: null, caseToken: null, ...input })[0];
const openCase = (caseId: string) => ({ type: 'session.openCase', caseId }) as const;

describe('caseTokenCovers: does the stored case token open this case', () => {
  it('names the case, not yet expired', () => {
    const now = Date.now();
    expect(caseTokenCovers(caseTokenFor(['100001', '100002']), '100002', now)).toBe(true);
    expect(caseTokenCovers(caseTokenFor(['100001']), '100004', now)).toBe(false);
    expect(caseTokenCovers(caseTokenFor(['100001'], Math.floor(now / 1000) - 1), '100001', now)).toBe(false);
    expect(caseTokenCovers(null, '100001', now)).toBe(false);
    expect(caseTokenCovers('not-a-jwt', '100001', now)).toBe(false);
  });

  it('ends at its exp, as the session token does; a token without exp does not end', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(caseTokenCovers(caseTokenFor(['100001'], exp), '100001', exp * 1000 - 1)).toBe(true);
    expect(caseTokenCovers(caseTokenFor(['100001'], exp), '100001', exp * 1000)).toBe(false);
    const noExp = fakeJwt({ 'Case-100001': { Roles: [1], UserPartyIds: ['P-100001'] } });
    expect(caseTokenCovers(noExp, '100001', Date.now())).toBe(true);
  });
});

describe('session machine: a case screen opened without its case token (decision 350)', () => {
  it('a customer signed in from a bookmark fetches the case token before the case loads', () => {
    const signedIn = start({ authToken: customerToken() });
    const [opening, actions] = transition(sessionMachine, signedIn, openCase('100001'));
    expect(opening.value).toEqual({ signedIn: 'openingCase' });
    expect(opening.hasTag('openingCase')).toBe(true);
    expect(actions.map((a) => a.type)).toContain('xstate.spawnChild');
  });

  it('adopts and stores the answered token, then rests signed in as a customer', () => {
    const [opening] = transition(sessionMachine, start({ authToken: customerToken() }), openCase('100001'));
    const token = caseTokenFor(['100001']);
    const [after, actions] = transition(sessionMachine, opening, {
      type: 'xstate.done.actor.loadCaseToken',
      output: token,
    } as never);
    expect(after.value).toEqual({ signedIn: 'customer' });
    expect(after.context.caseToken).toBe(token);
    expect(actions.find((a) => a.type === 'persistCaseToken')?.params).toBe(token);
  });

  it('a failed fetch leaves the screen to say why: back to resting, the old token kept', () => {
    const [opening] = transition(sessionMachine, start({ authToken: customerToken() }), openCase('100001'));
    const [after, actions] = transition(sessionMachine, opening, {
      type: 'xstate.error.actor.loadCaseToken',
      error: new Error('down'),
    } as never);
    expect(after.value).toEqual({ signedIn: 'customer' });
    expect(after.context.caseToken).toBeNull();
    expect(actions.map((a) => a.type)).not.toContain('persistCaseToken');
  });

  it.each([
    ['the token already names the case', { authToken: customerToken(), caseToken: caseTokenFor(['100001']) }],
    ['an agent (the session opens the book of business)', { authToken: agentToken() }],
    ['an e-mail link opens its one case only', { authToken: customerToken(), fromVcp: true }],
  ])('no fetch when %s', (_, input) => {
    const before = start(input);
    const [after, actions] = transition(sessionMachine, before, openCase('100001'));
    expect(after.value).toEqual(before.value);
    expect(actions).toEqual([]);
  });

  it('signed out, the event is ignored (the route check has sent the visitor to Login)', () => {
    const [after, actions] = transition(sessionMachine, start({}), openCase('100001'));
    expect(after.value).toBe('signedOut');
    expect(actions).toEqual([]);
  });
});

describe("withCaseAccess: a case route's beforeLoad waits for the case token", () => {
  function servicesWith(input: Partial<SessionInput>, answer: () => Promise<string>) {
    let calls = 0;
    const session = createActor(
      sessionMachine.provide({
        actors: {
          loadCaseToken: fromPromise(() => {
            calls += 1;
            return answer();
          }),
        },
      }),
      { input: { authToken: null, caseToken: null, ...input } },
    ).start();
    const api = {} as never;
    const context = { services: { session, loadApi: async () => api } } as unknown as RouterContext;
    return { context, session, calls: () => calls };
  }

  it('resolves only once the fetched token is in the session', async () => {
    const token = caseTokenFor(['100001']);
    let release: (t: string) => void = () => {};
    const { context, session, calls } = servicesWith(
      { authToken: customerToken() },
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    let done = false;
    const loading = withCaseAccess({ context, params: { caseId: '100001' } }).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(calls()).toBe(1);
    expect(done).toBe(false);
    release(token);
    await loading;
    expect(session.getSnapshot().context.caseToken).toBe(token);
  });

  it('goes straight on when the token already names the case, without a call', async () => {
    const { context, calls } = servicesWith(
      { authToken: customerToken(), caseToken: caseTokenFor(['100001']) },
      async () => 'unused',
    );
    await withCaseAccess({ context, params: { caseId: '100001' } });
    expect(calls()).toBe(0);
  });

  it('a failed fetch still lets the screen load (it shows the refusal or the outage itself)', async () => {
    const { context, session } = servicesWith({ authToken: customerToken() }, async () => {
      throw new Error('down');
    });
    await withCaseAccess({ context, params: { caseId: '100001' } });
    expect(session.getSnapshot().value).toEqual({ signedIn: 'customer' });
  });
});
