import { describe, expect, it } from 'vitest';
import { paymentFailureMessage } from '../../machines/payment.ts';
import { movePayment, type PaymentStatusEvent } from '../../machines/paymentStatus.ts';
import { LIFE_CYCLE_STATUSES, PAYMENT_STATUSES } from '../../src/api/schemas/enums.ts';
import { US_FORMATS } from '../../src/domain/formats.ts';
import {
  frequencyName,
  methodWithDescription,
  paymentSourceName,
} from '../../src/domain/payment/confirmationPayments.ts';
import {
  initialPaymentRules,
  paymentClosedNotice,
  paymentsClosedMessage,
  recurringSetupRules,
} from '../../src/domain/payment/paymentRules.ts';
import { PAYMENT_MESSAGES } from '../../src/domain/payment/paymentTexts.ts';
import { type Message, message } from '../../src/i18n/message.ts';
import { say } from '../../src/i18n/texts.ts';
import { spanishFormats } from '../support/spanishFormats.ts';
import { paymentFacts } from './payment-fixtures.ts';

/**
 * The payment's words travel as messages (decision 490): the sandbox answers in the rules' English, and
 * the portal reads that English back at the API edge as the same message, so a refusal is shown in the
 * chosen language; data values (a frequency, a kind of method) are named by their API value.
 */
const es = spanishFormats();

/** Every refusal the payment rules and the payment status can give, values and all. */
function everyRefusal(): Message[] {
  const facts = paymentFacts({ canChangePaymentFrequency: false, bankAccountOnFile: true });
  const request = {
    billingFrequency: 'Weekly',
    paymentAmount: 1,
    paymentMethodType: 'CreditCard' as const,
    recurringOption: 'Direct' as const,
  };
  const entries = [
    { request, bankAccount: 'none' as const },
    { request: { ...request, paymentMethodType: 'BankAccount' as const }, bankAccount: 'new' as const },
  ];
  const rules = entries.flatMap((entry) => [
    ...Object.values(initialPaymentRules).map((rule) => rule.refusal(facts, entry).message),
    ...Object.values(recurringSetupRules).map((rule) => rule.refusal(facts, entry).message),
  ]);
  const moves = PAYMENT_STATUSES.flatMap((status) =>
    (['payment.initial', 'payment.recurring'] as const).map((type) => {
      const result = movePayment(status, facts, { type, at: '', ...entries[0] } as PaymentStatusEvent);
      return result.ok ? null : result.message;
    }),
  );
  const notices = LIFE_CYCLE_STATUSES.map(paymentClosedNotice);
  return [...rules, ...moves, ...notices, paymentsClosedMessage('Canceled')].filter(
    (m): m is Message => m !== null,
  );
}

describe("the sandbox's refusals come back as the rules' messages", () => {
  const refusals = everyRefusal();

  it('covers every refusal the payment messages word', () => {
    const ids = new Set(refusals.map((m) => m.id));
    const keys = Object.keys(PAYMENT_MESSAGES).map((key) => `paymentMessages.${key}`);
    expect(keys.filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(refusals.map((m) => ({ id: m.id, m })))('$id, read back from its English', ({ m }) => {
    const answered = say(m, 'en');
    const failure = { kind: 'validation' as const, message: answered, status: 400 };
    const shown = paymentFailureMessage(failure, '1-800-555-0142');
    expect(shown).toEqual(m);
    expect(say(shown, 'es')).not.toBe(answered);
  });

  it('words no catalog holds are shown as the server sent them, in either language', () => {
    const failure = { kind: 'conflict' as const, message: 'The payment was already made.', status: 409 };
    const shown = paymentFailureMessage(failure, '1-800-555-0142');
    expect(say(shown, 'es')).toBe('The payment was already made.');
  });

  it("SPEC §8's PaymentIssue says the phone, in Spanish too", () => {
    const shown = paymentFailureMessage({ kind: 'paymentIssue', message: '', status: 422 }, '1-800-555-0100');
    expect(say(shown, 'es')).toMatch(/^Hubo un problema con el pago; llame al 1-800-555-0100\./);
  });
});

describe('data values are named by their API value', () => {
  it('a frequency the insurer sends, in the chosen language; one the portal does not name as it came', () => {
    expect(frequencyName('Monthly')).toBe('Monthly');
    expect(frequencyName('Monthly', es)).toBe('Mensual');
    expect(frequencyName('SemiAnnual', es)).toBe('Semestral');
    expect(frequencyName('SemiAnnual')).toBe('Semi-Annual');
    expect(frequencyName('Weekly', es)).toBe('Weekly');
    // A key of the object, not of the catalog, is no frequency.
    expect(frequencyName('toString', es)).toBe('toString');
  });

  it('a kind of payment method, alone and with the description the insurer gives', () => {
    expect(paymentSourceName('DebitCard', es)).toBe('Tarjeta de débito');
    expect(paymentSourceName('DebitCard', US_FORMATS)).toBe('Debit Card');
    const method = { paymentSourceType: 'CreditCard' as const, description: ' Visa ending in 1111 12/30 ' };
    expect(methodWithDescription(method, es)).toBe('Tarjeta de crédito, Visa que termina en 1111 12/30');
    expect(methodWithDescription(method)).toBe('Credit Card, Visa ending in 1111 12/30');
    expect(methodWithDescription({ paymentSourceType: 'BankAccount', description: 'Acct 42' }, es)).toBe(
      'Cuenta bancaria, Acct 42',
    );
    expect(methodWithDescription({ paymentSourceType: 'BankAccount' }, es)).toBe('Cuenta bancaria');
  });

  it('a message names its entry and values, and the rules make the same one each time', () => {
    expect(paymentsClosedMessage('Canceled')).toEqual(
      message(PAYMENT_MESSAGES, 'paymentsClosed', 'Canceled'),
    );
    expect(say(paymentsClosedMessage('Canceled'), 'es')).toBe(
      'No se pueden realizar pagos mientras el caso está en Canceled.',
    );
  });
});
