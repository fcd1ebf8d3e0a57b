import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { CardFrameCommand, CardFrameInput } from '../../machines/cardFrame.ts';
import {
  type LoadPaymentInput,
  PAYMENT_FAILURES,
  type PaymentLoad,
  paymentFailureMessage,
  paymentMachine,
  placeFor,
  type SubmitPaymentInput,
  selectInfoAvailable,
  selectPaymentReceived,
  selectPhase,
  selectSubmitHidden,
} from '../../machines/payment.ts';
import { paymentFormMachine } from '../../machines/paymentForm.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { PaymentInfo, PaymentResult } from '../../src/api/schemas/payment.ts';
import { SPEC_TEXTS } from '../../src/domain/failureTexts.ts';
import { STEP_TEXTS } from '../../src/domain/journey/stepTexts.ts';
import { ENTRY_MESSAGES } from '../../src/domain/payment/paymentTexts.ts';
import type { RouteTarget } from '../../src/domain/routeNames.ts';
import { type Message, message } from '../../src/i18n/message.ts';
import { reviewCase } from './document-fixtures.ts';
import { bankOnFile, card, paymentInfo } from './payment-fixtures.ts';

type CardAnswer = 'token' | 'fail' | 'silent';

/**
 * The hosted card form: it answers only 'cardFrame.submit' (SPEC §7: the page posts 'ccSubmit' to it);
 * `frames` keeps the address each form was opened at and counts those closed (their listener removed).
 */
function cardFrame(answer: { next: CardAnswer }, frames: { closed: number; addresses: string[] }) {
  return fromCallback<CardFrameCommand, CardFrameInput>(({ input, receive, sendBack }) => {
    frames.addresses.push(input.address);
    receive((command) => {
      if (command.type !== 'cardFrame.submit') return;
      if (answer.next === 'token') sendBack({ type: 'cardFrame.token', card });
      if (answer.next === 'fail') sendBack({ type: 'cardFrame.failed' });
    });
    return () => {
      frames.closed += 1;
    };
  });
}

interface Harness {
  infos: PaymentInfo[];
  submit?: (input: SubmitPaymentInput) => Promise<PaymentResult>;
  role?: 'customer' | 'agent';
  flow?: 'standard' | 'sequenced';
  screen?: 'payment' | 'recurring';
  loadFails?: boolean;
  loadError?: ApiError;
  lifeCycleStatus?: ReturnType<typeof reviewCase>['lifeCycleStatus'];
  cardAnswer?: CardAnswer;
  cardSessionFails?: boolean;
  sequencedReview?: boolean;
}

const result = (paymentStatus: PaymentInfo['paymentStatus']): PaymentResult => ({
  isSuccessful: true,
  paymentId: 'PAY-1',
  confirmationNumber: 'CNF1',
  paymentStatus,
});

function start(h: Harness) {
  const submits: SubmitPaymentInput[] = [];
  const loadsAsked: LoadPaymentInput[] = [];
  const navigations: RouteTarget[] = [];
  const announced: Message[] = [];
  const frames = { closed: 0, addresses: [] as string[] };
  const answer = { next: h.cardAnswer ?? ('token' as CardAnswer) };
  let loads = 0;
  const cardSessions = { opened: 0, asked: [] as { caseId: string }[] };
  const machine = paymentMachine.provide({
    actors: {
      loadPayment: fromPromise<PaymentLoad, LoadPaymentInput>(async ({ input }) => {
        loadsAsked.push(input);
        if (h.loadError) throw h.loadError;
        if (h.loadFails)
          throw new ApiError('down', { code: 'ServerError', status: 500, call: 'paymentInfo' });
        const info = h.infos[Math.min(loads, h.infos.length - 1)] as PaymentInfo;
        loads += 1;
        const shown = h.lifeCycleStatus
          ? { ...reviewCase(), lifeCycleStatus: h.lifeCycleStatus }
          : reviewCase();
        return { case: shown, info, tracker: null, sequencedReview: h.sequencedReview ?? false };
      }),
      submitPayment: fromPromise<PaymentResult, SubmitPaymentInput>(async ({ input }) => {
        submits.push(input);
        return h.submit ? h.submit(input) : result('Complete');
      }),
      paymentForm: paymentFormMachine.provide({
        actors: {
          openCardSession: fromPromise<string, { caseId: string }>(async ({ input }) => {
            cardSessions.asked.push(input);
            if (h.cardSessionFails) throw new Error('no session');
            cardSessions.opened += 1;
            return 'http://card.test/hosted-form?sessionId=s1';
          }),
          cardFrame: cardFrame(answer, frames),
        },
      }),
    },
    actions: {
      navigate: (_, target) => navigations.push(target),
      announce: (_, messages) => announced.push(...messages),
    },
  });
  const actor = createActor(machine, {
    input: {
      caseId: '100001',
      flow: h.flow ?? 'standard',
      screen: h.screen ?? 'payment',
      role: h.role ?? 'customer',
    },
  }).start();
  const form = () => {
    const ref = actor.getSnapshot().context.form;
    if (!ref) throw new Error('no form');
    return ref;
  };
  return { actor, form, submits, loadsAsked, navigations, announced, answer, cardSessions, frames };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.matches('loading') && !s.matches('submitting'));

const enterBank = (form: ReturnType<ReturnType<typeof start>['form']>) => {
  form.send({ type: 'paymentForm.chooseMethod', method: 'BankAccount' });
  form.send({ type: 'paymentForm.editBank', field: 'routingNumber', value: '021000021' });
  form.send({ type: 'paymentForm.editBank', field: 'accountNumber', value: '123456789' });
  form.send({ type: 'paymentForm.editBank', field: 'accountHolderName', value: 'Olivia Owner' });
};

const apiError = (
  code: 'PaymentIssue' | 'PaymentCardError' | 'Conflict' | 'BadRequest',
  message: string = code,
) =>
  new ApiError(message, {
    code,
    status: code === 'Conflict' ? 409 : code === 'BadRequest' ? 400 : 422,
    call: 'initialPayment',
  });

describe('payment machine: following the status', () => {
  it('shows the initial form for InitialPaymentRequired', async () => {
    const { actor } = start({ infos: [paymentInfo()] });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('InitialPaymentRequired');
    expect(selectPhase(actor.getSnapshot())).toBe('initial');
    expect(actor.getSnapshot().context.form?.getSnapshot().context.mode).toBe('initial');
  });

  it('goes to Acceptance when the payments were already complete', async () => {
    const { actor, navigations } = start({ infos: [paymentInfo({ paymentStatus: 'Complete' })] });
    await waitFor(actor, (s) => s.status === 'done');
    expect(navigations).toEqual([{ name: 'Acceptance', params: { caseId: '100001' }, replace: true }]);
  });

  it("says 'Payment info not available' without an initialAmountDue", async () => {
    const { actor } = start({ infos: [paymentInfo({ initialAmountDue: null })] });
    await settled(actor);
    expect(selectInfoAvailable(actor.getSnapshot())).toBe(false);
  });

  it('a load failure is its own state, retried on demand', async () => {
    const { actor } = start({ infos: [paymentInfo()], loadFails: true });
    await settled(actor);
    expect(selectPhase(actor.getSnapshot())).toBe('loadFailed');
  });

  it('refuses anyone but the Owner', async () => {
    const { actor } = start({ infos: [paymentInfo()], role: 'agent' });
    await settled(actor);
    expect(selectPhase(actor.getSnapshot())).toBe('refused');
    expect(actor.getSnapshot().context.form).toBeNull();
  });

  it('pays by bank, reloads, and follows the new status to recurring setup then Complete', async () => {
    const { actor, form, submits } = start({
      infos: [
        paymentInfo(),
        paymentInfo({
          paymentStatus: 'RecurringSetupRequired',
          initialAmountDue: 0,
          paymentMethods: [bankOnFile],
        }),
        paymentInfo({ paymentStatus: 'Complete', initialAmountDue: 0, paymentMethods: [bankOnFile] }),
      ],
      submit: async (input) =>
        result(input.request.mode === 'initial' ? 'RecurringSetupRequired' : 'Complete'),
    });
    await settled(actor);
    enterBank(form());
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.matches('RecurringSetupRequired'));
    expect(submits[0]?.request.body).toMatchObject({
      paymentMethodType: 'BankAccount',
      paymentAmount: 167.5,
    });
    expect(form().getSnapshot().context.mode).toBe('recurring');
    form().send({ type: 'paymentForm.chooseMethod', method: 'BankAccount' });
    form().send({ type: 'paymentForm.submit' });
    expect(form().getSnapshot().context.errors.acknowledged).toEqual(message(ENTRY_MESSAGES, 'acknowledge'));
    form().send({ type: 'paymentForm.acknowledge', value: true });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.matches('Complete'));
    expect(submits).toHaveLength(2);
    expect(submits[1]?.request.mode).toBe('recurring');
    expect(selectPhase(actor.getSnapshot())).toBe('complete');
  });
});

describe('payment machine: what a payment says once sent (decisions 352, 360)', () => {
  const onRecord = [
    {
      paymentId: 'PAY-1',
      confirmationNumber: 'CNF1',
      paymentMethod: { paymentSourceType: 'BankAccount' as const },
      timeStamp: '2026-11-29T02:00:00Z',
      amount: 167.5,
    },
  ];
  const afterFirst = paymentInfo({
    paymentStatus: 'RecurringSetupRequired',
    initialAmountDue: 0,
    paymentMethods: [bankOnFile],
    paymentsOnRecord: onRecord,
  });

  it('a first payment is announced as received and said above the recurring setup; the setup as set up', async () => {
    const { actor, form, announced } = start({
      infos: [
        paymentInfo(),
        afterFirst,
        paymentInfo({ paymentStatus: 'Complete', initialAmountDue: 0, paymentsOnRecord: onRecord }),
      ],
      submit: async (input) =>
        result(input.request.mode === 'initial' ? 'RecurringSetupRequired' : 'Complete'),
    });
    await settled(actor);
    expect(selectPaymentReceived(actor.getSnapshot())).toBeNull();
    enterBank(form());
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.matches('RecurringSetupRequired'));
    expect(announced).toEqual([message(STEP_TEXTS, 'paymentReceived')]);
    expect(selectPaymentReceived(actor.getSnapshot())).toEqual(afterFirst);
    form().send({ type: 'paymentForm.chooseMethod', method: 'BankAccount' });
    form().send({ type: 'paymentForm.acknowledge', value: true });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.matches('Complete'));
    expect(announced).toEqual([
      message(STEP_TEXTS, 'paymentReceived'),
      message(STEP_TEXTS, 'recurringSetUp'),
    ]);
    expect(selectPaymentReceived(actor.getSnapshot())).toBeNull();
  });

  it('a recurring setup found on arrival says no payment was received on this visit', async () => {
    const { actor } = start({ infos: [afterFirst] });
    await settled(actor);
    expect(selectPhase(actor.getSnapshot())).toBe('recurring');
    expect(selectPaymentReceived(actor.getSnapshot())).toBeNull();
  });

  it('a first payment with nothing on record yet says nothing received above the setup', async () => {
    const { actor, form } = start({
      infos: [paymentInfo(), { ...afterFirst, paymentsOnRecord: [] }],
      submit: async () => result('RecurringSetupRequired'),
    });
    await settled(actor);
    enterBank(form());
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.matches('RecurringSetupRequired'));
    expect(selectPaymentReceived(actor.getSnapshot())).toBeNull();
  });

  it('a payment that could not reach the server says so in its own words, not the browser’s', async () => {
    const { actor, form } = start({
      infos: [paymentInfo()],
      submit: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await settled(actor);
    enterBank(form());
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.context.failure !== null);
    const failure = actor.getSnapshot().context.failure;
    expect(failure && paymentFailureMessage(failure, '1-800-555-0142')).toEqual(PAYMENT_FAILURES.network);
  });
});

describe('payment machine: what the screen draws (SPEC §2 Payment, §4, §8)', () => {
  it('while the payment info loads: no amount, no refusal, the submit not hidden', () => {
    const { actor } = start({ infos: [paymentInfo()] });
    expect(selectPhase(actor.getSnapshot())).toBe('loading');
    expect(selectInfoAvailable(actor.getSnapshot())).toBe(false);
    expect(selectSubmitHidden(actor.getSnapshot())).toBe(false);
  });

  it("a case that is gone says 'Case not found!' and offers no form", async () => {
    const { actor } = start({
      infos: [paymentInfo()],
      loadError: new ApiError('gone', { code: 'CaseNotFound', status: 404, call: 'paymentInfo' }),
    });
    await settled(actor);
    expect(selectPhase(actor.getSnapshot())).toBe('loadDenied');
    expect(actor.getSnapshot().context.loadDenial).toEqual(message(SPEC_TEXTS, 'caseNotFound'));
    expect(actor.getSnapshot().context.form).toBeNull();
    // Asking again cannot change the answer: the machine ends (decision 073).
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a case with changes requested takes no payment and offers no form', async () => {
    const { actor } = start({ infos: [paymentInfo()], lifeCycleStatus: 'ChangeRequested' });
    await settled(actor);
    expect(selectPhase(actor.getSnapshot())).toBe('closed');
    expect(actor.getSnapshot().context.form).toBeNull();
    // A final state (decision 075): nothing on this screen can change it.
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('while a recurring setup is sent the recurring setup stays drawn; once Complete the entry form is gone', async () => {
    let release: (r: PaymentResult) => void = () => {};
    const { actor, form } = start({
      infos: [
        paymentInfo({
          paymentStatus: 'RecurringSetupRequired',
          initialAmountDue: 0,
          paymentMethods: [bankOnFile],
        }),
        paymentInfo({ paymentStatus: 'Complete', initialAmountDue: 0, paymentMethods: [bankOnFile] }),
      ],
      submit: () => new Promise((resolve) => (release = resolve)),
    });
    await settled(actor);
    // SPEC §3: an initialAmountDue of 0 is still payment info (only its absence is 'not available').
    expect(selectInfoAvailable(actor.getSnapshot())).toBe(true);
    form().send({ type: 'paymentForm.chooseMethod', method: 'BankAccount' });
    form().send({ type: 'paymentForm.acknowledge', value: true });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.hasTag('busy'));
    expect(selectPhase(actor.getSnapshot())).toBe('recurring');
    release(result('Complete'));
    await waitFor(actor, (s) => selectPhase(s) === 'complete');
    expect(actor.getSnapshot().context.form).toBeNull();
  });
});

describe('payment machine: the case and the payment info behind the screen (SPEC §2 Payment, §4, §7)', () => {
  it("asks for the payment info of the screen's own case, flow and page", async () => {
    const { actor, loadsAsked } = start({ infos: [paymentInfo()], flow: 'sequenced', screen: 'recurring' });
    await waitFor(actor, (s) => !s.matches('loading'));
    expect(loadsAsked).toEqual([{ caseId: '100001', flow: 'sequenced', screen: 'recurring' }]);
  });

  it("the Owner's refusal and a closed case are said under the case's summary", async () => {
    for (const h of [{ role: 'agent' as const }, { lifeCycleStatus: 'ChangeRequested' as const }]) {
      const { actor } = start({ infos: [paymentInfo()], ...h });
      await settled(actor);
      const { context } = actor.getSnapshot();
      // The summary card and the notice both need the case and its payment info as loaded.
      expect(context.case?.policyNumber, JSON.stringify(h)).toBe('L1000001');
      expect(context.info?.initialAmountDue, JSON.stringify(h)).toBe(142.5);
    }
  });

  it('payments already complete: the screen stays on its loading state, no form, while it goes to Acceptance', async () => {
    const { actor, navigations } = start({ infos: [paymentInfo({ paymentStatus: 'Complete' })] });
    await waitFor(actor, (s) => s.status === 'done');
    expect(navigations).toHaveLength(1);
    expect(selectPhase(actor.getSnapshot())).toBe('loading');
    // The case's summary card stays drawn above the spinner until the next screen takes over.
    expect(actor.getSnapshot().context.case?.policyNumber).toBe('L1000001');
  });

  it("once paid, 'Your payments are complete!' shows the payment on record from the case reloaded", async () => {
    const made = {
      paymentId: 'PAY-1',
      confirmationNumber: 'CNF1',
      paymentMethod: { paymentSourceType: 'BankAccount' as const },
      timeStamp: '2026-01-02T10:00:00Z',
      amount: 142.5,
    };
    const { actor, form, frames } = start({
      infos: [
        paymentInfo(),
        paymentInfo({ paymentStatus: 'Complete', initialAmountDue: 0, paymentsOnRecord: [made] }),
      ],
    });
    await settled(actor);
    form().send({ type: 'paymentForm.chooseMethod', method: 'CreditCard' });
    await waitFor(form(), (s) => s.matches({ card: 'open' }));
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => selectPhase(s) === 'complete');
    expect(actor.getSnapshot().context.info?.paymentsOnRecord).toEqual([made]);
    // The entry is over: the hosted card form is closed, no longer listening for the card provider.
    expect(frames.closed).toBe(1);
  });
});

describe('payment machine: never paying twice', () => {
  it('takes one submit while one is in flight', async () => {
    let release: (r: PaymentResult) => void = () => {};
    const { actor, form, submits } = start({
      infos: [paymentInfo(), paymentInfo({ paymentStatus: 'Complete', initialAmountDue: 0 })],
      submit: () => new Promise((resolve) => (release = resolve)),
    });
    await settled(actor);
    form().send({ type: 'paymentForm.chooseFrequency', frequency: 'Annual' });
    enterBank(form());
    form().send({ type: 'paymentForm.chooseRecurring', option: 'Direct' });
    form().send({ type: 'paymentForm.submit' });
    form().send({ type: 'paymentForm.submit' });
    actor.send({ type: 'payment.submit', request: submits[0]?.request as never, idempotencyKey: 'other' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    release(result('Complete'));
    await waitFor(actor, (s) => s.matches('Complete'));
    expect(submits).toHaveLength(1);
  });

  it('a retry of the same entry after a failure sends the same idempotency key; a changed entry a new one', async () => {
    let calls = 0;
    const { actor, form, submits } = start({
      infos: [paymentInfo()],
      submit: async () => {
        calls += 1;
        throw new ApiError('The payment service could not be reached.', {
          code: 'Timeout',
          status: null,
          call: 'initialPayment',
        });
      },
    });
    await settled(actor);
    enterBank(form());
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.matches('InitialPaymentRequired') && calls === 1);
    await waitFor(form(), (s) => s.matches({ entry: 'editing' }));
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.matches('InitialPaymentRequired') && calls === 2);
    expect(submits[1]?.idempotencyKey).toBe(submits[0]?.idempotencyKey);
    await waitFor(form(), (s) => s.matches({ entry: 'editing' }));
    form().send({ type: 'paymentForm.editBank', field: 'accountHolderName', value: 'Olivia M Owner' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.matches('InitialPaymentRequired') && calls === 3);
    expect(submits[2]?.idempotencyKey).not.toBe(submits[0]?.idempotencyKey);
    expect(actor.getSnapshot().context.failure?.kind).toBe('network');
  });

  it('a payment already made (409) reloads and follows the status on record', async () => {
    const { actor, form, navigations } = start({
      infos: [paymentInfo(), paymentInfo({ paymentStatus: 'Complete', initialAmountDue: 0 })],
      submit: async () => {
        throw apiError('Conflict', 'The initial payment has already been made.');
      },
    });
    await settled(actor);
    enterBank(form());
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(navigations).toEqual([{ name: 'Acceptance', params: { caseId: '100001' }, replace: true }]);
  });
});

describe('payment machine: refusals (SPEC §8)', () => {
  it('PaymentIssue hides the submit button', async () => {
    const { actor, form } = start({
      infos: [paymentInfo()],
      submit: async () => Promise.reject(apiError('PaymentIssue')),
    });
    await settled(actor);
    enterBank(form());
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(selectSubmitHidden(actor.getSnapshot())).toBe(true);
  });

  it('PaymentCardError clears the card and opens a new card session; the bank draft is kept for others', async () => {
    const { actor, form, cardSessions, submits } = start({
      infos: [paymentInfo()],
      submit: async () => Promise.reject(apiError('PaymentCardError')),
    });
    await settled(actor);
    form().send({ type: 'paymentForm.chooseMethod', method: 'CreditCard' });
    await waitFor(form(), (s) => s.matches({ card: 'open' }));
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.context.failure?.kind === 'paymentCardError');
    const snapshot = form().getSnapshot();
    expect(snapshot.context.draft.card).toBeNull();
    expect(snapshot.context.draft.recurringOption).toBe('NewPaymentMethod');
    expect(selectSubmitHidden(actor.getSnapshot())).toBe(false);
    // A new card session: the hosted form starts empty for the next card.
    await waitFor(form(), (s) => s.matches({ card: 'open' }) && cardSessions.opened === 2);
    // …and the entry is open again: the next card is sent with the next Submit.
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, () => submits.length === 2);
  });
  it('a refused recurring setup keeps the recurring setup on screen with its error and what was entered', async () => {
    const { actor, form, submits } = start({
      infos: [
        paymentInfo({
          paymentStatus: 'RecurringSetupRequired',
          initialAmountDue: 0,
          paymentMethods: [bankOnFile],
        }),
      ],
      submit: async () => Promise.reject(apiError('BadRequest', 'The recurring setup was refused.')),
    });
    await settled(actor);
    form().send({ type: 'paymentForm.chooseMethod', method: 'BankAccount' });
    form().send({ type: 'paymentForm.acknowledge', value: true });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.context.failure !== null && !s.hasTag('busy'));
    expect(submits).toHaveLength(1);
    expect(submits[0]?.request.mode).toBe('recurring');
    // SPEC §8: recurring setup errors are shown in an error box, on the recurring setup.
    expect(selectPhase(actor.getSnapshot())).toBe('recurring');
    expect(actor.getSnapshot().context.failure?.message).toBe('The recurring setup was refused.');
    expect(form().getSnapshot().context.draft).toMatchObject({ method: 'BankAccount', acknowledged: true });
    // Nothing was lost: the same entry can be sent again.
    await waitFor(form(), (s) => s.matches({ entry: 'editing' }));
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => submits.length === 2 && !s.hasTag('busy'));
    expect(submits[1]?.request.mode).toBe('recurring');
  });
});

describe('paymentForm', () => {
  it("asks for a method: 'Please select a payment method.'", async () => {
    const { actor, form, submits } = start({ infos: [paymentInfo()] });
    await settled(actor);
    form().send({ type: 'paymentForm.submit' });
    expect(form().getSnapshot().context.summary).toEqual(message(ENTRY_MESSAGES, 'selectMethod'));
    expect(submits).toHaveLength(0);
  });

  it('choosing a method clears the card, bank and recurring option entered before', async () => {
    const { actor, form } = start({ infos: [paymentInfo()] });
    await settled(actor);
    enterBank(form());
    form().send({ type: 'paymentForm.chooseRecurring', option: 'SameAsInitial' });
    form().send({ type: 'paymentForm.acknowledge', value: true });
    form().send({ type: 'paymentForm.chooseMethod', method: 'DebitCard' });
    const draft = form().getSnapshot().context.draft;
    // A card offers one way for the future payments (a new method), taken as chosen (decision 360).
    expect(draft).toMatchObject({
      method: 'DebitCard',
      card: null,
      recurringOption: 'NewPaymentMethod',
      acknowledged: false,
    });
    expect(draft.bank.accountNumber).toBe('');
  });

  it('a choice with one answer is taken as chosen: the only method, then the only recurring option', async () => {
    const recurring = start({
      infos: [paymentInfo({ paymentStatus: 'RecurringSetupRequired' })],
    });
    await settled(recurring.actor);
    expect(recurring.form().getSnapshot().context.draft.method).toBe('BankAccount');
    const cardOnly = start({ infos: [paymentInfo({ availableSourcesForInitialPayment: ['CreditCard'] })] });
    await settled(cardOnly.actor);
    expect(cardOnly.form().getSnapshot().context.draft).toMatchObject({
      method: 'CreditCard',
      recurringOption: 'NewPaymentMethod',
    });
    // Its card form opens at once: nothing to click to see it.
    await waitFor(cardOnly.form(), (s) => s.matches({ card: 'open' }));
    const two = start({ infos: [paymentInfo()] });
    await settled(two.actor);
    expect(two.form().getSnapshot().context.draft.method).toBeNull();
    two.form().send({ type: 'paymentForm.chooseMethod', method: 'BankAccount' });
    expect(two.form().getSnapshot().context.draft.recurringOption).toBeNull();
  });

  it('changes the frequency only when the policy allows it', async () => {
    const locked = start({ infos: [paymentInfo({ canChangePaymentFrequency: false })] });
    await settled(locked.actor);
    locked.form().send({ type: 'paymentForm.chooseFrequency', frequency: 'Annual' });
    expect(locked.form().getSnapshot().context.draft.frequency).toBe('Monthly');
    const open = start({ infos: [paymentInfo()] });
    await settled(open.actor);
    open.form().send({ type: 'paymentForm.chooseFrequency', frequency: 'Annual' });
    expect(open.form().getSnapshot().context.draft.frequency).toBe('Annual');
  });

  it('a card the hosted form refuses stays in editing with the card message, nothing sent', async () => {
    const { actor, form, submits } = start({ infos: [paymentInfo()], cardAnswer: 'fail' });
    await settled(actor);
    form().send({ type: 'paymentForm.chooseMethod', method: 'CreditCard' });
    await waitFor(form(), (s) => s.matches({ card: 'open' }));
    form().send({ type: 'paymentForm.submit' });
    expect(form().getSnapshot().matches({ entry: 'editing' })).toBe(true);
    // The card form says what is wrong beside its field; the portal adds no second message (decision 360).
    expect(form().getSnapshot().context).toMatchObject({ errors: {}, summary: null });
    expect(submits).toHaveLength(0);
  });

  it('a method chosen while the card is being tokenized changes nothing (found by the generated paths)', async () => {
    const { actor, form } = start({ infos: [paymentInfo()], cardAnswer: 'silent' });
    await settled(actor);
    form().send({ type: 'paymentForm.chooseMethod', method: 'CreditCard' });
    await waitFor(form(), (s) => s.matches({ card: 'open' }));
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    form().send({ type: 'paymentForm.chooseMethod', method: 'BankAccount' });
    expect(form().getSnapshot().value).toEqual({ entry: 'tokenizing', card: 'open' });
    expect(form().getSnapshot().context.draft.method).toBe('CreditCard');
  });

  it('a card session that cannot be opened offers a retry, and pays nothing', async () => {
    const { actor, form, submits } = start({ infos: [paymentInfo()], cardSessionFails: true });
    await settled(actor);
    form().send({ type: 'paymentForm.chooseMethod', method: 'CreditCard' });
    await waitFor(form(), (s) => s.matches({ card: 'unavailable' }));
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    expect(form().getSnapshot().context.errors.card).toEqual(message(ENTRY_MESSAGES, 'cardNeeded'));
    expect(submits).toHaveLength(0);
    form().send({ type: 'paymentForm.retryCard' });
    expect(form().getSnapshot().matches({ card: 'opening' })).toBe(true);
  });

  it('one Submit tokenizes the card and pays with its token; a double click pays once', async () => {
    const { actor, form, submits } = start({
      infos: [paymentInfo(), paymentInfo({ paymentStatus: 'RecurringSetupRequired', initialAmountDue: 0 })],
      submit: async () => result('RecurringSetupRequired'),
    });
    await settled(actor);
    form().send({ type: 'paymentForm.chooseMethod', method: 'CreditCard' });
    await waitFor(form(), (s) => s.matches({ card: 'open' }));
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.matches('RecurringSetupRequired'));
    expect(submits).toHaveLength(1);
    expect(submits[0]?.request.body).toMatchObject({ paymentMethodType: 'CreditCard', cardToken: card });
  });

  it('a card kept after a failure is paid again on Submit, or changed for a new card session', async () => {
    let calls = 0;
    const { actor, form, submits, cardSessions } = start({
      infos: [paymentInfo(), paymentInfo({ paymentStatus: 'RecurringSetupRequired', initialAmountDue: 0 })],
      submit: async () => {
        calls += 1;
        if (calls === 1) throw apiError('BadRequest', 'Error received from api');
        return result('RecurringSetupRequired');
      },
    });
    await settled(actor);
    form().send({ type: 'paymentForm.chooseMethod', method: 'CreditCard' });
    await waitFor(form(), (s) => s.matches({ card: 'open' }));
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.context.failure !== null);
    await waitFor(form(), (s) => s.matches({ entry: 'editing' }));
    expect(form().getSnapshot().context.draft.card).toEqual(card);
    form().send({ type: 'paymentForm.changeCard' });
    expect(form().getSnapshot().context.draft.card).toBeNull();
    await waitFor(form(), (s) => s.matches({ card: 'open' }) && cardSessions.opened === 2);
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.matches('RecurringSetupRequired'));
    expect(submits).toHaveLength(2);
    expect(submits[1]?.request.body).toMatchObject({ paymentMethodType: 'CreditCard', cardToken: card });
  });
});

describe('paymentForm: the card session, the locks and what an entry keeps (SPEC §3, §5, §7)', () => {
  it("asks for a card session for this case and opens the hosted form at the session's address", async () => {
    const { actor, form, cardSessions, frames } = start({ infos: [paymentInfo()] });
    await settled(actor);
    form().send({ type: 'paymentForm.chooseMethod', method: 'CreditCard' });
    await waitFor(form(), (s) => s.matches({ card: 'open' }));
    expect(cardSessions.asked).toEqual([{ caseId: '100001' }]);
    expect(frames.addresses).toEqual(['http://card.test/hosted-form?sessionId=s1']);
  });

  it('choosing the bank account after a card closes the hosted card form', async () => {
    const { actor, form, frames } = start({ infos: [paymentInfo()] });
    await settled(actor);
    form().send({ type: 'paymentForm.chooseMethod', method: 'CreditCard' });
    await waitFor(form(), (s) => s.matches({ card: 'open' }));
    form().send({ type: 'paymentForm.chooseMethod', method: 'BankAccount' });
    expect(frames.closed).toBe(1);
  });

  it('another card asked for with no card kept changes nothing: no new card session, the message stays', async () => {
    const { actor, form, cardSessions } = start({ infos: [paymentInfo()], cardSessionFails: true });
    await settled(actor);
    form().send({ type: 'paymentForm.chooseMethod', method: 'CreditCard' });
    await waitFor(form(), (s) => s.matches({ card: 'unavailable' }));
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    form().send({ type: 'paymentForm.changeCard' });
    expect(form().getSnapshot().context.summary).toEqual(message(ENTRY_MESSAGES, 'cardNeeded'));
    expect(form().getSnapshot().matches({ card: 'unavailable' })).toBe(true);
    expect(cardSessions.asked).toHaveLength(1);
  });

  it('a Savings account is sent as Savings (SPEC §3: Checking or Savings, Checking by default)', async () => {
    const { actor, form, submits } = start({ infos: [paymentInfo()] });
    await settled(actor);
    enterBank(form());
    form().send({ type: 'paymentForm.chooseAccountType', accountType: 'Savings' });
    form().send({ type: 'paymentForm.chooseRecurring', option: 'SameAsInitial' });
    form().send({ type: 'paymentForm.acknowledge', value: true });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, () => submits.length === 1);
    expect(submits[0]?.request.body).toMatchObject({ bankAccount: { bankAccountType: 'Savings' } });
  });

  it('the same bank account for future payments is not acknowledged by choosing it: the checkbox is asked', async () => {
    const { actor, form, submits } = start({ infos: [paymentInfo()] });
    await settled(actor);
    enterBank(form());
    form().send({ type: 'paymentForm.chooseRecurring', option: 'SameAsInitial' });
    form().send({ type: 'paymentForm.submit' });
    expect(form().getSnapshot().context.errors.acknowledged).toEqual(message(ENTRY_MESSAGES, 'acknowledge'));
    expect(submits).toHaveLength(0);
  });

  it('the entry is locked while the card is checked and while the payment is sent', async () => {
    let release: (r: PaymentResult) => void = () => {};
    const checking = start({ infos: [paymentInfo()], cardAnswer: 'silent' });
    await settled(checking.actor);
    checking.form().send({ type: 'paymentForm.chooseMethod', method: 'CreditCard' });
    await waitFor(checking.form(), (s) => s.matches({ card: 'open' }));
    checking.form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    checking.form().send({ type: 'paymentForm.submit' });
    expect(checking.form().getSnapshot().hasTag('busy')).toBe(true);
    const sending = start({
      infos: [paymentInfo()],
      submit: () => new Promise((resolve) => (release = resolve)),
    });
    await settled(sending.actor);
    enterBank(sending.form());
    sending.form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    sending.form().send({ type: 'paymentForm.submit' });
    expect(sending.form().getSnapshot().hasTag('busy')).toBe(true);
    release(result('Complete'));
  });

  it('a card payment retried after a failure is the same payment: the same idempotency key', async () => {
    const { actor, form, submits } = start({
      infos: [paymentInfo()],
      submit: async () => {
        throw new ApiError('The payment service could not be reached.', {
          code: 'Timeout',
          status: null,
          call: 'initialPayment',
        });
      },
    });
    await settled(actor);
    form().send({ type: 'paymentForm.chooseMethod', method: 'CreditCard' });
    await waitFor(form(), (s) => s.matches({ card: 'open' }));
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => submits.length === 1 && !s.hasTag('busy'));
    await waitFor(form(), (s) => s.matches({ entry: 'editing' }));
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, () => submits.length === 2);
    expect(submits[1]?.idempotencyKey).toBe(submits[0]?.idempotencyKey);
  });

  it('a frequency message goes once a frequency is chosen and the entry is sent', async () => {
    const noCurrent = paymentInfo().paymentFrequencyOptions.map((o) => ({ ...o, isCurrent: false }));
    const { actor, form, submits } = start({
      infos: [paymentInfo({ paymentFrequencyOptions: noCurrent })],
      submit: () => new Promise(() => {}),
    });
    await settled(actor);
    enterBank(form());
    form().send({ type: 'paymentForm.submit' });
    expect(form().getSnapshot().context.errors.frequency).toEqual(message(ENTRY_MESSAGES, 'frequency'));
    form().send({ type: 'paymentForm.chooseFrequency', frequency: 'Annual' });
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, () => submits.length === 1);
    expect(form().getSnapshot().context.errors).toEqual({});
  });
});

describe('where the status sends each screen (SPEC §4)', () => {
  const ctx = (flow: 'standard' | 'sequenced', screen: 'payment' | 'recurring', paid = false) => ({
    caseId: '100001',
    flow,
    screen,
    paid,
  });
  const params = { caseId: '100001' };
  describe('sequenced review off', () => {
    it.each([
      [ctx('standard', 'payment'), 'Complete', { name: 'Acceptance', params, replace: true }],
      [ctx('standard', 'payment', true), 'Complete', null],
      [ctx('standard', 'payment'), 'InitialPaymentRequired', null],
      [ctx('standard', 'payment'), 'RecurringSetupRequired', null],
      [ctx('standard', 'recurring'), 'RecurringSetupRequired', null],
      [ctx('standard', 'recurring'), 'InitialPaymentRequired', { name: 'Payment', params, replace: true }],
      [ctx('sequenced', 'payment'), 'InitialPaymentRequired', { name: 'Payment', params, replace: true }],
      [ctx('sequenced', 'recurring'), 'RecurringSetupRequired', { name: 'Payment', params, replace: true }],
    ] as const)('%j %s → %j', (context, status, target) => {
      expect(placeFor(context, status, false)).toEqual(target);
    });
  });
  describe('sequenced review on', () => {
    it.each([
      [
        ctx('standard', 'payment'),
        'InitialPaymentRequired',
        { name: 'PaymentSequenced', params, replace: true },
      ],
      [
        ctx('standard', 'payment'),
        'RecurringSetupRequired',
        { name: 'RecurringPaymentSequenced', params, replace: true },
      ],
      [ctx('standard', 'payment'), 'Complete', { name: 'Acceptance', params, replace: true }],
      [ctx('sequenced', 'payment'), 'InitialPaymentRequired', null],
      [ctx('sequenced', 'payment'), 'Complete', { name: 'Acceptance', params }],
      [ctx('sequenced', 'payment'), 'RecurringSetupRequired', { name: 'RecurringPaymentSequenced', params }],
      [ctx('sequenced', 'recurring'), 'Complete', { name: 'AcceptanceSequenced', params }],
      [
        ctx('sequenced', 'recurring'),
        'InitialPaymentRequired',
        { name: 'PaymentSequenced', params, replace: true },
      ],
      [ctx('sequenced', 'recurring'), 'RecurringSetupRequired', null],
    ] as const)('%j %s → %j', (context, status, target) => {
      expect(placeFor(context, status, true)).toEqual(target);
    });
  });

  it('in the sequenced flow a payment moves on to the recurring review, and setup to AcceptanceSequenced', async () => {
    const { actor, form, navigations } = start({
      flow: 'sequenced',
      sequencedReview: true,
      infos: [paymentInfo(), paymentInfo({ paymentStatus: 'RecurringSetupRequired', initialAmountDue: 0 })],
      submit: async () => result('RecurringSetupRequired'),
    });
    await settled(actor);
    enterBank(form());
    form().send({ type: 'paymentForm.chooseRecurring', option: 'NewPaymentMethod' });
    form().send({ type: 'paymentForm.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(navigations).toEqual([{ name: 'RecurringPaymentSequenced', params }]);
  });
});
