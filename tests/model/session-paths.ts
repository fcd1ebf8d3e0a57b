import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { type SessionEvent, sessionMachine } from '../../machines/session.ts';
import { ApiError } from '../../src/api/errors.ts';

/**
 * Paths through the session machine, generated with xstate/graph: one path per transition (the
 * shortest way to its source state, then the transition), so every login route's success and failure
 * and log out are each walked once. Invoked actors are stood in for by their done/error events.
 */
const fake = (claims: Record<string, unknown>) => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) + 86_400, ...claims })}.c2ln`;
};

// Stand-ins for what the sandbox signs; the replay uses real tokens in their place.
export const MODEL_TOKENS = {
  customer: fake({ UserType: 1, unique_name: 'olivia.owner@example.com', given_name: 'Olivia' }),
  agent: fake({ UserType: 2, unique_name: 'alex', AgentNumbers: '10001' }),
  caseToken: fake({ 'Case-100001': { Roles: [1], UserPartyIds: ['P-100001-OWN'] } }),
};

export type ModelEvent =
  | SessionEvent
  | { type: 'xstate.done.actor.login'; output: string }
  | { type: 'xstate.error.actor.login'; error: Error }
  | { type: 'xstate.done.actor.agentLogin'; output: string }
  | { type: 'xstate.error.actor.agentLogin'; error: Error };

type Snapshot = ReturnType<typeof sessionMachine.getInitialSnapshot>;

function eventsFor(state: Snapshot): ModelEvent[] {
  if (state.matches('loggingIn'))
    return [
      { type: 'xstate.done.actor.login', output: MODEL_TOKENS.customer },
      // The login endpoint's refusal as the client reports it: the machine words it (wrongCredentials).
      {
        type: 'xstate.error.actor.login',
        error: new ApiError('Unauthorized', { code: 'Unauthorized', status: 401, call: 'login' }),
      },
    ];
  if (state.matches('agentLoggingIn'))
    return [
      { type: 'xstate.done.actor.agentLogin', output: MODEL_TOKENS.agent },
      {
        type: 'xstate.error.actor.agentLogin',
        error: new ApiError('Not found', { code: 'NotFound', status: 404, call: 'agentLogin' }),
      },
    ];
  const tokenLink: ModelEvent = {
    type: 'session.tokenLogin',
    token: MODEL_TOKENS.customer,
    caseId: '100001',
  };
  // A link missing its case, followed while signed in, must end that session (decision 303).
  const brokenLink: ModelEvent = { type: 'session.tokenLogin', token: MODEL_TOKENS.customer, caseId: null };
  // Agents have no navigation and so no Log out in the frame (SPEC §1); their screens come later.
  if (state.matches({ signedIn: 'agent' })) return [tokenLink, brokenLink];
  if (state.matches('signedIn')) return [{ type: 'session.logout' }, tokenLink, brokenLink];
  return [
    { type: 'session.login', email: 'olivia.owner@example.com', password: '(chosen by the next step)' },
    // The number a refused attempt names; the browser replay types 10001 when the next step succeeds.
    { type: 'session.agentLogin', agentNumber: '99999' },
    { type: 'session.agentTokenLogin', token: MODEL_TOKENS.agent },
    { type: 'session.agentTokenLogin', token: 'garbage' },
    tokenLink,
    brokenLink,
  ];
}

/** States are told apart by where the visitor is, not by token text or message wording. */
export const serializeState = (state: Snapshot) =>
  JSON.stringify({ value: state.value, message: state.context.message !== null });
const serializeEvent = (event: ModelEvent) =>
  JSON.stringify(event, (key, value) => (key === 'output' || key === 'error' ? undefined : value));

const options = {
  input: { authToken: null, caseToken: null },
  events: eventsFor as never,
  serializeState: serializeState as never,
  serializeEvent: serializeEvent as never,
};

export interface ModelStep {
  event: ModelEvent;
  state: Snapshot;
}
export interface ModelPath {
  description: string;
  steps: ModelStep[];
}

export function sessionPaths(): ModelPath[] {
  const shortest = getShortestPaths(sessionMachine, options);
  const toState = new Map(shortest.map((p) => [serializeState(p.state as Snapshot), p]));
  const adjacency = getAdjacencyMap(sessionMachine, options);
  const paths: ModelPath[] = [];
  for (const [stateKey, { transitions }] of Object.entries(adjacency)) {
    const prefix = toState.get(stateKey);
    if (!prefix) continue;
    for (const transition of Object.values(transitions) as { event: ModelEvent; state: Snapshot }[]) {
      const steps = [
        ...(prefix.steps as { event: { type: string }; state: Snapshot }[])
          .filter((s) => s.event.type !== 'xstate.init')
          .map((s) => s as ModelStep),
        { event: transition.event, state: transition.state },
      ];
      paths.push({ description: steps.map((s) => describe(s.event)).join(' → '), steps });
    }
  }
  return paths;
}

export function describe(event: ModelEvent): string {
  switch (event.type) {
    case 'session.login':
      return 'open Login';
    case 'xstate.done.actor.login':
      return 'log in with the right password';
    case 'xstate.error.actor.login':
      return 'log in with a wrong password';
    case 'session.agentLogin':
      return 'open AgentLogin';
    case 'xstate.done.actor.agentLogin':
      return 'log in as agent 10001';
    case 'xstate.error.actor.agentLogin':
      return 'log in as unknown agent 99999';
    case 'session.agentTokenLogin':
      return event.token === 'garbage' ? 'paste a garbage agent token' : 'paste an agent token';
    case 'session.tokenLogin':
      return event.caseId
        ? 'follow an e-mail link with token and caseId'
        : 'follow an e-mail link without caseId';
    case 'session.logout':
      return 'log out';
    default:
      return event.type;
  }
}

/** How much of the machine the paths walk: state nodes and transitions (for the report). */
export function coverage(paths: ModelPath[]) {
  const stateKeys = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    let from = 'initial';
    for (const step of path.steps) {
      const to = serializeState(step.state);
      stateKeys.add(to);
      transitions.add(`${from} ${serializeEvent(step.event)}`);
      from = to;
    }
  }
  return { states: stateKeys.size, transitions: transitions.size, paths: paths.length };
}
