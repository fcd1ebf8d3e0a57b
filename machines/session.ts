import {
  and,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  setup,
} from 'xstate';
import { failureText } from '../src/api/failure.ts';
import type { RouteTarget } from '../src/domain/routeNames.ts';
import {
  agentLoginFailures,
  CUSTOMER_LOGIN_FAILURES,
  SESSION_MESSAGES,
} from '../src/domain/session/loginMessages.ts';
import {
  caseTokenCovers,
  readSessionToken,
  type SessionIdentity,
  type TokenReading,
} from '../src/domain/session/sessionClaims.ts';

export { SESSION_MESSAGES } from '../src/domain/session/loginMessages.ts';

/**
 * Who is signed in (SPEC §2 login screens, §3 claims and storage, §6 customer vs agent).
 * The machine owns the two tokens; the app persists them to session storage and navigates through
 * the named `persist*`, `clearStorage`, `markSourceVcp` and `navigate` actions it provides.
 */
export type MessageSource = 'session' | 'login' | 'agentLogin' | 'agentToken';

export interface SessionContext {
  authToken: string | null;
  caseToken: string | null;
  identity: SessionIdentity | null;
  /** Why the visitor is signed out, or why a sign-in failed; shown on the login screens. */
  message: string | null;
  /** Which screen the message is for: every login screen shows 'session' ones, each its own failures. */
  messageFrom: MessageSource | null;
  /** Where to go after signing in: the deep link the guard turned away. */
  returnTo: RouteTarget | null;
  /** The agent number of the sign-in under way, for its failure message. */
  agentNumber: string | null;
  /** The visit came from VCP (session storage `source`, SPEC §1): Home is hidden then. */
  fromVcp: boolean;
}

/**
 * @internal the input the tests start the machine with (tests/model/session-replays.ts,
 * tests/unit/session-open-case.test.ts …).
 */
export interface SessionInput {
  authToken: string | null;
  caseToken: string | null;
  fromVcp?: boolean;
}

interface Credentials {
  email: string;
  password: string;
}

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string; returnTo?: RouteTarget | null }
  | { type: 'session.agentLogin'; agentNumber: string; returnTo?: RouteTarget | null }
  | { type: 'session.agentTokenLogin'; token: string }
  | { type: 'session.tokenLogin'; token: string | null; caseId: string | null }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized'; message?: string }
  | { type: 'session.caseToken'; token: string }
  /** A case screen is about to load: a customer without the case in the case token fetches it first. */
  | { type: 'session.openCase'; caseId: string }
  | { type: 'session.dismissMessage' };

function readingMessage(reading: TokenReading): string | null {
  return reading.ok ? null : SESSION_MESSAGES[reading.reason];
}

function afterSignIn(identity: SessionIdentity, returnTo: RouteTarget | null): RouteTarget {
  return returnTo ?? { name: identity.isAgent ? 'AgentHome' : 'SecureHome' };
}

/** The token answered by a login call, read now; its identity or the reason it is unusable. */
const read = (token: string): TokenReading => readSessionToken(token, Date.now());

type Shown = { message: string; from: MessageSource };

const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    login: fromPromise<string, Credentials>(async () => {
      throw new Error('session machine: provide the login actor');
    }),
    agentLogin: fromPromise<string, { agentNumber: string }>(async () => {
      throw new Error('session machine: provide the agentLogin actor');
    }),
    /** GET /Dashboard's agreementAuthToken (SPEC §7): the case token of every case of the customer. */
    loadCaseToken: fromPromise<string, void>(async () => {
      throw new Error('session machine: provide the loadCaseToken actor');
    }),
  },
  guards: {
    restoredIdentity: ({ context }) => context.identity !== null,
    restoreFailed: ({ context }) => context.message !== null,
    isAgent: ({ context }) => context.identity?.isAgent === true,
    answeredReadableToken: ({ event }) =>
      'output' in event && typeof event.output === 'string' && read(event.output).ok,
    agentTokenReadable: ({ event }) => {
      assertEvent(event, 'session.agentTokenLogin');
      return read(event.token).ok;
    },
    agentTokenIsAgent: ({ event }) => {
      assertEvent(event, 'session.agentTokenLogin');
      const reading = read(event.token);
      return reading.ok && reading.identity.isAgent;
    },
    linkHasTokenAndCase: ({ event }) => {
      assertEvent(event, 'session.tokenLogin');
      return Boolean(event.token) && Boolean(event.caseId);
    },
    // A signed-in customer opening a case the case token does not name (a bookmark opened before the
    // dashboard, decision 350). An e-mail link's token opens its one case only: no dashboard for it.
    lacksCaseToken: ({ context, event }) => {
      assertEvent(event, 'session.openCase');
      return !context.fromVcp && !caseTokenCovers(context.caseToken, event.caseId, Date.now());
    },
    linkTokenReadable: ({ event }) => {
      assertEvent(event, 'session.tokenLogin');
      return Boolean(event.token) && read(event.token ?? '').ok;
    },
  },
  actions: {
    // Effects the app supplies with .provide(): storage, navigation, telemetry.
    persistSession: (_, _tokens: { authToken: string | null; caseToken: string | null }) => {},
    persistCaseToken: (_, _token: string) => {},
    clearStorage: () => {},
    markSourceVcp: () => {},
    navigate: (_, _target: RouteTarget) => {},
    identifyUser: (_, _identity: SessionIdentity | null) => {},
    forgetSession: assign({
      authToken: null,
      caseToken: null,
      identity: null,
      returnTo: null,
      agentNumber: null,
      fromVcp: false,
    }),
    clearMessage: assign({ message: null, messageFrom: null }),
    showMessage: assign((_, { message, from }: Shown) => ({ message, messageFrom: from })),
    startSignIn: assign(({ event }) => {
      assertEvent(event, ['session.login', 'session.agentLogin']);
      return {
        message: null,
        messageFrom: null,
        returnTo: event.returnTo ?? null,
        agentNumber: event.type === 'session.agentLogin' ? event.agentNumber : null,
      };
    }),
    // The LoginJWT link's token is also the case token (SPEC §2); a login's token is not.
    adoptSessionToken: assign((_, { token, asCaseToken }: { token: string; asCaseToken: boolean }) => {
      const reading = read(token);
      return {
        authToken: token,
        caseToken: asCaseToken ? token : null,
        identity: reading.ok ? reading.identity : null,
        message: null,
        messageFrom: null,
        fromVcp: asCaseToken,
      };
    }),
    adoptCaseToken: assign((_, token: string) => ({ caseToken: token })),
  },
});

/** What both login answers do with a readable token: a fresh session, stored, then onwards. */
const signedInWith = [
  'clearStorage',
  {
    type: 'adoptSessionToken',
    params: ({ event }: { event: DoneActorEvent<string> }) => ({ token: event.output, asCaseToken: false }),
  },
  {
    type: 'persistSession',
    params: ({ context }: { context: SessionContext }) => ({ authToken: context.authToken, caseToken: null }),
  },
  {
    type: 'navigate',
    params: ({ context }: { context: SessionContext }) => afterSignIn(context.identity!, context.returnTo),
  },
] as const;

/** A refused or failed login call, in the words of the screen it came from (one table per screen). */
const loginFailed = (from: 'login' | 'agentLogin') => ({
  type: 'showMessage' as const,
  params: ({ context, event }: { context: SessionContext; event: ErrorActorEvent }) => ({
    from,
    message: failureText(
      from === 'login' ? CUSTOMER_LOGIN_FAILURES : agentLoginFailures(context.agentNumber ?? ''),
      event.error,
    ),
  }),
});

/** What Log out does; a broken LoginJWT link does the same (decision 303): no session kept behind Login. */
const SIGN_OUT = [
  'clearStorage',
  'forgetSession',
  'clearMessage',
  { type: 'identifyUser', params: null },
  { type: 'navigate', params: { name: 'Login' } },
] as const;

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => {
    const reading = input.authToken ? read(input.authToken) : null;
    return {
      authToken: reading?.ok ? input.authToken : null,
      caseToken: reading?.ok ? input.caseToken : null,
      identity: reading?.ok ? reading.identity : null,
      message: reading ? readingMessage(reading) : null,
      messageFrom: reading && !reading.ok ? 'session' : null,
      returnTo: null,
      agentNumber: null,
      fromVcp: input.fromVcp === true && reading?.ok === true,
    };
  },
  initial: 'restoring',
  on: {
    'session.login': { target: '.loggingIn', actions: 'startSignIn' },
    'session.agentLogin': { target: '.agentLoggingIn', actions: 'startSignIn' },
    'session.agentTokenLogin': [
      {
        guard: 'agentTokenIsAgent',
        target: '.signedIn',
        actions: [
          'clearStorage',
          { type: 'adoptSessionToken', params: ({ event }) => ({ token: event.token, asCaseToken: false }) },
          {
            type: 'persistSession',
            params: ({ context }) => ({ authToken: context.authToken, caseToken: null }),
          },
          { type: 'navigate', params: { name: 'AgentHome' } },
        ],
      },
      {
        guard: 'agentTokenReadable',
        target: '.signedOut',
        actions: {
          type: 'showMessage',
          params: { message: SESSION_MESSAGES.notAnAgentToken, from: 'agentToken' },
        },
      },
      {
        target: '.signedOut',
        actions: {
          type: 'showMessage',
          params: { message: SESSION_MESSAGES.badAgentToken, from: 'agentToken' },
        },
      },
    ],
    // LoginJWT: the link's token is both the session and the case token (SPEC §2).
    'session.tokenLogin': [
      {
        guard: and(['linkHasTokenAndCase', 'linkTokenReadable']),
        target: '.signedIn',
        actions: [
          'clearStorage',
          'forgetSession',
          'markSourceVcp',
          {
            type: 'adoptSessionToken',
            params: ({ event }) => ({ token: event.token ?? '', asCaseToken: true }),
          },
          {
            type: 'persistSession',
            params: ({ context }) => ({ authToken: context.authToken, caseToken: context.caseToken }),
          },
          {
            type: 'navigate',
            params: ({ event }) => ({ name: 'DocumentReview', params: { caseId: event.caseId ?? '' } }),
          },
        ],
      },
      {
        guard: 'linkHasTokenAndCase',
        target: '.signedOut',
        actions: [
          'clearStorage',
          'forgetSession',
          { type: 'identifyUser', params: null },
          {
            type: 'showMessage',
            params: ({ event }) => ({
              from: 'session',
              message: readingMessage(read(event.token ?? '')) ?? SESSION_MESSAGES.malformed,
            }),
          },
          { type: 'navigate', params: { name: 'Login' } },
        ],
      },
      // A link missing its token or case ends any session that was open (decision 303): Login shown over a
      // kept token would sign the visitor back in on the next reload.
      {
        target: '.signedOut',
        actions: SIGN_OUT,
      },
    ],
  },
  states: {
    restoring: {
      always: [
        { guard: 'restoredIdentity', target: 'signedIn' },
        { guard: 'restoreFailed', target: 'signedOut', actions: 'clearStorage' },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      tags: ['signedOut'],
      on: { 'session.dismissMessage': { actions: 'clearMessage' } },
    },
    loggingIn: {
      tags: ['signedOut', 'busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login');
          return { email: event.email, password: event.password };
        },
        onDone: [
          { guard: 'answeredReadableToken', target: 'signedIn', actions: signedInWith },
          {
            target: 'signedOut',
            actions: {
              type: 'showMessage',
              params: { message: SESSION_MESSAGES.badLoginAnswer, from: 'login' },
            },
          },
        ],
        onError: { target: 'signedOut', actions: loginFailed('login') },
      },
    },
    agentLoggingIn: {
      tags: ['signedOut', 'busy'],
      invoke: {
        id: 'agentLogin',
        src: 'agentLogin',
        input: ({ context }) => ({ agentNumber: context.agentNumber ?? '' }),
        onDone: [
          { guard: 'answeredReadableToken', target: 'signedIn', actions: signedInWith },
          {
            target: 'signedOut',
            actions: {
              type: 'showMessage',
              params: { message: SESSION_MESSAGES.badLoginAnswer, from: 'agentLogin' },
            },
          },
        ],
        onError: { target: 'signedOut', actions: loginFailed('agentLogin') },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      entry: [{ type: 'identifyUser', params: ({ context }) => context.identity }],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isAgent', target: 'agent' }, { target: 'customer' }],
        },
        customer: {
          on: { 'session.openCase': { guard: 'lacksCaseToken', target: 'openingCase' } },
        },
        /** Fetching the case token before a case screen loads; the route waits (src/routes/caseAccess.ts). */
        openingCase: {
          tags: ['openingCase'],
          invoke: {
            id: 'loadCaseToken',
            src: 'loadCaseToken',
            onDone: {
              target: 'customer',
              actions: [
                { type: 'adoptCaseToken', params: ({ event }) => event.output },
                { type: 'persistCaseToken', params: ({ event }) => event.output },
              ],
            },
            // The case screen then loads without it and says why (its refusal, or the service down).
            onError: { target: 'customer' },
          },
        },
        agent: {},
      },
      on: {
        'session.logout': {
          target: 'signedOut',
          actions: SIGN_OUT,
        },
        'session.unauthorized': {
          target: 'signedOut',
          actions: [
            'clearStorage',
            'forgetSession',
            {
              type: 'showMessage',
              params: ({ event }) => ({
                message: event.message ?? SESSION_MESSAGES.unauthorized,
                from: 'session',
              }),
            },
            { type: 'identifyUser', params: null },
            { type: 'navigate', params: { name: 'Login', comeBack: true } },
          ],
        },
        'session.caseToken': {
          actions: [
            { type: 'adoptCaseToken', params: ({ event }) => event.token },
            { type: 'persistCaseToken', params: ({ event }) => event.token },
          ],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;

/** SPEC §1: Home shows unless the visit came from VCP. */
export const showsHome = (context: Pick<SessionContext, 'fromVcp'>): boolean => !context.fromVcp;
