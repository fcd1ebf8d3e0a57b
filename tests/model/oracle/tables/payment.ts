import type { Done, Sight, Table } from '../row.ts';
import { LOAD_DENIED, SPINNER } from './shared.ts';

/** SPEC §2 Payment: the title. */
const TITLE = "Now, let's check on your payments";
/** SPEC §2 sequenced recurring review's heading, which the recurring-setup form of /payment shows too (decision 023). */
const RECURRING = 'Recurring Payments';
/** SPEC §4 payment status Complete. */
const COMPLETE = 'Your payments are complete!';
/** SPEC §8 'Payment info load failure'. */
const LOAD_HEADING = 'Uh oh...';
const LOAD_TEXT =
  'We could not load your payment information at this time. Please refresh the page to try again.';
/** SPEC §8 PaymentIssue, around its {phone}. */
const ISSUE = ['Issue with payment, please call ', '; Mon-Thurs: 7:00AM-6:30PM CT; Fri: 7:00AM-5:00PM CT.'];
/** SPEC §8 PaymentCardError. */
const CARD_ERROR =
  'There was an issue processing the payment. Please try again or use different payment information.';
/** The portal's own words (SPEC gives none): the submits, the busy button, the Owner-only and change notices (decision 023 §8). */
/** The submit names the amount (decision 360): 100001's first monthly payment. */
const PAY = 'Submit Payment of $167.50';
const SET_UP = 'Set Up Recurring Payments';
const BUSY = 'Submitting…';
const NOT_OWNER = 'Only the policy owner can make payments for this policy.';
const CHANGES = 'Changes to this policy have been requested. No payment is needed';

const PAYMENT_INFO = 'GET /Payments/{caseId}';
const INITIAL = 'POST /Payments/{caseId}/Initial';
const RECURRING_CALL = 'POST /Payments/{caseId}/Recurring';
const PAYMENT = '/payment/{caseId}';

interface Load {
  case: { partyId: string; lifeCycleStatus: string; parties: { id: string; roles: string[] }[] };
  info: { paymentStatus: string };
}

const loadOf = (e: Done | undefined) =>
  e?.type === 'xstate.done.actor.loadPayment' ? (e.output as Load) : undefined;
const lastLoad = (done: readonly Done[]) => done.map(loadOf).findLast((load) => load !== undefined);
const codeOf = (e: Done | undefined) => (e?.error as { code?: string } | undefined)?.code;
const isOwner = (load: Load) =>
  load.case.parties.find((p) => p.id === load.case.partyId)?.roles.includes('Owner') === true;
/** SPEC §4: paying on this visit (decision 023 §3: a payment made, or one the server says was made meanwhile). */
const paidHere = (done: readonly Done[]) =>
  done.some(
    (e) =>
      e.type === 'xstate.done.actor.submitPayment' ||
      (e.type === 'xstate.error.actor.submitPayment' && codeOf(e) === 'Conflict'),
  );
/** The call a submit makes for the status the screen was loaded with (SPEC §7). */
const callFor = (done: readonly Done[]) =>
  lastLoad(done)?.info.paymentStatus === 'RecurringSetupRequired' ? RECURRING_CALL : INITIAL;
/** The last submit's refusal, unless a load came after it. */
const refusal = (done: readonly Done[]) => {
  const at = done.findLastIndex((e) => e.type === 'xstate.error.actor.submitPayment');
  const loadedSince = done.slice(at + 1).some((e) => e.type.startsWith('xstate.done.actor.loadPayment'));
  return at < 0 || loadedSince ? undefined : codeOf(done[at]);
};

/** SPEC §8 over the last refusal: what the form says, and whether its submit stays (PaymentIssue hides it). */
const refused = (done: readonly Done[], submit: string): Sight => {
  const code = refusal(done);
  if (code === 'PaymentIssue')
    return {
      texts: ISSUE,
      absent: [CARD_ERROR],
      controls: [{ role: 'button', name: submit, state: 'absent' }],
    };
  if (code === 'PaymentCardError')
    return { texts: [CARD_ERROR], controls: [{ role: 'button', name: submit, state: 'enabled' }] };
  return { absent: [ISSUE[0]!, CARD_ERROR], controls: [{ role: 'button', name: submit, state: 'enabled' }] };
};

/** SPEC §4 payment status, §6 (only the Owner pays) and §8, over what the path did last. */
const story = (done: readonly Done[]): Sight => {
  const last = done.at(-1);
  if (!last) return {};
  const load = loadOf(last);
  if (load) {
    if (!isOwner(load))
      return {
        controls: [
          { role: 'button', name: PAY, state: 'absent' },
          { role: 'button', name: SET_UP, state: 'absent' },
        ],
      };
    if (load.case.lifeCycleStatus === 'ChangeRequested')
      return { controls: [{ role: 'button', name: PAY, state: 'absent' }] };
    switch (load.info.paymentStatus) {
      case 'InitialPaymentRequired':
        return { at: PAYMENT, controls: [{ role: 'button', name: PAY, state: 'enabled' }] };
      case 'RecurringSetupRequired':
        return {
          at: PAYMENT,
          controls: [
            { role: 'heading', name: RECURRING },
            { role: 'button', name: SET_UP, state: 'enabled' },
          ],
        };
      case 'Complete':
        return paidHere(done.slice(0, -1))
          ? { at: PAYMENT, texts: [COMPLETE] }
          : { at: '/acceptance/{caseId}' };
    }
  }
  if (last.type === 'xstate.error.actor.loadPayment')
    return codeOf(last) === 'CaseNotFound'
      ? { texts: ['Case not found!'] }
      : { texts: [LOAD_HEADING, LOAD_TEXT] };
  if (last.type === 'payment.submit')
    return { controls: [{ role: 'button', name: BUSY, state: 'disabled' }], calls: [callFor(done)] };
  // SPEC §4 'After each successful submit the case is reloaded'; a Conflict is a payment made meanwhile.
  if (last.type === 'xstate.done.actor.submitPayment' || codeOf(last) === 'Conflict')
    return { texts: [SPINNER], absent: [ISSUE[0]!, CARD_ERROR] };
  // SPEC §8 says why; the status is unchanged, so SPEC §4's view stays the form it was (the recurring one
  // under its heading, the initial one without it).
  if (last.type === 'xstate.error.actor.submitPayment') {
    const recurring = callFor(done) === RECURRING_CALL;
    const said = refused(done, recurring ? SET_UP : PAY);
    return recurring
      ? { ...said, at: PAYMENT, controls: [...(said.controls ?? []), { role: 'heading', name: RECURRING }] }
      : { ...said, at: PAYMENT, absent: [...(said.absent ?? []), RECURRING] };
  }
  return {};
};

/** The payment screen of 100001, its Owner signed in (SPEC §2 Payment). */
export const PAYMENT_TABLE: Table = {
  screen: 'Payment',
  machine: 'payment',
  story,
  rows: {
    loading: {
      source: 'SPEC §2 (a spinner while loading); §7 payment info',
      texts: [SPINNER],
      calls: [PAYMENT_INFO],
      at: PAYMENT,
    },
    leaving: {
      source: "SPEC §4 payment status 'Complete goes to Acceptance'; decision 023 §3 (arriving at Complete)",
      at: '/acceptance/{caseId}',
    },
    loadFailed: {
      source: "SPEC §8 'Payment info load failure'",
      texts: [LOAD_HEADING, LOAD_TEXT],
      controls: [{ role: 'heading', name: LOAD_HEADING }],
    },
    loadDenied: LOAD_DENIED,
    refused: {
      source:
        "SPEC §6 'Pay, set up recurring, accept: owner'; the notice is the portal's own (decision 023 §8)",
      texts: [TITLE, NOT_OWNER],
      controls: [
        { role: 'button', name: PAY, state: 'absent' },
        { role: 'button', name: SET_UP, state: 'absent' },
      ],
    },
    closed: {
      source:
        "SPEC §4 (ChangeRequested: changes asked for, nothing to pay yet); the notice is the portal's own",
      texts: [TITLE, CHANGES],
      controls: [
        { role: 'button', name: PAY, state: 'absent' },
        { role: 'radio', name: 'Bank account', state: 'absent' },
      ],
    },
    InitialPaymentRequired: {
      source:
        "SPEC §2 Payment (title, the initial-payment form); §4 InitialPaymentRequired; §8 PaymentIssue, PaymentCardError; the button's name is the portal's own",
      texts: [TITLE],
      absent: [RECURRING],
      given: (done) => refused(done, PAY),
    },
    RecurringSetupRequired: {
      source:
        "SPEC §2 Payment (the recurring-setup form, 'Recurring Payments'); §4 RecurringSetupRequired; §8; the button's name is the portal's own",
      texts: [TITLE],
      controls: [{ role: 'heading', name: RECURRING }],
      given: (done) => refused(done, SET_UP),
    },
    submitting: {
      source:
        "SPEC §7 the initial payment or the recurring setup, by the status loaded; the busy button's words are the portal's own",
      controls: [{ role: 'button', name: BUSY, state: 'disabled' }],
      given: (done) => ({ calls: [callFor(done)] }),
    },
    Complete: {
      source:
        "SPEC §4 'shows 'Your payments are complete!' with a continue link'; decision 023 §3 (paid on this visit)",
      texts: [COMPLETE],
      at: PAYMENT,
      controls: [{ role: 'link', name: 'Continue' }],
    },
  },
};
