import {
  type ActorRefFrom,
  assertEvent,
  assign,
  type ErrorActorEvent,
  enqueueActions,
  fromPromise,
  sendTo,
  setup,
} from 'xstate';
import {
  classifyFailure,
  type Failure,
  type FailureTexts,
  failedWith,
  failureText,
  retryCannotHelp,
} from '../src/api/failure.ts';
import type { Case, TrackerResponse } from '../src/api/schemas/case.ts';
import type { PaymentStatus } from '../src/api/schemas/enums.ts';
import type { PaymentInfo, PaymentResult } from '../src/api/schemas/payment.ts';
import { isOwner } from '../src/domain/caseRules.ts';
import { type ViewerRole, viewerOf } from '../src/domain/documents/documents.ts';
import { CASE_FAILURES, SPEC_TEXTS } from '../src/domain/failureTexts.ts';
import { STEP_TEXTS } from '../src/domain/journey/stepTexts.ts';
import { PAYMENT_TEXTS, type PaymentRequest } from '../src/domain/payment/paymentEntry.ts';
import { paymentClosedNotice } from '../src/domain/payment/paymentRules.ts';
import { PAYMENT_FAILURE_TEXTS } from '../src/domain/payment/paymentTexts.ts';
import type { RouteTarget } from '../src/domain/routeNames.ts';
import { type PaymentSubmitEvent, paymentFormMachine } from './paymentForm.ts';

/**
 * The payment screens (SPEC §2 Payment, §4 payment status): the view follows the payment status —
 * InitialPaymentRequired, RecurringSetupRequired, Complete — after loading the case and its payment
 * info, and after each successful submit it loads them again. The entry is a paymentForm actor spawned
 * for the status shown; it stays while the payment is submitting, so a refusal keeps what was entered.
 */
export type PaymentFlow = 'standard' | 'sequenced';
/** Which screen the machine runs: the payment page or the recurring setup page. */
export type PaymentScreen = 'payment' | 'recurring';

export interface PaymentInput {
  caseId: string;
  flow: PaymentFlow;
  screen: PaymentScreen;
  role: ViewerRole;
}

export interface PaymentLoad {
  case: Case;
  info: PaymentInfo;
  /** The step tracker, in the sequenced flow. */
  tracker: TrackerResponse | null;
  /** The sequenced review toggle (SPEC §4: off in this environment). */
  sequencedReview: boolean;
}

export interface LoadPaymentInput {
  caseId: string;
  flow: PaymentFlow;
  screen: PaymentScreen;
}

export interface SubmitPaymentInput {
  caseId: string;
  request: PaymentRequest;
  idempotencyKey: string;
}

export type PaymentFormRef = ActorRefFrom<typeof paymentFormMachine>;

export interface PaymentContext extends PaymentInput {
  case: Case | null;
  info: PaymentInfo | null;
  tracker: TrackerResponse | null;
  form: PaymentFormRef | null;
  /** The last refused submit, kept until the next one. */
  failure: Failure | null;
  pending: PaymentSubmitEvent | null;
  /** A payment was made on this visit: Complete then shows 'Your payments are complete!'. */
  paid: boolean;
  /** Why the payment can not be shown at all (no access, no such case), in words. */
  loadDenial: string | null;
}

export type PaymentEvent = PaymentSubmitEvent | { type: 'payment.retry' };

/** SPEC §8's words for a refused payment; `paymentIssue` needs the phone, see paymentFailureText. */
export const PAYMENT_FAILURES: FailureTexts = {
  paymentCardError: PAYMENT_TEXTS.cardError,
  network: PAYMENT_FAILURE_TEXTS.network,
  fallback: PAYMENT_FAILURE_TEXTS.fallback,
};

export function paymentFailureText(failure: Failure, phone: string): string {
  if (failure.kind === 'paymentIssue') return SPEC_TEXTS.paymentIssue(phone);
  const text = PAYMENT_FAILURES[failure.kind];
  if (typeof text === 'string') return text;
  return failure.message || PAYMENT_FAILURES.fallback;
}

/**
 * Where the status sends this screen (SPEC §4), or null to stay. `paid`: Complete was reached by a
 * payment on this visit (the standard flow then shows 'Your payments are complete!'). `sequencedReview`:
 * the sequenced review toggle; the standard screens hand over to the sequenced ones while it is on, and
 * the sequenced ones back while it is off (docs/decisions/023-payment-rules.md).
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/payment-machines.test.ts).
 */
export function placeFor(
  context: Pick<PaymentContext, 'caseId' | 'flow' | 'screen' | 'paid'>,
  status: PaymentStatus,
  sequencedReview: boolean,
): RouteTarget | null {
  const params = { caseId: context.caseId };
  if (context.flow === 'sequenced') {
    if (!sequencedReview) return { name: 'Payment', params, replace: true };
    if (status === 'Complete')
      return context.screen === 'recurring'
        ? { name: 'AcceptanceSequenced', params }
        : { name: 'Acceptance', params };
    if (status === 'RecurringSetupRequired' && context.screen === 'payment')
      return { name: 'RecurringPaymentSequenced', params };
    if (status === 'InitialPaymentRequired' && context.screen === 'recurring')
      return { name: 'PaymentSequenced', params, replace: true };
    return null;
  }
  if (status === 'Complete') return context.paid ? null : { name: 'Acceptance', params, replace: true };
  if (sequencedReview)
    return status === 'RecurringSetupRequired'
      ? { name: 'RecurringPaymentSequenced', params, replace: true }
      : { name: 'PaymentSequenced', params, replace: true };
  if (status === 'InitialPaymentRequired' && context.screen === 'recurring')
    return { name: 'Payment', params, replace: true };
  return null;
}

const placeOf = (context: PaymentContext, load: PaymentLoad) =>
  placeFor(context, load.info.paymentStatus, load.sequencedReview);

/** Where a load sends the screen; called only after the `leaves` guard has found a place. */
function placeToLeaveFor(context: PaymentContext, load: PaymentLoad): RouteTarget {
  const target = placeOf(context, load);
  if (!target) throw new Error('payment: leaving without a place to go');
  return target;
}

const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

const statusOf = (load: PaymentLoad) => load.info.paymentStatus;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    paymentForm: paymentFormMachine,
    loadPayment: fromPromise<PaymentLoad, LoadPaymentInput>(async () => {
      throw new Error('loadPayment is provided by the app');
    }),
    submitPayment: fromPromise<PaymentResult, SubmitPaymentInput>(async () => {
      throw new Error('submitPayment is provided by the app');
    }),
  },
  guards: {
    cannotRetry: (_, error: unknown) => retryCannotHelp(error),
    paymentClosed: (_, load: PaymentLoad) => paymentClosedNotice(load.case.lifeCycleStatus) !== null,
    notOwner: ({ context }, load: PaymentLoad) => !isOwner(null, viewerOf(load.case, context.role)),
    leaves: ({ context }, load: PaymentLoad) => placeOf(context, load) !== null,
    initialRequired: (_, load: PaymentLoad) => statusOf(load) === 'InitialPaymentRequired',
    recurringRequired: (_, load: PaymentLoad) => statusOf(load) === 'RecurringSetupRequired',
    wasRecurringSetup: ({ context }) => context.info?.paymentStatus === 'RecurringSetupRequired',
    // Already paid (a reload mid-submit, another tab): the status on record decides what shows.
    alreadyMoved: (_, error: unknown) => failedWith(error, 'conflict'),
  },
  actions: {
    navigate: (_, _target: RouteTarget) => {},
    /** Says what a step did, in the shell's live region (decision 352). */
    announce: (_, _texts: readonly string[]) => {},
    keepDenial: assign((_, error: unknown) => ({ loadDenial: failureText(CASE_FAILURES, error) })),
    keepLoad: assign((_, load: PaymentLoad) => ({ case: load.case, info: load.info, tracker: load.tracker })),
    // A new status is a new entry: the old form goes, its draft with it.
    spawnForm: enqueueActions(({ context, enqueue }) => {
      if (context.form) enqueue.stopChild(context.form);
      const info = context.info as PaymentInfo;
      const mode = info.paymentStatus === 'RecurringSetupRequired' ? 'recurring' : 'initial';
      enqueue.assign({
        form: ({ spawn }) =>
          spawn('paymentForm', {
            id: 'paymentForm',
            input: { caseId: context.caseId, mode, info },
          }),
      });
    }),
    stopForm: enqueueActions(({ context, enqueue }) => {
      if (context.form) enqueue.stopChild(context.form);
      enqueue.assign({ form: null });
    }),
    keepSubmit: assign(({ event }) => {
      assertEvent(event, 'payment.submit');
      return { pending: event, failure: null };
    }),
    markPaid: assign({ paid: true, pending: null }),
    keepFailure: assign((_, error: unknown) => ({ failure: classifyFailure(error), pending: null })),
    resumeForm: sendTo('paymentForm', (_, error: unknown) => ({
      type: 'paymentForm.resume' as const,
      clearCard: failedWith(error, 'paymentCardError'),
    })),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    ...input,
    case: null,
    info: null,
    tracker: null,
    form: null,
    failure: null,
    pending: null,
    paid: false,
    loadDenial: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: ({ context }) => ({ caseId: context.caseId, flow: context.flow, screen: context.screen }),
        onDone: [
          {
            guard: { type: 'notOwner', params: ({ event }) => event.output },
            target: 'refused',
            actions: { type: 'keepLoad', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'paymentClosed', params: ({ event }) => event.output },
            target: 'closed',
            actions: { type: 'keepLoad', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'leaves', params: ({ event }) => event.output },
            target: 'leaving',
            actions: [
              { type: 'keepLoad', params: ({ event }) => event.output },
              { type: 'navigate', params: ({ context, event }) => placeToLeaveFor(context, event.output) },
            ],
          },
          {
            guard: { type: 'initialRequired', params: ({ event }) => event.output },
            target: 'InitialPaymentRequired',
            actions: [{ type: 'keepLoad', params: ({ event }) => event.output }, 'spawnForm'],
          },
          {
            guard: { type: 'recurringRequired', params: ({ event }) => event.output },
            target: 'RecurringSetupRequired',
            actions: [{ type: 'keepLoad', params: ({ event }) => event.output }, 'spawnForm'],
          },
          {
            target: 'Complete',
            actions: [{ type: 'keepLoad', params: ({ event }) => event.output }, 'stopForm'],
          },
        ],
        onError: [
          {
            guard: { type: 'cannotRetry', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            target: 'loadDenied',
            actions: { type: 'keepDenial', params: ({ event }: { event: ErrorActorEvent }) => event.error },
          },
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: { on: { 'payment.retry': 'loading' } },
    /** No access to the case, or no such case: final; the screen says why and offers the way home. */
    loadDenied: { type: 'final' },
    /** The case can not take a payment now (changes requested, not released, ended): says so, final. */
    closed: { type: 'final' },
    /** Only the Owner pays (SPEC §6); the sandbox refuses anyone else as well. */
    refused: {},
    leaving: { type: 'final' },
    InitialPaymentRequired: {
      on: { 'payment.submit': { target: 'submitting', actions: 'keepSubmit' } },
    },
    RecurringSetupRequired: {
      on: { 'payment.submit': { target: 'submitting', actions: 'keepSubmit' } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitPayment',
        src: 'submitPayment',
        input: ({ context }) => {
          const pending = context.pending as PaymentSubmitEvent;
          return { caseId: context.caseId, request: pending.request, idempotencyKey: pending.idempotencyKey };
        },
        onDone: {
          target: 'loading',
          actions: [
            {
              type: 'announce',
              params: ({ context }) => [
                context.info?.paymentStatus === 'RecurringSetupRequired'
                  ? STEP_TEXTS.recurringSetUp
                  : STEP_TEXTS.paymentReceived,
              ],
            },
            'markPaid',
          ],
        },
        onError: [
          {
            guard: { type: 'alreadyMoved', params: errorOf },
            target: 'loading',
            actions: { type: 'keepFailure', params: errorOf },
          },
          {
            guard: 'wasRecurringSetup',
            target: 'RecurringSetupRequired',
            actions: [
              { type: 'keepFailure', params: errorOf },
              { type: 'resumeForm', params: errorOf },
            ],
          },
          {
            target: 'InitialPaymentRequired',
            actions: [
              { type: 'keepFailure', params: errorOf },
              { type: 'resumeForm', params: errorOf },
            ],
          },
        ],
      },
    },
    Complete: {},
  },
});

export type PaymentSnapshot = ReturnType<typeof paymentMachine.getInitialSnapshot>;

/** The view's phase: one name per thing the screen draws. */
export function selectPhase(s: PaymentSnapshot) {
  if (s.matches('loading') || s.matches('leaving')) return 'loading' as const;
  if (s.matches('loadFailed')) return 'loadFailed' as const;
  if (s.matches('loadDenied')) return 'loadDenied' as const;
  if (s.matches('closed')) return 'closed' as const;
  if (s.matches('refused')) return 'refused' as const;
  if (s.matches('Complete')) return 'complete' as const;
  const status = s.matches('submitting') ? s.context.info?.paymentStatus : s.value;
  return status === 'RecurringSetupRequired' ? ('recurring' as const) : ('initial' as const);
}

/**
 * The payment info with a first payment made on this visit, while the screen goes on to the recurring
 * setup: it says the payment was received before asking for the next step (decision 360); null otherwise.
 */
export const selectPaymentReceived = (s: PaymentSnapshot): PaymentInfo | null =>
  s.context.paid &&
  selectPhase(s) === 'recurring' &&
  s.context.info !== null &&
  s.context.info.paymentsOnRecord.length > 0
    ? s.context.info
    : null;

/** SPEC §8: after a PaymentIssue the submit button is hidden. */
export const selectSubmitHidden = (s: PaymentSnapshot) => s.context.failure?.kind === 'paymentIssue';

/** SPEC §3: 'Payment info not available' when there is no initialAmountDue. */
export const selectInfoAvailable = (s: PaymentSnapshot) =>
  s.context.info !== null && s.context.info.initialAmountDue != null;
