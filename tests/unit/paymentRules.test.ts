import { describe, expect, it } from 'vitest';
import type {
  InitialPaymentRequest,
  PaymentInfo,
  RecurringPaymentRequest,
} from '../../src/api/schemas/index.ts';
import {
  amountDueFor,
  bankAccountDecision,
  cardAllowedFor,
  currentFrequency,
  directOffered,
  type EnteredBankAccount,
  frequencyAllowed,
  frequencyChoices,
  INITIAL_PAYMENT_CHECKS,
  initialPaymentRefusal,
  initialSourceAccepted,
  isCard,
  paymentClosedNotice,
  paymentDetailsRefusal,
  paymentFactsOf,
  paymentsClosedMessage,
  paymentsOpen,
  RECURRING_SETUP_CHECKS,
  recurringOptionsFor,
  recurringOptionsShown,
  recurringSetupOutstanding,
  recurringSetupRefusal,
  recurringSourceAccepted,
  statusAfterInitialPayment,
} from '../../src/domain/payment/paymentRules.ts';
import { ENTRY_MESSAGES, PAYMENT_MESSAGES } from '../../src/domain/payment/paymentTexts.ts';
import { message } from '../../src/i18n/message.ts';
import { bank, card, paymentFacts, paymentInfo } from './payment-fixtures.ts';

const byBank = (patch: Partial<InitialPaymentRequest> = {}): InitialPaymentRequest => ({
  billingFrequency: 'Monthly',
  paymentMethodType: 'BankAccount',
  bankAccount: bank,
  paymentAmount: 167.5,
  ...patch,
});

const initial = (
  request: InitialPaymentRequest,
  bankAccount: EnteredBankAccount = request.bankAccount ? 'new' : 'none',
) => ({
  request,
  bankAccount,
});

describe('frequency and amount', () => {
  it('offers every frequency when the policy allows a change, else only the current one', () => {
    expect(frequencyChoices(paymentFacts()).map((o) => o.frequency)).toEqual([
      'Monthly',
      'Quarterly',
      'Annual',
    ]);
    const locked = paymentFacts({ canChangePaymentFrequency: false });
    expect(frequencyChoices(locked).map((o) => o.frequency)).toEqual(['Monthly']);
    expect(frequencyAllowed(locked, 'Monthly')).toBe(true);
    expect(frequencyAllowed(locked, 'Annual')).toBe(false);
    expect(frequencyAllowed(paymentFacts(), 'Weekly')).toBe(false);
    expect(currentFrequency(paymentFacts())?.frequency).toBe('Monthly');
  });

  it("the amount due is the chosen frequency's first payment; none for a frequency not offered", () => {
    expect(amountDueFor(paymentFacts(), 'Annual')).toBe(1649.5);
    expect(amountDueFor(paymentFacts(), 'Weekly')).toBeNull();
  });

  it('refuses a frequency not offered, one that may not be chosen, and a wrong amount, each on its field', () => {
    expect(initialPaymentRefusal(paymentFacts(), initial(byBank({ billingFrequency: 'Weekly' })))).toEqual({
      field: 'billingFrequency',
      message: message(PAYMENT_MESSAGES, 'frequencyOneOf', 'Monthly, Quarterly, Annual'),
    });
    expect(
      initialPaymentRefusal(
        paymentFacts({ canChangePaymentFrequency: false }),
        initial(byBank({ billingFrequency: 'Annual', paymentAmount: 1649.5 })),
      ),
    ).toEqual({
      field: 'billingFrequency',
      message: message(PAYMENT_MESSAGES, 'frequencyLocked'),
    });
    expect(initialPaymentRefusal(paymentFacts(), initial(byBank({ paymentAmount: 10 })))).toEqual({
      field: 'paymentAmount',
      message: message(PAYMENT_MESSAGES, 'amountMustBe', '167.50'),
    });
    expect(
      initialPaymentRefusal(
        paymentFacts(),
        initial(byBank({ billingFrequency: 'Quarterly', paymentAmount: 167.5 })),
      ),
    ).toEqual({ field: 'paymentAmount', message: message(PAYMENT_MESSAGES, 'amountMustBe', '443.95') });
    // To the cent (decision 061): a fraction of a cent over or under is another amount, while binary
    // rounding (0.1 * 3 * 558.3333333333334 is 167.50000000000003) is still 167.50.
    for (const amount of [167.5000001, 167.4991])
      expect(initialPaymentRefusal(paymentFacts(), initial(byBank({ paymentAmount: amount })))).toEqual({
        field: 'paymentAmount',
        message: message(PAYMENT_MESSAGES, 'amountMustBe', '167.50'),
      });
    expect(
      initialPaymentRefusal(paymentFacts(), initial(byBank({ paymentAmount: 0.1 * 3 * 558.3333333333334 }))),
    ).toBeNull();
  });
});

describe('methods and recurring options', () => {
  it('accepts only the sources the policy lists, for the initial payment and for recurring setup', () => {
    const bankOnly = paymentFacts({ availableSourcesForInitialPayment: ['BankAccount'] });
    expect(initialSourceAccepted(bankOnly, 'BankAccount')).toBe(true);
    expect(initialSourceAccepted(bankOnly, 'DebitCard')).toBe(false);
    expect(recurringSourceAccepted(paymentFacts(), 'CreditCard')).toBe(false);
    expect(
      initialPaymentRefusal(
        bankOnly,
        initial({ ...byBank(), paymentMethodType: 'DebitCard', cardToken: card }),
      ),
    ).toEqual({
      field: 'paymentMethodType',
      message: message(PAYMENT_MESSAGES, 'sourceNotAccepted', 'DebitCard'),
    });
    expect(
      recurringSetupRefusal(paymentFacts(), {
        request: { paymentMethodType: 'CreditCard', cardToken: card },
        bankAccount: 'none',
      }),
    ).toEqual({
      field: 'paymentMethodType',
      message: message(PAYMENT_MESSAGES, 'recurringAccepts', 'BankAccount'),
    });
  });

  it('a refused recurring method names every source the policy takes for recurring payments', () => {
    const bankOrDebit = paymentFacts({ availableSourcesForRecurringSetup: ['BankAccount', 'DebitCard'] });
    expect(
      recurringSetupRefusal(bankOrDebit, {
        request: { paymentMethodType: 'CreditCard', cardToken: card },
        bankAccount: 'none',
      }),
    ).toEqual({
      field: 'paymentMethodType',
      message: message(PAYMENT_MESSAGES, 'recurringAccepts', 'BankAccount, DebitCard'),
    });
  });

  it('Direct is offered only when the frequency is not Monthly', () => {
    expect(directOffered('Monthly')).toBe(false);
    expect(directOffered('Quarterly')).toBe(true);
    expect(initialPaymentRefusal(paymentFacts(), initial(byBank({ recurringOption: 'Direct' })))).toEqual({
      field: 'recurringOption',
      message: message(PAYMENT_MESSAGES, 'directNotMonthly'),
    });
    const quarterly = byBank({
      billingFrequency: 'Quarterly',
      paymentAmount: 443.95,
      recurringOption: 'Direct',
    });
    expect(initialPaymentRefusal(paymentFacts(), initial(quarterly))).toBeNull();
  });

  it('a card pays only the first payment: never with SameAsInitial', () => {
    expect(isCard('BankAccount')).toBe(false);
    expect(isCard('DebitCard')).toBe(true);
    expect(cardAllowedFor('SameAsInitial')).toBe(false);
    expect(cardAllowedFor('NewPaymentMethod')).toBe(true);
    expect(cardAllowedFor(undefined)).toBe(true);
    const sameByCard = {
      ...byBank({ recurringOption: 'SameAsInitial' }),
      paymentMethodType: 'CreditCard' as const,
      cardToken: card,
    };
    expect(initialPaymentRefusal(paymentFacts(), initial(sameByCard, 'none'))).toEqual({
      field: 'recurringOption',
      message: message(PAYMENT_MESSAGES, 'cardNotForRecurring'),
    });
  });

  it('shows recurring options while recurring setup is outstanding or when the frequency changes', () => {
    const settled = paymentFacts({ requiresRecurringSetup: false });
    expect(recurringSetupOutstanding(paymentFacts())).toBe(true);
    expect(
      recurringSetupOutstanding(paymentFacts({ recurring: { method: 'BankAccount', enrolledOn: null } })),
    ).toBe(false);
    expect(recurringOptionsShown(paymentFacts(), 'Monthly')).toBe(true);
    expect(recurringOptionsShown(settled, 'Monthly')).toBe(false);
    expect(recurringOptionsShown(settled, 'Annual')).toBe(true);
  });

  it('with no current frequency on the policy, any frequency chosen is a change: the options show', () => {
    const noneCurrent = paymentFacts({
      requiresRecurringSetup: false,
      paymentFrequencyOptions: paymentFacts().paymentFrequencyOptions.map((o) => ({
        ...o,
        isCurrent: false,
      })),
    });
    expect(recurringOptionsShown(noneCurrent, 'Monthly')).toBe(true);
  });

  it('offers SameAsInitial only for a bank account and Direct only off Monthly', () => {
    expect(recurringOptionsFor(paymentFacts(), { frequency: 'Monthly', source: 'BankAccount' })).toEqual([
      'SameAsInitial',
      'NewPaymentMethod',
    ]);
    expect(recurringOptionsFor(paymentFacts(), { frequency: 'Annual', source: 'CreditCard' })).toEqual([
      'NewPaymentMethod',
      'Direct',
    ]);
    expect(
      recurringOptionsFor(paymentFacts({ requiresRecurringSetup: false }), {
        frequency: 'Monthly',
        source: 'BankAccount',
      }),
    ).toEqual([]);
  });
});

describe('the one bank account kept', () => {
  it('keeps the first account, then uses the one on file and refuses another', () => {
    expect(bankAccountDecision(false, 'new')).toBe('keepEntered');
    expect(bankAccountDecision(false, 'none')).toBe('refuseMissing');
    expect(bankAccountDecision(true, 'none')).toBe('useOnFile');
    expect(bankAccountDecision(true, 'onFile')).toBe('useOnFile');
    expect(bankAccountDecision(true, 'new')).toBe('refuseChange');
  });

  it('asks for the card or the bank account the chosen method needs', () => {
    const cardRequest: RecurringPaymentRequest = { paymentMethodType: 'CreditCard' };
    expect(paymentDetailsRefusal(paymentFacts(), { request: cardRequest, bankAccount: 'none' })).toEqual({
      field: 'cardToken',
      message: message(PAYMENT_MESSAGES, 'cardMissing'),
    });
    expect(
      paymentDetailsRefusal(paymentFacts(), {
        request: { ...cardRequest, cardToken: card },
        bankAccount: 'none',
      }),
    ).toBeNull();
    const bankRequest: RecurringPaymentRequest = { paymentMethodType: 'BankAccount' };
    expect(paymentDetailsRefusal(paymentFacts(), { request: bankRequest, bankAccount: 'none' })).toEqual({
      field: 'bankAccount',
      message: message(ENTRY_MESSAGES, 'invalidBankAccount'),
    });
    expect(
      paymentDetailsRefusal(paymentFacts({ bankAccountOnFile: true }), {
        request: bankRequest,
        bankAccount: 'new',
      }),
    ).toEqual({
      field: 'bankAccount',
      message: message(PAYMENT_MESSAGES, 'bankAccountKept'),
    });
    expect(
      paymentDetailsRefusal(paymentFacts({ bankAccountOnFile: true }), {
        request: bankRequest,
        bankAccount: 'none',
      }),
    ).toBeNull();
  });
});

describe('order of the checks and the status that follows', () => {
  it('checks in a fixed order: the first failing rule is the one reported', () => {
    expect(INITIAL_PAYMENT_CHECKS).toEqual([
      'frequencyOffered',
      'frequencyAllowed',
      'amountDue',
      'initialSourceAccepted',
      'cardAllowed',
      'directAllowed',
      'initialDetailsGiven',
    ]);
    expect(RECURRING_SETUP_CHECKS).toEqual(['recurringSourceAccepted', 'recurringDetailsGiven']);
    // Wrong amount and Direct with Monthly: the amount comes first.
    const both = byBank({ paymentAmount: 1, recurringOption: 'Direct' });
    expect(initialPaymentRefusal(paymentFacts(), initial(both))?.field).toBe('paymentAmount');
  });

  it('after the initial payment: Complete with SameAsInitial or Direct, recurring setup when asked or outstanding', () => {
    const outstanding = paymentFacts();
    const settled = paymentFacts({ requiresRecurringSetup: false });
    expect(statusAfterInitialPayment(outstanding, 'SameAsInitial')).toBe('Complete');
    expect(statusAfterInitialPayment(outstanding, 'Direct')).toBe('Complete');
    expect(statusAfterInitialPayment(settled, 'NewPaymentMethod')).toBe('RecurringSetupRequired');
    expect(statusAfterInitialPayment(outstanding, undefined)).toBe('RecurringSetupRequired');
    expect(statusAfterInitialPayment(settled, undefined)).toBe('Complete');
  });
});

describe('cases that take payments and facts read from the payment info', () => {
  it('takes money only while the case is on its way to acceptance', () => {
    expect(paymentsOpen('WaitingAcceptance')).toBe(true);
    expect(paymentsOpen('WaitingRelease')).toBe(true);
    expect(paymentsOpen('Complete')).toBe(false);
    expect(paymentsOpen('Initialized')).toBe(false);
    expect(paymentsClosedMessage('Canceled')).toEqual(
      message(PAYMENT_MESSAGES, 'paymentsClosed', 'Canceled'),
    );
  });

  it('the payment screen says why no payment is offered: changes under way, not released, or ended (decision 075)', () => {
    for (const status of [
      'ChangeRequested',
      'AgentChangeRequested',
      'BgaChangeRequested',
      'ReissueRequested',
    ] as const)
      expect(paymentClosedNotice(status), status).toEqual(message(PAYMENT_MESSAGES, 'changesUnderWay'));
    for (const status of ['Initialized', 'WaitingApproval', 'WaitingRelease'] as const)
      expect(paymentClosedNotice(status), status).toEqual(message(PAYMENT_MESSAGES, 'notReleased'));
    for (const status of ['Canceled', 'RevertedToPaper'] as const)
      expect(paymentClosedNotice(status), status).toEqual(message(PAYMENT_MESSAGES, 'ended'));
    for (const status of ['WaitingAcceptance', 'WaitingCompletion'] as const)
      expect(paymentClosedNotice(status), status).toBeNull();
  });

  it('reads the facts from GET /Payments: the enrollment and the bank account on file', () => {
    const info: PaymentInfo = {
      paymentStatus: 'Complete',
      initialAmountDue: 0,
      canChangePaymentFrequency: false,
      paymentFrequencyOptions: paymentFacts().paymentFrequencyOptions,
      paymentMethods: [
        {
          paymentSourceType: 'BankAccount',
          description: 'Checking Account ending in 6789',
          hasAllInfoNeeded: true,
        },
      ],
      availableSourcesForInitialPayment: ['BankAccount'],
      availableSourcesForRecurringSetup: ['BankAccount'],
      paymentsOnRecord: [],
      recurringEnrollmentDetails: {
        isEnrolledInRecurring: true,
        enrolledPaymentMethod: { paymentSourceType: 'BankAccount' },
        enrolledOn: '2026-11-20T10:00:00.000Z',
        requiresRecurringSetup: false,
      },
    };
    expect(paymentFactsOf(info)).toMatchObject({
      canChangePaymentFrequency: false,
      requiresRecurringSetup: false,
      recurring: { method: 'BankAccount', enrolledOn: '2026-11-20T10:00:00.000Z' },
      bankAccountOnFile: true,
    });
    const fresh = {
      ...info,
      paymentMethods: [],
      recurringEnrollmentDetails: {
        ...info.recurringEnrollmentDetails,
        isEnrolledInRecurring: false,
        enrolledPaymentMethod: null,
      },
    };
    expect(paymentFactsOf(fresh)).toMatchObject({ recurring: null, bankAccountOnFile: false });
  });

  it('a method named without enrolment is no enrolment, and a card on file is no bank account on file', () => {
    const info = paymentInfo({
      paymentMethods: [
        { paymentSourceType: 'CreditCard', description: 'Card ending in 4242 12/29', hasAllInfoNeeded: true },
      ],
      recurringEnrollmentDetails: {
        isEnrolledInRecurring: false,
        enrolledPaymentMethod: { paymentSourceType: 'BankAccount' },
        enrolledOn: null,
        requiresRecurringSetup: true,
      },
    });
    const facts = paymentFactsOf(info);
    expect(facts).toMatchObject({ recurring: null, bankAccountOnFile: false });
    // So recurring setup is still outstanding, and a new bank account is asked for and kept.
    expect(recurringSetupOutstanding(facts)).toBe(true);
    expect(bankAccountDecision(facts.bankAccountOnFile, 'new')).toBe('keepEntered');
  });
});
