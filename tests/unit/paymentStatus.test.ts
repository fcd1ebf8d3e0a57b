import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import {
  movePayment,
  type PaymentStatusEvent,
  paymentStatusMachine,
  REQUIRES,
  restorePayment,
} from '../../machines/paymentStatus.ts';
import { RECURRING_OPTIONS } from '../../src/api/schemas/enums.ts';
import type { InitialPaymentRequest } from '../../src/api/schemas/index.ts';
import {
  INITIAL_PAYMENT_CHECKS,
  RECURRING_SETUP_CHECKS,
  statusAfterInitialPayment,
} from '../../src/domain/payment/paymentRules.ts';
import {
  ENTRY_MESSAGES,
  OUT_OF_TURN_TEXTS,
  PAYMENT_MESSAGES,
} from '../../src/domain/payment/paymentTexts.ts';
import { message } from '../../src/i18n/message.ts';
import { bank, card, paymentFacts } from './payment-fixtures.ts';

const AT = '2026-11-22T12:00:00.000Z';

const initial = (patch: Partial<InitialPaymentRequest> = {}): PaymentStatusEvent => {
  const request: InitialPaymentRequest = {
    billingFrequency: 'Monthly',
    paymentMethodType: 'BankAccount',
    bankAccount: bank,
    paymentAmount: 167.5,
    ...patch,
  };
  return { type: 'payment.initial', request, bankAccount: request.bankAccount ? 'new' : 'none', at: AT };
};

const recurringByBank: PaymentStatusEvent = {
  type: 'payment.recurring',
  request: { paymentMethodType: 'BankAccount' },
  bankAccount: 'none',
  at: AT,
};

describe('initial payment', () => {
  it('SameAsInitial by bank: Complete, enrolled in recurring with the bank account kept', () => {
    const result = movePayment(
      'InitialPaymentRequired',
      paymentFacts(),
      initial({ recurringOption: 'SameAsInitial' }),
    );
    expect(result).toMatchObject({
      ok: true,
      status: 'Complete',
      facts: { recurring: { method: 'BankAccount', enrolledOn: AT }, bankAccountOnFile: true },
    });
  });

  it('Direct on a quarterly payment: Complete, the frequency changed, no recurring setup any more', () => {
    const result = movePayment(
      'InitialPaymentRequired',
      paymentFacts(),
      initial({ billingFrequency: 'Quarterly', paymentAmount: 443.95, recurringOption: 'Direct' }),
    );
    expect(result).toMatchObject({
      ok: true,
      status: 'Complete',
      facts: { requiresRecurringSetup: false, recurring: null },
    });
    if (!result.ok) return;
    expect(result.facts.paymentFrequencyOptions.filter((o) => o.isCurrent).map((o) => o.frequency)).toEqual([
      'Quarterly',
    ]);
  });

  it('NewPaymentMethod, or no option while recurring setup is outstanding: RecurringSetupRequired', () => {
    expect(
      movePayment('InitialPaymentRequired', paymentFacts(), initial({ recurringOption: 'NewPaymentMethod' })),
    ).toMatchObject({ ok: true, status: 'RecurringSetupRequired' });
    const byCard = initial({ paymentMethodType: 'CreditCard', bankAccount: undefined, cardToken: card });
    const result = movePayment('InitialPaymentRequired', paymentFacts(), byCard);
    expect(result).toMatchObject({
      ok: true,
      status: 'RecurringSetupRequired',
      facts: { bankAccountOnFile: false },
    });
  });

  it('no option and no recurring payments required: Complete at once', () => {
    expect(
      movePayment('InitialPaymentRequired', paymentFacts({ requiresRecurringSetup: false }), initial()),
    ).toMatchObject({ ok: true, status: 'Complete' });
  });

  it("no option and no recurring payments required: the frequency paid for becomes the policy's", () => {
    const facts = paymentFacts({ requiresRecurringSetup: false });
    const result = movePayment(
      'InitialPaymentRequired',
      facts,
      initial({ billingFrequency: 'Annual', paymentAmount: 1649.5 }),
    );
    expect(result).toMatchObject({ ok: true, status: 'Complete', facts: { bankAccountOnFile: true } });
    if (!result.ok) return;
    expect(result.facts.paymentFrequencyOptions.filter((o) => o.isCurrent).map((o) => o.frequency)).toEqual([
      'Annual',
    ]);
  });

  it('moves to the status statusAfterInitialPayment names, for every recurring option and both settings', () => {
    for (const requiresRecurringSetup of [true, false]) {
      for (const recurringOption of [...RECURRING_OPTIONS, undefined]) {
        const facts = paymentFacts({ requiresRecurringSetup });
        const event = initial({ billingFrequency: 'Annual', paymentAmount: 1649.5, recurringOption });
        const result = movePayment('InitialPaymentRequired', facts, event);
        expect(result.ok && result.status, `${recurringOption} ${requiresRecurringSetup}`).toBe(
          statusAfterInitialPayment(facts, recurringOption),
        );
      }
    }
  });

  it('a refused payment names the first failing rule and its field, and changes nothing', () => {
    const facts = paymentFacts();
    expect(movePayment('InitialPaymentRequired', facts, initial({ recurringOption: 'Direct' }))).toEqual({
      ok: false,
      field: 'recurringOption',
      message: message(PAYMENT_MESSAGES, 'directNotMonthly'),
    });
    expect(movePayment('InitialPaymentRequired', facts, initial({ bankAccount: undefined }))).toEqual({
      ok: false,
      field: 'bankAccount',
      message: message(ENTRY_MESSAGES, 'invalidBankAccount'),
    });
    expect(
      movePayment('InitialPaymentRequired', paymentFacts({ bankAccountOnFile: true }), {
        ...initial(),
        bankAccount: 'new',
      }),
    ).toEqual({
      ok: false,
      field: 'bankAccount',
      message: message(PAYMENT_MESSAGES, 'bankAccountKept'),
    });
    expect(facts).toEqual(paymentFacts());
  });
});

describe('recurring setup and payments out of turn', () => {
  it('RecurringSetupRequired + a bank account: Complete and enrolled', () => {
    const facts = paymentFacts({ bankAccountOnFile: true });
    expect(movePayment('RecurringSetupRequired', facts, recurringByBank)).toMatchObject({
      ok: true,
      status: 'Complete',
      facts: { recurring: { method: 'BankAccount', enrolledOn: AT } },
    });
  });

  it('refuses a recurring source the policy does not take, on its field', () => {
    const byCard: PaymentStatusEvent = {
      ...recurringByBank,
      request: { paymentMethodType: 'DebitCard', cardToken: card },
    };
    expect(movePayment('RecurringSetupRequired', paymentFacts(), byCard)).toEqual({
      ok: false,
      field: 'paymentMethodType',
      message: message(PAYMENT_MESSAGES, 'recurringAccepts', 'BankAccount'),
    });
  });

  it('refuses payments the status does not take, without a field (409)', () => {
    expect(movePayment('InitialPaymentRequired', paymentFacts(), recurringByBank)).toEqual({
      ok: false,
      field: null,
      message: message(OUT_OF_TURN_TEXTS, 'initialFirst'),
    });
    for (const status of ['RecurringSetupRequired', 'Complete'] as const) {
      expect(movePayment(status, paymentFacts(), initial())).toEqual({
        ok: false,
        field: null,
        message: message(OUT_OF_TURN_TEXTS, 'initialMade'),
      });
    }
    expect(movePayment('Complete', paymentFacts(), recurringByBank)).toEqual({
      ok: false,
      field: null,
      message: message(OUT_OF_TURN_TEXTS, 'complete'),
    });
  });
});

describe('the machine', () => {
  it("its guards require the domain's checks, in the domain's order", () => {
    expect(REQUIRES['payment.initial']).toEqual(INITIAL_PAYMENT_CHECKS);
    expect(REQUIRES['payment.recurring']).toEqual(RECURRING_SETUP_CHECKS);
    expect(Object.keys(paymentStatusMachine.states)).toEqual([
      'InitialPaymentRequired',
      'RecurringSetupRequired',
      'Complete',
    ]);
  });

  it('is pure: the restored snapshot is unchanged and no effect is left to run', () => {
    const before = restorePayment('InitialPaymentRequired', paymentFacts());
    const [after, actions] = transition(
      paymentStatusMachine,
      before,
      initial({ recurringOption: 'SameAsInitial' }),
    );
    expect(after.value).toBe('Complete');
    expect(before.value).toBe('InitialPaymentRequired');
    expect(before.context.recurring).toBeNull();
    expect(actions).toEqual([]);
  });
});
