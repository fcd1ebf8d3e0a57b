import { and, assign, type DoneActorEvent, fromPromise, setup } from 'xstate';
import type { RouteTarget } from '../src/domain/routeNames.ts';
import { readSessionToken, type SessionIdentity, type TokenReading } from '../src/domain/sessionClaims.ts';

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
  returnTo: string | null;
}

export interface SessionInput {
  authToken: string | null;
  caseToken: string | null;
}

export interface Credentials {
  email: string;
  password: string;
}

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string; returnTo?: string | null }
  | { type: 'session.agentLogin'; agentNumber: string; returnTo?: string | null }
  | { type: 'session.agentTokenLogin'; token: string }
  | { type: 'session.tokenLogin'; token: string | null; caseId: string | null }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized'; message?: string }
  | { type: 'session.caseToken'; token: string }
  | { type: 'session.dismissMessage' };

export const SESSION_MESSAGES = {
  malformed: 'Your sign-in could not be read. Please log in again.',
  foreign: 'Your sign-in is not valid for this portal. Please log in again.',
  expired: 'Your session has expired. Please log in again.',
  unauthorized: 'Your session has ended. Please log in again.',
  badAgentToken: 'That token could not be read. Paste the whole token and try again.',
  notAnAgentToken: 'That token does not belong to an agent.',
  badLoginAnswer: 'The sign-in service answered with a token the portal could not read. Please try again.',
  loginFailed: 'We could not log you in. Please try again.',
} as const;

function readingMessage(reading: TokenReading): string | null {
  return reading.ok ? null : SESSION_MESSAGES[reading.reason];
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : SESSION_MESSAGES.loginFailed;
}

function afterSignIn(identity: SessionIdentity, returnTo: string | null): RouteTarget {
  if (returnTo) return { href: returnTo };
  return { name: identity.isAgent ? 'AgentHome' : 'SecureHome' };
}

/** The token answered by a login call, read now; its identity or the reason it is unusable. */
const read = (token: string): TokenReading => readSessionToken(token, Date.now());

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
  },
  guards: {
    restoredIdentity: ({ context }) => context.identity !== null,
    restoreFailed: ({ context }) => context.message !== null,
    isAgent: ({ context }) => context.identity?.isAgent === true,
    answeredReadableToken: ({ event }) =>
      'output' in event && typeof event.output === 'string' && read(event.output).ok,
    agentTokenReadable: ({ event }) => event.type === 'session.agentTokenLogin' && read(event.token).ok,
    agentTokenIsAgent: ({ event }) => {
      if (event.type !== 'session.agentTokenLogin') return false;
      const reading = read(event.token);
      return reading.ok && reading.identity.isAgent;
    },
    linkHasTokenAndCase: ({ event }) =>
      event.type === 'session.tokenLogin' && Boolean(event.token) && Boolean(event.caseId),
    linkTokenReadable: ({ event }) =>
      event.type === 'session.tokenLogin' && Boolean(event.token) && read(event.token ?? '').ok,
  },
  actions: {
    persistSession: (_, _tokens: { authToken: string | null; caseToken: string | null }) => {},
    persistCaseToken: (_, _token: string) => {},
    clearStorage: () => {},
    markSourceVcp: () => {},
    navigate: (_, _target: RouteTarget) => {},
    identifyUser: (_, _identity: SessionIdentity | null) => {},
    forgetSession: assign({ authToken: null, caseToken: null, identity: null, returnTo: null }),
    clearMessage: assign({ message: null, messageFrom: null }),
    // The LoginJWT link's token is also the case token (SPEC §2); a login's token is not.
    adoptSessionToken: assign((_, { token, asCaseToken }: { token: string; asCaseToken: boolean }) => {
      const reading = read(token);
      return {
        authToken: token,
        caseToken: asCaseToken ? token : null,
        identity: reading.ok ? reading.identity : null,
        message: null,
        messageFrom: null,
      };
    }),
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
    };
  },
  initial: 'restoring',
  on: {
    'session.login': {
      target: '.loggingIn',
      actions: assign({ message: null, messageFrom: null, returnTo: ({ event }) => event.returnTo ?? null }),
    },
    'session.agentLogin': {
      target: '.agentLoggingIn',
      actions: assign({ message: null, messageFrom: null, returnTo: ({ event }) => event.returnTo ?? null }),
    },
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
        actions: assign({ message: SESSION_MESSAGES.notAnAgentToken, messageFrom: 'agentToken' }),
      },
      {
        target: '.signedOut',
        actions: assign({ message: SESSION_MESSAGES.badAgentToken, messageFrom: 'agentToken' }),
      },
    ],
    // LoginJWT: the link's token is both the session and the case token (SPEC §2).
    'session.tokenLogin': [
      {
        guard: and(['linkHasTokenAndCase', 'linkTokenReadable']),
        target: '.signedIn',
        actions: [
          'clearStorage',
          'markSourceVcp',
          {
            type: 'adoptSessionToken',
            params: ({ event }) => ({ token: event.token ?? '', asCaseToken: true }),
          },
          assign({ returnTo: null }),
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
          assign({
            messageFrom: 'session',
            message: ({ event }) => readingMessage(read(event.token ?? '')) ?? SESSION_MESSAGES.malformed,
          }),
          { type: 'navigate', params: { name: 'Login' } },
        ],
      },
      { target: '.signedOut', actions: ['clearMessage', { type: 'navigate', params: { name: 'Login' } }] },
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
        input: ({ event }) =>
          event.type === 'session.login'
            ? { email: event.email, password: event.password }
            : { email: '', password: '' },
        onDone: [
          { guard: 'answeredReadableToken', target: 'signedIn', actions: signedInWith },
          {
            target: 'signedOut',
            actions: assign({ message: SESSION_MESSAGES.badLoginAnswer, messageFrom: 'login' }),
          },
        ],
        onError: {
          target: 'signedOut',
          actions: assign({ message: ({ event }) => errorMessage(event.error), messageFrom: 'login' }),
        },
      },
    },
    agentLoggingIn: {
      tags: ['signedOut', 'busy'],
      invoke: {
        id: 'agentLogin',
        src: 'agentLogin',
        input: ({ event }) => ({ agentNumber: event.type === 'session.agentLogin' ? event.agentNumber : '' }),
        onDone: [
          { guard: 'answeredReadableToken', target: 'signedIn', actions: signedInWith },
          {
            target: 'signedOut',
            actions: assign({ message: SESSION_MESSAGES.badLoginAnswer, messageFrom: 'agentLogin' }),
          },
        ],
        onError: {
          target: 'signedOut',
          actions: assign({ message: ({ event }) => errorMessage(event.error), messageFrom: 'agentLogin' }),
        },
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
        customer: {},
        agent: {},
      },
      on: {
        'session.logout': {
          target: 'signedOut',
          actions: [
            'clearStorage',
            'forgetSession',
            'clearMessage',
            { type: 'identifyUser', params: null },
            { type: 'navigate', params: { name: 'Login' } },
          ],
        },
        'session.unauthorized': {
          target: 'signedOut',
          actions: [
            'clearStorage',
            'forgetSession',
            assign({
              message: ({ event }) => event.message ?? SESSION_MESSAGES.unauthorized,
              messageFrom: 'session',
            }),
            { type: 'identifyUser', params: null },
            { type: 'navigate', params: { name: 'Login', comeBack: true } },
          ],
        },
        'session.caseToken': {
          actions: [
            assign({ caseToken: ({ event }) => event.token }),
            { type: 'persistCaseToken', params: ({ event }) => event.token },
          ],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
