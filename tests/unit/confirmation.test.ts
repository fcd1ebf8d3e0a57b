import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ConfirmationInput,
  type ConfirmationLoad,
  confirmationMachine,
} from '../../machines/confirmation.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import type { PaymentInfo } from '../../src/api/schemas/payment.ts';
import { confirmationRedirect } from '../../src/domain/acceptance/acceptanceRules.ts';
import { SPEC_TEXTS } from '../../src/domain/failureTexts.ts';
import { initialPaymentRows, recurringRow } from '../../src/domain/payment/confirmationPayments.ts';
import type { RouteTarget } from '../../src/domain/routeNames.ts';
import { type Message, message } from '../../src/i18n/message.ts';
import { reviewCase } from './document-fixtures.ts';

const complete = (): Case => reviewCase({ lifeCycleStatus: 'Complete', friendlyStatus: 'Complete' });

const payment = (over: Partial<PaymentInfo> = {}): PaymentInfo => ({
  paymentStatus: 'Complete',
  initialAmountDue: 0,
  canChangePaymentFrequency: false,
  paymentFrequencyOptions: [
    { frequency: 'Monthly', recurringAmount: 75, initialAmountDue: 100, isCurrent: true },
    { frequency: 'Annual', recurringAmount: 855, initialAmountDue: 880, isCurrent: false },
  ],
  paymentMethods: [],
  availableSourcesForInitialPayment: ['BankAccount'],
  availableSourcesForRecurringSetup: ['BankAccount'],
  paymentsOnRecord: [
    {
      paymentId: 'p2',
      confirmationNumber: 'CNF2',
      paymentMethod: { paymentSourceType: 'CreditCard' },
      timeStamp: '2026-02-01T18:30:05Z',
      amount: 1234.5,
    },
    {
      paymentId: 'p1',
      confirmationNumber: 'CNF1',
      paymentMethod: { paymentSourceType: 'BankAccount' },
      timeStamp: '2026-01-15T09:04:03Z',
      amount: 75,
    },
  ],
  recurringEnrollmentDetails: {
    isEnrolledInRecurring: true,
    enrolledPaymentMethod: { paymentSourceType: 'BankAccount' },
    enrolledOn: '2026-01-15T09:04:03Z',
    requiresRecurringSetup: false,
  },
  ...over,
});

function start(caseData: Case, role: 'customer' | 'agent' = 'customer', failFirst?: Error) {
  const navigations: RouteTarget[] = [];
  const toasts: Message[] = [];
  const inputs: ConfirmationInput[] = [];
  let loads = 0;
  const machine = confirmationMachine.provide({
    actors: {
      loadConfirmation: fromPromise<ConfirmationLoad, ConfirmationInput>(async ({ input }) => {
        inputs.push(input);
        loads += 1;
        if (failFirst && loads === 1) throw failFirst;
        return { case: caseData, documents: [], payment: payment() };
      }),
    },
    actions: {
      navigate: (_, target) => navigations.push(target),
      notify: (_, { message }) => toasts.push(message),
    },
  });
  const actor = createActor(machine, { input: { caseId: '100001', role } }).start();
  return { actor, navigations, toasts, inputs };
}

describe('confirmation machine', () => {
  it('shows a complete case to its customer', async () => {
    const run = start(complete());
    await waitFor(run.actor, (s) => s.matches('shown'));
    expect(run.navigations).toEqual([]);
  });
  it("loads the route's case for the viewer and keeps the case, its documents and its payments for the screen", async () => {
    const run = start(complete());
    await waitFor(run.actor, (s) => s.matches('shown'));
    // SPEC §2: the case card, the reviewed documents and the payment details are read from the load.
    expect(run.inputs).toEqual([{ caseId: '100001', role: 'customer' }]);
    expect(run.actor.getSnapshot().context.load).toEqual({
      case: complete(),
      documents: [],
      payment: payment(),
    });
  });
  it('sends a case not in the right state to Acceptance, replacing the address', async () => {
    const run = start(reviewCase());
    await waitFor(run.actor, (s) => s.matches('redirected'));
    expect(run.navigations).toEqual([{ name: 'Acceptance', params: { caseId: '100001' }, replace: true }]);
  });
  it('sends an agent to the agent confirmation', async () => {
    const run = start(complete(), 'agent');
    await waitFor(run.actor, (s) => s.matches('redirected'));
    expect(run.navigations[0]).toMatchObject({ name: 'AgentConfirmation' });
  });
  it('an unknown case reads Case not found! on the screen only and is final', async () => {
    const run = start(
      complete(),
      'customer',
      new ApiError('no', { code: 'CaseNotFound', status: 404, call: 'getCase' }),
    );
    await waitFor(run.actor, (s) => s.matches('denied'));
    expect(run.actor.getSnapshot().context.loadError).toEqual(message(SPEC_TEXTS, 'caseNotFound'));
    expect(run.toasts).toEqual([]);
    // Asking again cannot change the answer: the machine ends (decision 073).
    expect(run.actor.getSnapshot().status).toBe('done');
  });

  it('a load that failed for another reason can be retried', async () => {
    const run = start(
      complete(),
      'customer',
      new ApiError('The server broke.', { code: 'ServerError', status: 500, call: 'getCase' }),
    );
    await waitFor(run.actor, (s) => s.matches('failed'));
    expect(run.toasts).toEqual([]);
    run.actor.send({ type: 'confirmation.retry' });
    await waitFor(run.actor, (s) => s.matches('shown'));
    // The retry asks for the same case again, and the screen shows it without the old failure.
    expect(run.inputs).toEqual([
      { caseId: '100001', role: 'customer' },
      { caseId: '100001', role: 'customer' },
    ]);
    expect(run.actor.getSnapshot().context).toMatchObject({ load: { case: complete() }, loadError: null });
  });
});

describe('confirmationRedirect', () => {
  it('an annuity has its own screen', () => {
    expect(confirmationRedirect({ ...complete(), isAnnuity: true }, 'customer')).toBe('AnnuityConfirmation');
    expect(confirmationRedirect({ ...complete(), isAnnuity: true }, 'agent')).toBe(
      'AgentConfirmationAnnuity',
    );
  });
  it('direct to in force may be seen before acceptance', () => {
    expect(
      confirmationRedirect(
        { ...reviewCase(), deliveryMethod: { isDirectToInForce: true, deliveryOrder: [] } },
        'customer',
      ),
    ).toBeNull();
  });
});

describe('payment rows', () => {
  it('lists payments oldest first with method, MM/DD/YYYY, hh:mm:ss am/pm and USD', () => {
    expect(initialPaymentRows(payment(), 'UTC')).toEqual([
      {
        id: 'p1',
        confirmationNumber: 'CNF1',
        method: 'Bank Account',
        date: '01/15/2026',
        time: '09:04:03 am',
        amount: '$75.00',
      },
      {
        id: 'p2',
        confirmationNumber: 'CNF2',
        method: 'Credit Card',
        date: '02/01/2026',
        time: '06:30:05 pm',
        amount: '$1,234.50',
      },
    ]);
  });
  it('the future bill payment names the enrolled method and the current frequency', () => {
    expect(recurringRow(payment(), 'UTC')).toEqual({
      method: 'Bank Account',
      frequency: 'Monthly',
      amount: '$75.00',
      since: '01/15/2026',
    });
  });
  it('no row when not enrolled (direct bill)', () => {
    const direct = payment({
      recurringEnrollmentDetails: {
        isEnrolledInRecurring: false,
        enrolledPaymentMethod: null,
        enrolledOn: null,
        requiresRecurringSetup: false,
      },
    });
    expect(recurringRow(direct)).toBeNull();
  });
  it('no row for a method named without enrolment', () => {
    const named = payment({
      recurringEnrollmentDetails: {
        isEnrolledInRecurring: false,
        enrolledPaymentMethod: { paymentSourceType: 'BankAccount' },
        enrolledOn: null,
        requiresRecurringSetup: false,
      },
    });
    expect(recurringRow(named)).toBeNull();
  });
  it('an enrolment without its date or a current frequency leaves those cells empty', () => {
    const bare = payment({
      paymentFrequencyOptions: [
        { frequency: 'Monthly', recurringAmount: 75, initialAmountDue: 100, isCurrent: false },
      ],
      recurringEnrollmentDetails: {
        isEnrolledInRecurring: true,
        enrolledPaymentMethod: { paymentSourceType: 'BankAccount' },
        enrolledOn: null,
        requiresRecurringSetup: false,
      },
    });
    expect(recurringRow(bare, 'UTC')).toEqual({
      method: 'Bank Account',
      frequency: '',
      amount: '',
      since: '',
    });
  });
  it("names a method by its kind, then the insurer's description without blanks around it; blanks alone are none", () => {
    const described = (description: string) =>
      initialPaymentRows(
        payment({
          paymentsOnRecord: [
            {
              paymentId: 'p1',
              confirmationNumber: 'CNF1',
              paymentMethod: { paymentSourceType: 'DebitCard', description },
              timeStamp: '2026-01-15T09:04:03Z',
              amount: 75,
            },
          ],
        }),
        'UTC',
      )[0]?.method;
    expect(described(' Card ending in 4444 12/29 ')).toBe('Debit Card, Card ending in 4444 12/29');
    expect(described('   ')).toBe('Debit Card');
  });
});
