import type { Done, Row, Sight, Table } from '../row.ts';
import { LOAD_DENIED, LOAD_FAILED, SPINNER } from './shared.ts';

const ACCEPT = 'Accept Policy';
/** SPEC §8 'Accept failure'. */
const ACCEPT_FAILED = 'Something went wrong. Please try again.';
const ACCEPT_CALL = 'POST /cases/{id}/accept';

const failed = (e: Done) =>
  e.type === 'xstate.error.actor.verifyAcceptance' ||
  (e.type === 'xstate.done.actor.verifyAcceptance' &&
    (e.output as { lifeCycleStatus?: string } | undefined)?.lifeCycleStatus !== 'Complete');

/**
 * SPEC §8: no accept failure is told before one happens. The toast that tells it is the story's, right
 * after the failure: it times out (SPEC §9), so later states do not ask for it.
 */
const toldOfFailure = (done: readonly Done[]): Sight =>
  done.some(failed) ? {} : { absent: [ACCEPT_FAILED] };

const CONFIRMATION = '/confirmation/{caseId}';
/** SPEC §2 and §8 over what was done: where an accept, and the server's answer to it, leave the owner. */
const story = (done: readonly Done[]): Sight => {
  const last = done.at(-1);
  if (!last) return {};
  if (last.type === 'acceptance.accept')
    return { controls: [{ role: 'button', name: ACCEPT, state: 'disabled' }], calls: [ACCEPT_CALL] };
  const said = last.output as { isSuccessful?: boolean; lifeCycleStatus?: string } | undefined;
  if (last.type === 'xstate.done.actor.acceptCase' && said?.isSuccessful) return { at: CONFIRMATION };
  if (last.type === 'xstate.done.actor.verifyAcceptance' && said?.lifeCycleStatus === 'Complete')
    return { at: CONFIRMATION };
  if (failed(last))
    return {
      at: '/acceptance/{caseId}',
      texts: [ACCEPT_FAILED],
      controls: [{ role: 'button', name: ACCEPT, state: 'enabled' }],
    };
  return {};
};

const waiting: Row = {
  source: "SPEC §2 Acceptance: 'The 'Accept Policy' button is disabled while the call runs'",
  controls: [{ role: 'button', name: ACCEPT, state: 'disabled' }],
  calls: [ACCEPT_CALL],
  given: toldOfFailure,
};

/** Case 100002's acceptance (SPEC §2 Acceptance), its owner signed in. */
export const ACCEPTANCE: Table = {
  screen: 'Acceptance',
  machine: 'acceptance',
  story,
  rows: {
    loading: {
      source: 'SPEC §2 (a spinner while loading); §7 the case',
      texts: [SPINNER],
      calls: ['GET /cases/{id}'],
    },
    failed: { ...LOAD_FAILED, given: toldOfFailure },
    denied: LOAD_DENIED,
    ready: {
      source: "SPEC §2 Acceptance ('Almost done!', the 'Accept Policy' button)",
      texts: ['Almost done!'],
      controls: [{ role: 'button', name: ACCEPT, state: 'enabled' }],
      given: toldOfFailure,
    },
    accepting: waiting,
    verifying: waiting,
    accepted: {
      source: "SPEC §2 Acceptance 'Success goes to Confirmation'",
      at: CONFIRMATION,
      calls: [ACCEPT_CALL],
    },
    redirected: {
      source: 'SPEC §4 payment status: Acceptance follows a Complete payment; this case still owes one',
      at: '/payment/{caseId}',
      absent: [ACCEPT_FAILED],
    },
  },
};
