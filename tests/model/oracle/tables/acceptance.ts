import type { Done, Row, Sight, Table } from '../row.ts';
import { LOAD_DENIED, LOAD_FAILED, SPINNER } from './shared.ts';

const ACCEPT = 'Accept Policy';
/** SPEC §8 'Accept failure'. */
const ACCEPT_FAILED = 'Something went wrong. Please try again.';
const ACCEPT_CALL = 'POST /cases/{id}/accept';

/** Decision 220: the name typed as the signature, and what is said of it. */
const NAME_FIELD = 'Type your full name';
const MISSING = 'Type your full name to sign.';
const MISMATCH = 'The name you typed does not match the name on this policy.';
const REFUSED_NAME =
  'The name you typed does not match the name on this policy, so the policy was not accepted.';
/** SPEC §2: the text says clicking accept serves as an electronic signature. */
const STATEMENT = 'serves as your electronic signature';

/**
 * The owner of case 100002 is Olivia Owner. The delivery-record review: the name matches with case and spacing forgiven
 * (the model types no accents), written here on its own, not taken from the portal's rule.
 */
const isOliviasName = (typed: string) => typed.toLowerCase().replace(/\s+/g, ' ').trim() === 'olivia owner';

/** The last name typed on the path, '' before any. */
const typedSoFar = (done: readonly Done[]): string => {
  const last = done.findLast((e) => e.type === 'acceptance.type');
  return typeof last?.name === 'string' ? last.name : '';
};

const failed = (e: Done) =>
  e.type === 'xstate.error.actor.verifyAcceptance' ||
  (e.type === 'xstate.done.actor.verifyAcceptance' &&
    (e.output as { lifeCycleStatus?: string } | undefined)?.lifeCycleStatus !== 'Complete');

const refusedByName = (e: Done) =>
  e.type === 'xstate.error.actor.acceptCase' &&
  (e.error as { field?: string } | undefined)?.field === 'typedName';

/**
 * SPEC §8: no accept failure is told before one happens. The toast that tells it is the story's, right
 * after the failure: it times out (SPEC §9), so later states do not ask for it.
 */
const toldOfFailure = (done: readonly Done[]): Sight =>
  done.some(failed) ? {} : { absent: [ACCEPT_FAILED] };

/** Whatever happened, the field still holds the name typed (the delivery-record review: nothing typed is lost). */
const keptName = (done: readonly Done[]): Sight => ({
  ...toldOfFailure(done),
  fields: [{ label: NAME_FIELD, value: typedSoFar(done) }],
});

const CONFIRMATION = '/confirmation/{caseId}';
/** SPEC §2 and §8 and the delivery-record review over what was done: where an accept, and the answer to it, leave the owner. */
const story = (done: readonly Done[]): Sight => {
  const last = done.at(-1);
  if (!last) return {};
  const typed = typedSoFar(done);
  if (last.type === 'acceptance.type')
    return isOliviasName(typed)
      ? { controls: [{ role: 'button', name: ACCEPT, state: 'enabled' }], absent: [MISMATCH, MISSING] }
      : { controls: [{ role: 'button', name: ACCEPT, state: 'disabled' }] };
  if (last.type === 'acceptance.leave' && typed.trim() !== '' && !isOliviasName(typed))
    return { texts: [MISMATCH], controls: [{ role: 'button', name: ACCEPT, state: 'disabled' }] };
  if (last.type === 'acceptance.accept')
    return isOliviasName(typed)
      ? { controls: [{ role: 'button', name: ACCEPT, state: 'disabled' }], calls: [ACCEPT_CALL] }
      : {
          texts: [typed.trim() === '' ? MISSING : MISMATCH],
          controls: [{ role: 'button', name: ACCEPT, state: 'disabled' }],
        };
  const said = last.output as { isSuccessful?: boolean; lifeCycleStatus?: string } | undefined;
  if (last.type === 'xstate.done.actor.acceptCase' && said?.isSuccessful) return { at: CONFIRMATION };
  if (last.type === 'xstate.done.actor.verifyAcceptance' && said?.lifeCycleStatus === 'Complete')
    return { at: CONFIRMATION };
  if (refusedByName(last))
    return {
      at: '/acceptance/{caseId}',
      texts: [REFUSED_NAME],
      absent: [ACCEPT_FAILED],
      controls: [{ role: 'button', name: ACCEPT, state: 'enabled' }],
    };
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

/** What every signing state shows: SPEC's screen, what is signed, and the name field. */
const signing = (source: string, sight: Sight): Row => ({
  source: `SPEC §2 Acceptance ('Almost done!', the signature statement, 'Accept Policy'); the delivery-record review: ${source}`,
  ...sight,
  texts: ['Almost done!', STATEMENT, 'What you are signing', 'Document code', ...(sight.texts ?? [])],
  controls: [{ role: 'textbox', name: NAME_FIELD, state: 'enabled' }, ...(sight.controls ?? [])],
  given: keptName,
});

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
    'ready.unsigned': signing("'Accept Policy' stays disabled until the name matches; nothing said yet", {
      controls: [{ role: 'button', name: ACCEPT, state: 'disabled' }],
      absent: [MISMATCH, MISSING],
    }),
    'ready.missing': signing('a try with no name typed says to type it', {
      texts: [MISSING],
      controls: [{ role: 'button', name: ACCEPT, state: 'disabled' }],
    }),
    'ready.mismatch': signing('a name that does not match, once the field is left or a try made, says so', {
      texts: [MISMATCH],
      controls: [{ role: 'button', name: ACCEPT, state: 'disabled' }],
    }),
    'ready.signed': signing("the owner's name (case and spacing forgiven) enables 'Accept Policy'", {
      controls: [{ role: 'button', name: ACCEPT, state: 'enabled' }],
      absent: [MISMATCH, MISSING],
    }),
    'ready.refused': signing('the insurer refused the name: said, the name kept, and the button back', {
      texts: [REFUSED_NAME],
      controls: [{ role: 'button', name: ACCEPT, state: 'enabled' }],
    }),
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
