import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { SESSION_MESSAGES, type SessionInput, sessionMachine, showsHome } from '../../machines/session.ts';
import { ApiError } from '../../src/api/errors.ts';
import { LOGIN_MESSAGES } from '../../src/domain/session/loginMessages.ts';
import {
  displayName,
  partyIdForCase,
  readSessionToken,
  type SessionIdentity,
  viewerRole,
} from '../../src/domain/session/sessionClaims.ts';
import { message } from '../../src/i18n/message.ts';
import { rawMessage } from '../../src/i18n/rawText.ts';
import { agentToken, customerToken, expiredToken, fakeJwt, foreignToken } from './session-tokens.ts';

const start = (input: Partial<SessionInput> = {}) =>
  initialTransition(sessionMachine, { authToken: null, caseToken: null, ...input });

/** Signed out, with a login sent and not yet answered. */
const loggingIn = () =>
  transition(sessionMachine, start()[0], { type: 'session.login', email: 'e', password: 'p' })[0];
const types = (actions: readonly { type: string }[]) => actions.map((a) => a.type);
const paramsOf = (actions: readonly { type: string; params?: unknown }[], type: string) =>
  actions.filter((a) => a.type === type).map((a) => a.params);
const navigations = (actions: readonly { type: string; params?: unknown }[]) =>
  actions.filter((a) => a.type === 'navigate').map((a) => a.params);

function signedInCustomer() {
  const [snapshot] = start({ authToken: customerToken(), caseToken: 'case-token' });
  return snapshot;
}

describe('session machine: restoring from session storage', () => {
  it('starts signed out with no message when nothing is stored', () => {
    const [snapshot, actions] = start();
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.message).toBeNull();
    expect(types(actions)).not.toContain('clearStorage');
  });

  it('restores a customer and an agent from their stored tokens', () => {
    const [customer] = start({ authToken: customerToken(), caseToken: 'c' });
    expect(customer.value).toEqual({ signedIn: 'customer' });
    expect(customer.context.identity).toMatchObject({
      isAgent: false,
      firstName: 'Olivia',
      lastName: 'Owner',
    });
    expect(customer.context.caseToken).toBe('c');
    const [agent] = start({ authToken: agentToken() });
    expect(agent.value).toEqual({ signedIn: 'agent' });
    expect(agent.context.identity?.agentNumbers).toEqual(['10001']);
  });

  it.each([
    ['malformed', 'not-a-jwt', message(SESSION_MESSAGES, 'malformed')],
    ['expired', expiredToken(), message(SESSION_MESSAGES, 'expired')],
    ['foreign', foreignToken(), message(SESSION_MESSAGES, 'foreign')],
  ])('signs out cleanly with a message for a %s token and clears storage', (_, token, message) => {
    const [snapshot, actions] = start({ authToken: token, caseToken: 'c' });
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context).toMatchObject({ authToken: null, caseToken: null, identity: null, message });
    // Why the session ended is shown on every login screen (customer, agent number, pasted token).
    expect(snapshot.context.messageFrom).toBe('session');
    expect(types(actions)).toContain('clearStorage');
  });

  it('a VCP mark stored without a token starts signed out, with Home shown', () => {
    const [snapshot] = start({ fromVcp: true });
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.message).toBeNull();
    expect(showsHome(snapshot.context)).toBe(true);
  });

  it('is tagged signed in exactly while someone is signed in', () => {
    expect(start()[0].hasTag('signedIn')).toBe(false);
    expect(signedInCustomer().hasTag('signedIn')).toBe(true);
    expect(start({ authToken: agentToken() })[0].hasTag('signedIn')).toBe(true);
  });
});

describe('session machine: logging in', () => {
  it('posts the credentials, stores the token and goes to SecureHome', () => {
    const [out] = start();
    const [busy] = transition(sessionMachine, out, {
      type: 'session.login',
      email: 'olivia.owner@example.com',
      password: 'pw',
    });
    expect(busy.value).toBe('loggingIn');
    expect(busy.hasTag('busy')).toBe(true);
    const token = customerToken();
    const [signedIn, actions] = transition(sessionMachine, busy, {
      type: 'xstate.done.actor.login',
      output: token,
    } as never);
    expect(signedIn.value).toEqual({ signedIn: 'customer' });
    expect(signedIn.context.authToken).toBe(token);
    expect(types(actions)).toEqual(
      expect.arrayContaining(['clearStorage', 'persistSession', 'identifyUser']),
    );
    expect(navigations(actions)).toEqual([{ name: 'SecureHome' }]);
  });

  it('returns to the deep link it was turned away from', () => {
    const [out] = start();
    const [busy] = transition(sessionMachine, out, {
      type: 'session.login',
      email: 'e',
      password: 'p',
      returnTo: { name: 'Configs' },
    });
    const [, actions] = transition(sessionMachine, busy, {
      type: 'xstate.done.actor.login',
      output: customerToken(),
    } as never);
    expect(navigations(actions)).toEqual([{ name: 'Configs' }]);
  });

  it('keeps the visitor signed out with the service message when the login fails', () => {
    const [out] = start();
    const [busy] = transition(sessionMachine, out, { type: 'session.login', email: 'e', password: 'p' });
    const [failed, actions] = transition(sessionMachine, busy, {
      type: 'xstate.error.actor.login',
      error: new Error('The email or password is incorrect.'),
    } as never);
    expect(failed.value).toBe('signedOut');
    expect(failed.context.message).toEqual(rawMessage('The email or password is incorrect.'));
    expect(failed.context.messageFrom).toBe('login');
    expect(navigations(actions)).toEqual([]);
  });

  it('says to wait when the server refuses a login for too many failed attempts', () => {
    const busy = loggingIn();
    const [failed] = transition(sessionMachine, busy, {
      type: 'xstate.error.actor.login',
      error: new ApiError('x', { code: 'TooManyRequests', status: 429, call: 'login' }),
    } as never);
    expect(failed.value).toBe('signedOut');
    expect(failed.context.message).toEqual(message(LOGIN_MESSAGES, 'tooManyAttempts'));
  });

  it('refuses a login answer that is not a readable token', () => {
    const [out] = start();
    const [busy] = transition(sessionMachine, out, { type: 'session.login', email: 'e', password: 'p' });
    const [failed] = transition(sessionMachine, busy, {
      type: 'xstate.done.actor.login',
      output: '<html>',
    } as never);
    expect(failed.value).toBe('signedOut');
    expect(failed.context.message).toEqual(message(SESSION_MESSAGES, 'badLoginAnswer'));
  });

  it('logs an agent in by number and goes to AgentHome', () => {
    const [out] = start();
    const [busy] = transition(sessionMachine, out, { type: 'session.agentLogin', agentNumber: '10001' });
    expect(busy.value).toBe('agentLoggingIn');
    const [agent, actions] = transition(sessionMachine, busy, {
      type: 'xstate.done.actor.agentLogin',
      output: agentToken(),
    } as never);
    expect(agent.value).toEqual({ signedIn: 'agent' });
    expect(navigations(actions)).toEqual([{ name: 'AgentHome' }]);
  });

  it('ignores a 401 reported while a login is under way (the login call itself answers it)', () => {
    const [out] = start();
    const [busy] = transition(sessionMachine, out, { type: 'session.login', email: 'e', password: 'p' });
    const [still] = transition(sessionMachine, busy, { type: 'session.unauthorized' });
    expect(still.value).toBe('loggingIn');
  });
});

describe('session machine: what the login calls are asked and what a refused answer says', () => {
  const recorded = () => {
    const asked: unknown[] = [];
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          login: fromPromise(async ({ input }) => {
            asked.push(input);
            return new Promise<string>(() => {});
          }),
          agentLogin: fromPromise(async ({ input }) => {
            asked.push(input);
            return new Promise<string>(() => {});
          }),
        },
      }),
      { input: { authToken: null, caseToken: null } },
    );
    actor.start();
    return { actor, asked };
  };

  it('posts the e-mail and password typed, and nothing else', () => {
    const { actor, asked } = recorded();
    actor.send({ type: 'session.login', email: 'olivia.owner@example.com', password: 'pw', returnTo: null });
    expect(asked).toEqual([{ email: 'olivia.owner@example.com', password: 'pw' }]);
    actor.stop();
  });

  it('asks for the agent number typed, and holds the form while it is asked', () => {
    const { actor, asked } = recorded();
    actor.send({ type: 'session.agentLogin', agentNumber: '10001' });
    expect(asked).toEqual([{ agentNumber: '10001' }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.stop();
  });

  it('an unreadable answer to either login keeps the visitor signed out, with the words on that screen', () => {
    const busy = loggingIn();
    const [customer] = transition(sessionMachine, busy, {
      type: 'xstate.done.actor.login',
      output: '<html>',
    } as never);
    expect(customer.context).toMatchObject({
      message: message(SESSION_MESSAGES, 'badLoginAnswer'),
      messageFrom: 'login',
    });
    const [agentBusy] = transition(sessionMachine, start()[0], {
      type: 'session.agentLogin',
      agentNumber: '10001',
    });
    const [agent, actions] = transition(sessionMachine, agentBusy, {
      type: 'xstate.done.actor.agentLogin',
      output: '<html>',
    } as never);
    expect(agent.value).toBe('signedOut');
    expect(agent.context).toMatchObject({
      authToken: null,
      message: message(SESSION_MESSAGES, 'badLoginAnswer'),
      messageFrom: 'agentLogin',
    });
    expect(navigations(actions)).toEqual([]);
  });

  it('a refused agent login is worded for the agent login screen', () => {
    const [busy] = transition(sessionMachine, start()[0], {
      type: 'session.agentLogin',
      agentNumber: '424242',
    });
    const [failed] = transition(sessionMachine, busy, {
      type: 'xstate.error.actor.agentLogin',
      error: new ApiError('x', { code: 'NotFound', status: 404, call: 'agentLogin' }),
    } as never);
    expect(failed.context).toMatchObject({
      message: message(LOGIN_MESSAGES, 'unknownAgent', '424242'),
      messageFrom: 'agentLogin',
    });
  });

  it('names the signed-in user to telemetry on sign-in, and no one after a sign-out or a 401', () => {
    const busy = loggingIn();
    const [signedIn, actions] = transition(sessionMachine, busy, {
      type: 'xstate.done.actor.login',
      output: customerToken(),
    } as never);
    expect(paramsOf(actions, 'identifyUser')).toEqual([signedIn.context.identity]);
    expect(signedIn.context.identity).toMatchObject({ firstName: 'Olivia', lastName: 'Owner' });
    const [, logout] = transition(sessionMachine, signedIn, { type: 'session.logout' });
    expect(paramsOf(logout, 'identifyUser')).toEqual([null]);
    const [, refused] = transition(sessionMachine, signedIn, { type: 'session.unauthorized' });
    expect(paramsOf(refused, 'identifyUser')).toEqual([null]);
  });
});

describe('session machine: token logins', () => {
  it('AgentLoginJwt accepts a pasted agent token and goes to AgentHome', () => {
    const [out] = start();
    const token = agentToken();
    const [agent, actions] = transition(sessionMachine, out, { type: 'session.agentTokenLogin', token });
    expect(agent.value).toEqual({ signedIn: 'agent' });
    expect(agent.context.authToken).toBe(token);
    expect(navigations(actions)).toEqual([{ name: 'AgentHome' }]);
  });

  it('AgentLoginJwt starts a fresh session of the pasted token alone: no case token, not a VCP visit', () => {
    const [previous] = start({ authToken: customerToken(), caseToken: 'old', fromVcp: true });
    const token = agentToken();
    const [agent, actions] = transition(sessionMachine, previous, { type: 'session.agentTokenLogin', token });
    expect(agent.context).toMatchObject({ authToken: token, caseToken: null });
    expect(showsHome(agent.context)).toBe(true);
    expect(types(actions)).toContain('clearStorage');
    expect(types(actions).indexOf('clearStorage')).toBeLessThan(types(actions).indexOf('persistSession'));
    expect(paramsOf(actions, 'persistSession')).toEqual([{ authToken: token, caseToken: null }]);
  });

  it('AgentLoginJwt refuses garbage and customer tokens with a message', () => {
    const [out] = start();
    const [garbage] = transition(sessionMachine, out, { type: 'session.agentTokenLogin', token: 'abc' });
    expect(garbage.value).toBe('signedOut');
    expect(garbage.context.message).toEqual(message(SESSION_MESSAGES, 'badAgentToken'));
    expect(garbage.context.messageFrom).toBe('agentToken');
    const [customer] = transition(sessionMachine, out, {
      type: 'session.agentTokenLogin',
      token: customerToken(),
    });
    expect(customer.context.message).toEqual(message(SESSION_MESSAGES, 'notAnAgentToken'));
    expect(customer.context.messageFrom).toBe('agentToken');
  });

  it('AgentLoginJwt refuses a garbage token pasted while someone is signed in', () => {
    const [garbage] = transition(sessionMachine, signedInCustomer(), {
      type: 'session.agentTokenLogin',
      token: 'abc',
    });
    expect(garbage.value).toBe('signedOut');
    expect(garbage.context.message).toEqual(message(SESSION_MESSAGES, 'badAgentToken'));
  });

  it('LoginJWT with token and caseId clears storage, marks VCP, stores both tokens, opens DocumentReview', () => {
    const [previous] = start({ authToken: agentToken(), caseToken: 'old' });
    const token = customerToken();
    const [snapshot, actions] = transition(sessionMachine, previous, {
      type: 'session.tokenLogin',
      token,
      caseId: '100001',
    });
    expect(snapshot.value).toEqual({ signedIn: 'customer' });
    expect(snapshot.context).toMatchObject({ authToken: token, caseToken: token });
    expect(types(actions)).toContain('clearStorage');
    expect(types(actions).indexOf('clearStorage')).toBeLessThan(types(actions).indexOf('persistSession'));
    expect(paramsOf(actions, 'persistSession')).toEqual([{ authToken: token, caseToken: token }]);
    expect(types(actions)).toContain('markSourceVcp');
    expect(navigations(actions)).toEqual([{ name: 'DocumentReview', params: { caseId: '100001' } }]);
    expect(showsHome(snapshot.context)).toBe(false);
  });

  it('Home shows unless the visit came from VCP, which a restored session remembers and a sign-out forgets', () => {
    expect(showsHome(signedInCustomer().context)).toBe(true);
    const [fromVcp] = start({ authToken: customerToken(), caseToken: 'c', fromVcp: true });
    expect(showsHome(fromVcp.context)).toBe(false);
    const [out] = transition(sessionMachine, fromVcp, { type: 'session.logout' });
    expect(showsHome(out.context)).toBe(true);
    const [unreadable] = start({ authToken: 'not-a-jwt', fromVcp: true });
    expect(showsHome(unreadable.context)).toBe(true);
  });

  it('words a refused login by the kind of failure, whatever its shape', () => {
    const [loggingIn] = transition(sessionMachine, start()[0], {
      type: 'session.agentLogin',
      agentNumber: '424242',
    });
    const refused = (status: number, code: 'NotFound' | 'Forbidden' | 'Unauthorized' | 'TooManyRequests') =>
      transition(sessionMachine, loggingIn, {
        type: 'xstate.error.actor.agentLogin',
        error: new ApiError('x', { code, status, call: 'agentLogin' }),
      } as never)[0].context.message;
    expect(refused(404, 'NotFound')).toEqual(message(LOGIN_MESSAGES, 'unknownAgent', '424242'));
    expect(refused(403, 'Forbidden')).toEqual(message(LOGIN_MESSAGES, 'agentLoginOff'));
    expect(refused(401, 'Unauthorized')).toEqual(message(LOGIN_MESSAGES, 'unknownAgent', '424242'));
    // Too many failed attempts: the portal says to wait, not that the number is wrong.
    expect(refused(429, 'TooManyRequests')).toEqual(message(LOGIN_MESSAGES, 'tooManyAttempts'));
    // A failure that brings no words of its own says the login failed, never an empty line.
    const wordless = transition(sessionMachine, loggingIn, {
      type: 'xstate.error.actor.agentLogin',
      error: new ApiError('', { code: 'ServerError', status: 500, call: 'agentLogin' }),
    } as never)[0].context.message;
    expect(wordless).toEqual(message(SESSION_MESSAGES, 'loginFailed'));
  });

  it.each([[{ token: customerToken(), caseId: null }], [{ token: null, caseId: '100001' }]])(
    'LoginJWT without both values goes to Login',
    (link) => {
      const [out] = start();
      const [snapshot, actions] = transition(sessionMachine, out, { type: 'session.tokenLogin', ...link });
      expect(snapshot.value).toBe('signedOut');
      expect(navigations(actions)).toEqual([{ name: 'Login' }]);
    },
  );

  // Decision 303: Login shown over a kept token would sign the visitor back in on the next reload.
  it.each([[{ token: customerToken(), caseId: null }], [{ token: null, caseId: '100001' }]])(
    'LoginJWT without both values, followed while signed in, ends that session before it shows Login',
    (link) => {
      const [snapshot, actions] = transition(sessionMachine, signedInCustomer(), {
        type: 'session.tokenLogin',
        ...link,
      });
      expect(snapshot.value).toBe('signedOut');
      expect(snapshot.context).toMatchObject({ authToken: null, caseToken: null, identity: null });
      expect(types(actions)).toContain('clearStorage');
      expect(paramsOf(actions, 'identifyUser')).toEqual([null]);
      expect(navigations(actions)).toEqual([{ name: 'Login' }]);
    },
  );

  it('LoginJWT with an expired token signs out with a message', () => {
    const [out] = start();
    const [snapshot] = transition(sessionMachine, out, {
      type: 'session.tokenLogin',
      token: expiredToken(),
      caseId: '100001',
    });
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.message).toEqual(message(SESSION_MESSAGES, 'expired'));
  });

  it('LoginJWT with an expired token ends the session that was there, clears storage and goes to Login', () => {
    const [snapshot, actions] = transition(sessionMachine, signedInCustomer(), {
      type: 'session.tokenLogin',
      token: expiredToken(),
      caseId: '100001',
    });
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context).toMatchObject({
      authToken: null,
      caseToken: null,
      identity: null,
      message: message(SESSION_MESSAGES, 'expired'),
      messageFrom: 'session',
    });
    expect(types(actions)).toContain('clearStorage');
    expect(paramsOf(actions, 'identifyUser')).toEqual([null]);
    expect(navigations(actions)).toEqual([{ name: 'Login' }]);
  });

  it("LoginJWT without a caseId shows Login without an earlier failed login's words", () => {
    const busy = loggingIn();
    const [failed] = transition(sessionMachine, busy, {
      type: 'xstate.error.actor.login',
      error: new Error('The email or password is incorrect.'),
    } as never);
    const [snapshot, actions] = transition(sessionMachine, failed, {
      type: 'session.tokenLogin',
      token: customerToken(),
      caseId: null,
    });
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.message).toBeNull();
    expect(navigations(actions)).toEqual([{ name: 'Login' }]);
  });
});

describe('session machine: signed in', () => {
  it('logs out: clears storage and context, goes to Login', () => {
    const [out, actions] = transition(sessionMachine, signedInCustomer(), { type: 'session.logout' });
    expect(out.value).toBe('signedOut');
    expect(out.context).toMatchObject({ authToken: null, caseToken: null, identity: null, message: null });
    expect(types(actions)).toContain('clearStorage');
    expect(navigations(actions)).toEqual([{ name: 'Login' }]);
  });

  it('a 401 signs out with a message', () => {
    const [out, actions] = transition(sessionMachine, signedInCustomer(), { type: 'session.unauthorized' });
    expect(out.value).toBe('signedOut');
    expect(out.context.message).toEqual(message(SESSION_MESSAGES, 'unauthorized'));
    expect(out.context.messageFrom).toBe('session');
    expect(out.context).toMatchObject({ authToken: null, caseToken: null, identity: null });
    expect(types(actions)).toContain('clearStorage');
    expect(navigations(actions)).toEqual([{ name: 'Login', comeBack: true }]);
  });

  it('stores a new case token (dashboard agreementAuthToken, set-authorization)', () => {
    const [snapshot, actions] = transition(sessionMachine, signedInCustomer(), {
      type: 'session.caseToken',
      token: 'fresh',
    });
    expect(snapshot.context.caseToken).toBe('fresh');
    expect(actions.find((a) => a.type === 'persistCaseToken')?.params).toBe('fresh');
  });

  it('ignores a case token and a logout while signed out', () => {
    const [out] = start();
    const [after, caseActions] = transition(sessionMachine, out, { type: 'session.caseToken', token: 'x' });
    expect(after.context.caseToken).toBeNull();
    expect(caseActions).toEqual([]);
    const [still, logoutActions] = transition(sessionMachine, out, { type: 'session.logout' });
    expect(still.value).toBe('signedOut');
    expect(logoutActions).toEqual([]);
  });

  it('reads the party from a case token, preferring the second id', () => {
    const caseToken = fakeJwt({
      'Case-100001': JSON.stringify({ Roles: [1], UserPartyIds: ['p1', 'p2'] }),
      'Case-100005': { Roles: ['1'], UserPartyIds: ['p9'] },
    });
    expect(partyIdForCase(caseToken, '100001')).toBe('p2');
    expect(partyIdForCase(caseToken, '100005')).toBe('p9');
    expect(partyIdForCase(caseToken, '999')).toBeNull();
    expect(partyIdForCase('junk', '100001')).toBeNull();
  });
});

describe('session token claims (SPEC §3; exp in seconds since the epoch, RFC 7519)', () => {
  it('a token is expired from the second its exp names on, and its expiry is kept in milliseconds', () => {
    const exp = 2_000_000_000;
    const token = customerToken({ exp });
    expect(readSessionToken(token, exp * 1000 - 1)).toMatchObject({
      ok: true,
      identity: { expiresAt: exp * 1000 },
    });
    expect(readSessionToken(token, exp * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a token without exp is read, with no expiry known', () => {
    const reading = readSessionToken(customerToken({ exp: undefined }), Date.now());
    expect(reading).toMatchObject({ ok: true, identity: { expiresAt: null } });
  });

  it('reads the username and the comma-separated agent numbers; a customer has none', () => {
    const agent = readSessionToken(agentToken({ AgentNumbers: '10001, 10002', unique_name: 'alex' }), 0);
    expect(agent).toMatchObject({
      ok: true,
      identity: { username: 'alex', agentNumbers: ['10001', '10002'] },
    });
    const customer = readSessionToken(customerToken(), 0);
    expect(customer).toMatchObject({ ok: true, identity: { username: 'olivia', agentNumbers: [] } });
  });

  it('a case token whose body is not a set of claims names no party', () => {
    expect(partyIdForCase(fakeJwt(null as never), '100001')).toBeNull();
    expect(partyIdForCase(fakeJwt(42 as never), '100001')).toBeNull();
    expect(partyIdForCase(null, '100001')).toBeNull();
  });

  it('the name shown is the first and last name, or either alone, else the username; none when signed out', () => {
    const person = (names: Partial<SessionIdentity>): SessionIdentity => ({
      isAgent: false,
      firstName: null,
      lastName: null,
      username: 'olivia',
      agentNumbers: [],
      expiresAt: null,
      ...names,
    });
    expect(displayName(person({ firstName: 'Olivia', lastName: 'Owner' }))).toBe('Olivia Owner');
    expect(displayName(person({ firstName: 'Olivia' }))).toBe('Olivia');
    expect(displayName(person({ lastName: 'Owner' }))).toBe('Owner');
    expect(displayName(person({}))).toBe('olivia');
    expect(displayName(null)).toBeNull();
  });

  it('an agent reads a case as its agent; a customer, or no one signed in, as a customer', () => {
    const reading = (token: string) => {
      const read = readSessionToken(token, Date.now());
      return read.ok ? read.identity : null;
    };
    expect(viewerRole(reading(agentToken()))).toBe('agent');
    expect(viewerRole(reading(customerToken()))).toBe('customer');
    expect(viewerRole(null)).toBe('customer');
  });
});
