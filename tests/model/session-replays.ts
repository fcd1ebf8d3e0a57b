import { createActor, type EventFromLogic } from 'xstate';
import { type SessionInput, sessionMachine } from '../../machines/session.ts';
import type { Message } from '../../src/i18n/message.ts';
import { build } from './document-paths.ts';
import { inspecting, pendingCalls, type Run, replay } from './replay.ts';
import { MODEL_TOKENS } from './session-paths.ts';

/** The session's paths replayed on the machine, logins held open until the path settles them. */
export function sessionRunner(input: SessionInput = { authToken: null, caseToken: null }): Run {
  return async (path, inspect) => {
    const { logic, settle } = pendingCalls();
    const machine = sessionMachine.provide({
      actors: { login: logic as never, agentLogin: logic as never, loadCaseToken: logic as never },
    });
    await replay(createActor(machine, { input, ...inspecting(inspect) }), settle, path);
  };
}

type SessionEvent = EventFromLogic<typeof sessionMachine>;
const serializeState = (s: { value: unknown; context: { message: Message | null } }) =>
  JSON.stringify([s.value, s.context.message !== null]);

/**
 * What session-paths.ts (the login routes the browser replays) leaves out: a visit that comes back
 * with a stored token, good or unreadable, what a signed-in session hears from the API (a new case
 * token, a 401, a case screen asking for its case token), and logins that answer with a token no one can read.
 */
export function sessionVariants() {
  const stored = {
    input: { authToken: MODEL_TOKENS.customer, caseToken: null },
    events: [
      { type: 'session.caseToken', token: MODEL_TOKENS.customer },
      { type: 'session.unauthorized' },
      // A bookmarked case screen before the dashboard: the case token is fetched first (decision 350).
      { type: 'session.openCase', caseId: '100001' },
      { type: 'xstate.done.actor.loadCaseToken', output: MODEL_TOKENS.caseToken },
      { type: 'xstate.error.actor.loadCaseToken', error: new Error('down') },
    ] as SessionEvent[],
  };
  const unreadable = {
    input: { authToken: 'garbage', caseToken: null },
    events: [
      { type: 'session.dismissMessage' },
      // A customer's token pasted as an agent's: readable, but no agent's.
      { type: 'session.agentTokenLogin', token: MODEL_TOKENS.customer },
      { type: 'session.tokenLogin', token: 'garbage', caseId: '100001' },
      { type: 'session.login', email: 'olivia.owner@example.com', password: 'secret' },
      { type: 'xstate.done.actor.login', output: 'garbage' },
      { type: 'session.agentLogin', agentNumber: '10001' },
      { type: 'xstate.done.actor.agentLogin', output: 'garbage' },
    ] as SessionEvent[],
  };
  return Object.entries({ 'a stored token': stored, 'an unreadable stored token': unreadable }).map(
    ([name, { input, events }]) => ({
      ...build(`session (${name})`, sessionMachine, { input, events, serializeState }),
      input,
    }),
  );
}
