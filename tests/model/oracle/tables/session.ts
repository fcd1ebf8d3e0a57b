import type { Done, Sight, Table } from '../row.ts';

const DASHBOARD = { role: 'heading', name: "It's great to see you!" } as const;
const LOGIN = { role: 'button', name: 'Login' } as const;

/** A sign-in refused (SPEC leaves the words open, §8 'not shown'): the login screen says so. */
const REFUSALS = ['xstate.error.actor.login', 'xstate.error.actor.agentLogin', 'session.agentTokenLogin'];

/** The session as the login routes drive it (SPEC §2 'Login screens'; §3 storage keys). */
export const SESSION: Table = {
  screen: 'Login screens',
  machine: 'session',
  rows: {
    signedOut: {
      source: "SPEC §2 Log out; LoginJWT 'Otherwise it goes to Login'; §3 auth_token in session storage",
      storage: { auth_token: 'empty' },
      given: (done: readonly Done[]): Sight =>
        REFUSALS.includes(done.at(-1)?.type ?? '') ? { controls: [{ role: 'alert' }] } : { at: '/login' },
    },
    loggingIn: {
      source: "SPEC §2 Login: 'email and password fields and a Login button'",
      controls: [{ role: 'textbox', name: 'Email' }, LOGIN],
    },
    agentLoggingIn: {
      source: "SPEC §2 AgentLogin: 'takes an agent number'",
      controls: [{ role: 'textbox', name: 'Agent number' }, LOGIN],
    },
    'signedIn.customer': {
      source: "SPEC §2 Login 'then goes to SecureHome'; LoginJWT 'opens DocumentReview for the case'; §3",
      storage: { auth_token: 'set' },
      given: (done): Sight =>
        done.at(-1)?.type === 'session.tokenLogin'
          ? { at: '/doc-review/{caseId}', storage: { source: 'VCP', case_authorization_token: 'set' } }
          : { controls: [DASHBOARD] },
    },
    'signedIn.agent': {
      source: "SPEC §2 AgentLogin 'then goes to AgentHome'; §1 'The whole navigation is hidden for agents'",
      at: '/agent-home',
      storage: { auth_token: 'set' },
      controls: [{ role: 'navigation', state: 'absent' }],
    },
  },
};
