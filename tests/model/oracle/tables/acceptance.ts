import type { Done, Row, Sight, Table } from '../row.ts';
import { LOAD_DENIED, LOAD_FAILED, SPINNER } from './shared.ts';

const ACCEPT = 'Accept Policy';
/** SPEC §8 'Accept failure'. */
const ACCEPT_FAILED = 'Something went wrong. Please try again.';
const ACCEPT_CALL = 'POST /cases/{id}/accept';

/**
 * SPEC §8: an accept that failed says so in a toast. The path's server answers say whether it failed:
 * the case read back after an unclear answer (`verifyAcceptance`) still not complete, or not read at all.
 */
const toldOfFailure = (done: readonly Done[]): Sight => {
  const failed = done.some(
    (e) =>
      e.type === 'xstate.error.actor.verifyAcceptance' ||
      (e.type === 'xstate.done.actor.verifyAcceptance' &&
        (e.output as { lifeCycleStatus?: string } | undefined)?.lifeCycleStatus !== 'Complete'),
  );
  return failed ? { texts: [ACCEPT_FAILED] } : { absent: [ACCEPT_FAILED] };
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
      at: '/confirmation/{caseId}',
      calls: [ACCEPT_CALL],
    },
    redirected: {
      source: 'SPEC §4 payment status: Acceptance follows a Complete payment; this case still owes one',
      at: '/payment/{caseId}',
      absent: [ACCEPT_FAILED],
    },
  },
};
