import { type EventFromLogic, fromCallback } from 'xstate';
import type { CardFrameCommand, CardFrameInput } from '../../machines/cardFrame.ts';
import { type PaymentLoad, paymentMachine } from '../../machines/payment.ts';
import { paymentFormMachine } from '../../machines/paymentForm.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { PaymentInfo } from '../../src/api/schemas/payment.ts';
import { needsAcknowledgement } from '../../src/domain/payment/paymentEntry.ts';
import type { Message } from '../../src/i18n/message.ts';
import { reviewCase } from '../unit/document-fixtures.ts';
import { bankOnFile, card, paymentInfo } from '../unit/payment-fixtures.ts';
import { build } from './document-paths.ts';

/**
 * Paths generated from the payment machines with xstate/graph. The payment machine is modelled on its
 * own (its form child is left out: the form's events reach it as `payment.submit`); the form on its own
 * (what it hands its parent is recorded instead of sent). Invoked calls are stood in for by their
 * synthetic done/error events.
 */

const load = (
  info: PaymentInfo,
  partyId = 'p-olivia',
  lifeCycleStatus: PaymentLoad['case']['lifeCycleStatus'] = 'WaitingAcceptance',
): PaymentLoad => ({
  case: reviewCase({ partyId, lifeCycleStatus }),
  info,
  tracker: null,
  sequencedReview: false,
});

export const LOADS = {
  initial: load(paymentInfo()),
  recurring: load(
    paymentInfo({
      paymentStatus: 'RecurringSetupRequired',
      initialAmountDue: 0,
      paymentMethods: [bankOnFile],
    }),
  ),
  complete: load(
    paymentInfo({ paymentStatus: 'Complete', initialAmountDue: 0, paymentMethods: [bankOnFile] }),
  ),
  notOwner: load(paymentInfo(), 'p-ian'),
  // A payment is due, but the customer asked for changes: nothing is offered until they are made.
  changeRequested: load(paymentInfo(), 'p-olivia', 'ChangeRequested'),
};

const failure = (code: 'Conflict' | 'PaymentIssue' | 'PaymentCardError', status: number) =>
  new ApiError(code, { code, status, call: 'initialPayment' });

const SUBMIT_ERRORS = {
  conflict: failure('Conflict', 409),
  paymentIssue: failure('PaymentIssue', 422),
  paymentCardError: failure('PaymentCardError', 422),
};

/** The payment machine without its form child: spawning, stopping and resuming the form are the form model's. */
export const paymentWithoutForm = paymentMachine.provide({
  actions: { spawnForm: () => {}, stopForm: () => {}, resumeForm: () => {}, navigate: () => {} },
});

const REQUEST = {
  mode: 'initial' as const,
  bankAccount: 'new' as const,
  body: { billingFrequency: 'Monthly', paymentMethodType: 'BankAccount' as const, paymentAmount: 142.5 },
};

export function paymentModel() {
  return build('payment', paymentWithoutForm, {
    input: { caseId: '100001', flow: 'standard', screen: 'payment', role: 'customer' },
    events: [
      ...Object.values(LOADS).map((output) => ({ type: 'xstate.done.actor.loadPayment', output })),
      { type: 'xstate.error.actor.loadPayment', error: new Error('Failed to fetch') },
      {
        type: 'xstate.error.actor.loadPayment',
        error: new ApiError('Case not found!', { code: 'CaseNotFound', status: 404, call: 'paymentInfo' }),
      },
      { type: 'payment.retry' },
      { type: 'payment.submit', request: REQUEST, idempotencyKey: 'key-1' },
      {
        type: 'xstate.done.actor.submitPayment',
        output: {
          isSuccessful: true,
          paymentId: 'PAY-1',
          confirmationNumber: 'CNF1',
          paymentStatus: 'Complete',
        },
      },
      ...Object.values(SUBMIT_ERRORS).map((error) => ({ type: 'xstate.error.actor.submitPayment', error })),
    ] as EventFromLogic<typeof paymentWithoutForm>[],
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.info?.paymentStatus ?? null,
        s.context.paid,
        s.context.failure?.kind ?? null,
      ]),
  });
}

// The hosted frame's messages are modelled as events; the frame itself is the e2e tests'.
const quietFrame = fromCallback<CardFrameCommand, CardFrameInput>(() => {});

export function paymentFormFor(sent: unknown[] = []) {
  return paymentFormMachine.provide({
    actors: { cardFrame: quietFrame },
    actions: { submitToParent: ({ context }) => void sent.push(context.idempotencyKey) },
  });
}

const CARD_ADDRESS = 'http://card.test/hosted-form?sessionId=s1';

/** The payment info each form is made from: the initial payment of 100001, or its recurring setup. */
export const infoFor = (mode: 'initial' | 'recurring') =>
  mode === 'initial' ? LOADS.initial.info : LOADS.recurring.info;

/**
 * One edge path per state value and event: the traversal tells apart drafts that the same transitions
 * leave, which would replay the same transition hundreds of times.
 */
function onePerTransition<
  P extends { steps: { event: object; state: { value: unknown; context: { summary: Message | null } } }[] },
>(paths: P[]): P[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const last = path.steps.at(-1);
    const before = path.steps.at(-2);
    // Where it went and what it said tell apart the guarded branches of one event.
    const key = JSON.stringify([
      before?.state.value ?? null,
      last?.event,
      last?.state.value,
      last?.state.context.summary,
    ]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function paymentFormModel(mode: 'initial' | 'recurring') {
  const model = paymentFormGraph(mode);
  return { ...model, edgePaths: onePerTransition(model.edgePaths) };
}

function paymentFormGraph(mode: 'initial' | 'recurring') {
  const form = paymentFormFor();
  const info = infoFor(mode);
  const initialEvents = [
    { type: 'paymentForm.chooseMethod', method: 'CreditCard' },
    { type: 'paymentForm.chooseFrequency', frequency: 'Annual' },
    { type: 'paymentForm.editBank', field: 'routingNumber', value: '021000021' },
    { type: 'paymentForm.editBank', field: 'accountNumber', value: '123456789' },
    { type: 'paymentForm.editBank', field: 'accountHolderName', value: 'Olivia Owner' },
    { type: 'paymentForm.chooseAccountType', accountType: 'Savings' },
    { type: 'paymentForm.chooseRecurring', option: 'SameAsInitial' },
    { type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' },
    { type: 'xstate.done.actor.openCardSession', output: CARD_ADDRESS },
    { type: 'xstate.error.actor.openCardSession', error: new Error('Failed to fetch') },
    { type: 'paymentForm.retryCard' },
    { type: 'cardFrame.token', card },
    { type: 'cardFrame.failed' },
    { type: 'paymentForm.changeCard' },
    { type: 'paymentForm.resume', clearCard: true },
  ];
  return build(`paymentForm (${mode})`, form, {
    input: { caseId: '100001', mode, info },
    events: [
      { type: 'paymentForm.chooseMethod', method: 'BankAccount' },
      { type: 'paymentForm.acknowledge', value: true },
      { type: 'paymentForm.submit' },
      { type: 'paymentForm.resume', clearCard: false },
      ...(mode === 'initial' ? initialEvents : []),
    ] as EventFromLogic<typeof form>[],
    // Coarse on purpose: what decides the next transition, not every keystroke.
    serializeState: (s) => {
      const { draft } = s.context;
      const bank = draft.bank;
      return JSON.stringify([
        s.value,
        draft.method,
        draft.recurringOption,
        draft.acknowledged,
        draft.card !== null,
        bank.routingNumber !== '' && bank.accountNumber !== '' && bank.accountHolderName !== '',
        Object.keys(s.context.errors).length > 0,
      ]);
    },
    // The view draws the bank fields only for a bank method, the recurring options only when offered,
    // the authorization only where a bank account is kept for future payments, the card frame's
    // answers only while it is open and asked.
    onScreen: (s, e) => {
      const { draft } = s.context;
      if (e.type === 'paymentForm.editBank' || e.type === 'paymentForm.chooseAccountType')
        return draft.method === 'BankAccount';
      if (e.type === 'cardFrame.token' || e.type === 'cardFrame.failed')
        return s.matches({ entry: 'tokenizing' });
      if (e.type === 'paymentForm.changeCard') return s.matches({ entry: 'editing' }) && draft.card !== null;
      if (e.type === 'paymentForm.acknowledge') return needsAcknowledgement(mode, draft);
      if (e.type === 'paymentForm.chooseRecurring')
        return draft.method !== null && (e.option !== 'SameAsInitial' || draft.method === 'BankAccount');
      return true;
    },
    gaps: {
      'paymentForm.card.starting --always[0]--> paymentForm.card.opening':
        "a card as the only method offered opens its form at once (decision 360): 100001 offers three; tests/unit/payment-machines.test.ts 'a choice with one answer is taken as chosen'",
    },
  });
}

type PaymentPath = { steps: ReturnType<typeof paymentModel>['edgePaths'][number]['steps'] };

/** A card refusal after a recurring setup submit: recurring setup is by bank only (SPEC §5). */
export const cardRefusedInRecurring = (path: PaymentPath) =>
  path.steps.some((step, i) => {
    const event = step.event as { error?: unknown };
    const before = path.steps[i - 2]?.state.value;
    return (
      event.error instanceof ApiError &&
      event.error.code === 'PaymentCardError' &&
      before === 'RecurringSetupRequired'
    );
  });

/** A submit after a payment issue: the screen then shows the number to call and no submit (SPEC §8). */
export const submitAfterIssue = (path: PaymentPath) =>
  path.steps.some(
    (step, i) =>
      step.event.type === 'payment.submit' &&
      path.steps[i - 1]?.state.context.failure?.kind === 'paymentIssue',
  );

/** A payment path in words: each load by the status it brings (and who reads it), each refusal by its code. */
export function describePaymentPath(path: { steps: { event: object }[] }): string {
  return path.steps
    .map(({ event }) => {
      const { type, output, error } = event as { type: string; output?: PaymentLoad; error?: unknown };
      if (type === 'xstate.init') return null;
      const name = type.replace(/^xstate\./, '');
      if (output?.info)
        return `${name} (${output.info.paymentStatus}${output.case.partyId === 'p-ian' ? ', not the Owner' : ''})`;
      if (error instanceof ApiError) return `${name} (${error.code})`;
      return name;
    })
    .filter((step) => step !== null)
    .join(' → ');
}
