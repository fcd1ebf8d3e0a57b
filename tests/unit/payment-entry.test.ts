import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BankAccountInput } from '../../src/api/schemas/payment.ts';
import { SPEC_TEXTS } from '../../src/domain/failureTexts.ts';
import { formatUsd } from '../../src/domain/money.ts';
import {
  asksBankDetails,
  bankAccountDescription,
  bankAccountErrors,
  bankMethodOnFile,
  cardBrand,
  cardDescription,
  cardFrameAddress,
  cardTokenFromAddress,
  EMPTY_BANK,
  emptyDraft,
  entryErrors,
  entrySummary,
  firstPaymentFee,
  frequencyChoiceOf,
  methodDescription,
  methodsFor,
  needsAcknowledgement,
  offeredRecurringOptions,
  type PaymentDraft,
  paymentRequest,
  paymentReview,
  paymentReviewShown,
} from '../../src/domain/payment/paymentEntry.ts';
import { paymentFactsOf } from '../../src/domain/payment/paymentRules.ts';
import { ENTRY_MESSAGES, METHOD_TEXTS } from '../../src/domain/payment/paymentTexts.ts';
import { PAYMENT_SCREEN_TEXTS } from '../../src/features/payment/messages.ts';
import { message } from '../../src/i18n/message.ts';
import { bankOnFile, card, paymentFacts, paymentInfo } from './payment-fixtures.ts';

const facts = paymentFacts();
const goodBank = {
  bankAccountType: 'Checking' as const,
  routingNumber: '021000021',
  accountNumber: '123456789',
  accountHolderName: 'Olivia Owner',
};
const draft = (patch: Partial<PaymentDraft> = {}): PaymentDraft => ({ ...emptyDraft(facts), ...patch });

describe('money', () => {
  it.each([
    [142.5, '$142.50'],
    [1624.5, '$1,624.50'],
    [0, '$0.00'],
    [0.005, '$0.01'],
    [418.949, '$418.95'],
  ])('%d → %s', (amount, text) => expect(formatUsd(amount)).toBe(text));

  it('shows each frequency with both amounts and which is current', () => {
    expect(frequencyChoiceOf(facts.paymentFrequencyOptions[1]!)).toEqual({
      frequency: 'Quarterly',
      initialAmount: '$443.95',
      recurringAmount: '$418.95',
      isCurrent: false,
    });
  });
});

describe('the one-time fee in the first payment (decision 360)', () => {
  it('is what the first payment adds to the recurring amount, to the cent: $25.00 for every frequency here', () => {
    // 443.95 - 418.95 is 25.000000000000057 in binary: to the cent it is the same fee, said once.
    expect(facts.paymentFrequencyOptions.map(firstPaymentFee)).toEqual([25, 25, 25]);
    expect(
      PAYMENT_SCREEN_TEXTS.firstPaymentFee(formatUsd(firstPaymentFee(facts.paymentFrequencyOptions[1]!)!)),
    ).toBe('The first payment includes a one-time policy fee of $25.00.');
    expect(firstPaymentFee({ initialAmountDue: 45.1, recurringAmount: 40 })).toBe(5.1);
    expect(firstPaymentFee({ initialAmountDue: 0.01, recurringAmount: 0 })).toBe(0.01);
  });

  it('is none when the first payment is no more than each one after', () => {
    expect(firstPaymentFee({ initialAmountDue: 142.5, recurringAmount: 142.5 })).toBeNull();
    expect(firstPaymentFee({ initialAmountDue: 100, recurringAmount: 142.5 })).toBeNull();
  });
});

describe('bank account (SPEC §5)', () => {
  it('defaults to Checking', () => expect(EMPTY_BANK.bankAccountType).toBe('Checking'));

  it.each([
    ['routingNumber', '12345', message(ENTRY_MESSAGES, 'routingNumber')],
    ['routingNumber', '123456789012345678', message(ENTRY_MESSAGES, 'routingNumber')],
    ['routingNumber', '12345a789', message(ENTRY_MESSAGES, 'routingNumber')],
    ['accountNumber', '12345', message(ENTRY_MESSAGES, 'accountNumber')],
    ['accountNumber', '123456789012345678', message(ENTRY_MESSAGES, 'accountNumber')],
    ['accountHolderName', '   ', message(ENTRY_MESSAGES, 'holderName')],
  ] as const)('%s %j → %s', (field, value, message) => {
    expect(bankAccountErrors({ ...goodBank, [field]: value })).toEqual({ [field]: message });
  });

  it("refuses a 121-character account holder name in the form's own words, as the request would", () => {
    const longest = 'A'.repeat(120);
    expect(bankAccountErrors({ ...goodBank, accountHolderName: longest })).toEqual({});
    const request = paymentRequest(
      facts,
      'recurring',
      draft({ method: 'BankAccount', bank: { ...goodBank, accountHolderName: longest } }),
    );
    expect(v.safeParse(BankAccountInput, request.body.bankAccount).success).toBe(true);

    const tooLong = { ...goodBank, accountHolderName: ` ${'A'.repeat(121)} ` };
    expect(bankAccountErrors(tooLong)).toEqual({
      accountHolderName: message(ENTRY_MESSAGES, 'holderNameTooLong', 120),
    });
    expect(v.safeParse(BankAccountInput, { ...tooLong, accountHolderName: 'A'.repeat(121) }).success).toBe(
      false,
    );
    const errors = entryErrors(
      facts,
      'recurring',
      draft({ method: 'BankAccount', bank: tooLong, acknowledged: true }),
    );
    expect(entrySummary(errors)).toEqual(message(ENTRY_MESSAGES, 'invalidBankAccount'));
  });

  it('names an account and a card by their last four letters or digits', () => {
    expect(bankAccountDescription('Savings', '12345678')).toEqual(
      message(METHOD_TEXTS, 'savingsEnding', '5678'),
    );
    expect(cardDescription({ token: 'TA-1234-4444', expirationDate: '1229' })).toEqual(
      message(METHOD_TEXTS, 'cardEnding', '4444', '12/29'),
    );
  });

  it('takes 6 and 17 digits', () => {
    expect(
      bankAccountErrors({ ...goodBank, routingNumber: '123456', accountNumber: '12345678901234567' }),
    ).toEqual({});
  });

  it('uses the account on file instead of asking', () => {
    const onFile = paymentFacts({ bankAccountOnFile: true });
    expect(asksBankDetails(onFile, draft({ method: 'BankAccount' }))).toBe(false);
    expect(asksBankDetails(facts, draft({ method: 'BankAccount' }))).toBe(true);
    expect(entryErrors(onFile, 'recurring', draft({ method: 'BankAccount', acknowledged: true }))).toEqual(
      {},
    );
    expect(paymentRequest(onFile, 'recurring', draft({ method: 'BankAccount' })).bankAccount).toBe('none');
  });
});

describe('the entry checks', () => {
  it("asks for a method first: 'Please select a payment method.'", () => {
    const errors = entryErrors(facts, 'initial', draft());
    expect(errors).toEqual({ method: message(ENTRY_MESSAGES, 'selectMethod') });
    expect(entrySummary(errors)).toEqual(message(ENTRY_MESSAGES, 'selectMethod'));
  });

  it("a bank method without valid details: 'Please enter a valid bank account.' and each field's words", () => {
    const errors = entryErrors(facts, 'initial', draft({ method: 'BankAccount', recurringOption: 'Direct' }));
    expect(errors).toMatchObject({
      routingNumber: message(ENTRY_MESSAGES, 'routingNumber'),
      accountNumber: message(ENTRY_MESSAGES, 'accountNumber'),
      accountHolderName: message(ENTRY_MESSAGES, 'holderName'),
    });
    expect(entrySummary(errors)).toEqual(message(ENTRY_MESSAGES, 'invalidBankAccount'));
  });

  it('needs a recurring option when the policy requires recurring setup', () => {
    const errors = entryErrors(facts, 'initial', draft({ method: 'BankAccount', bank: goodBank }));
    expect(errors).toEqual({ recurringOption: message(ENTRY_MESSAGES, 'recurringOption') });
  });

  it('needs the acknowledgement for the same bank account, and only then', () => {
    const same = draft({ method: 'BankAccount', bank: goodBank, recurringOption: 'SameAsInitial' });
    expect(needsAcknowledgement('initial', same)).toBe(true);
    expect(entryErrors(facts, 'initial', same)).toEqual({
      acknowledged: message(ENTRY_MESSAGES, 'acknowledge'),
    });
    expect(entryErrors(facts, 'initial', { ...same, acknowledged: true })).toEqual({});
    expect(needsAcknowledgement('initial', { ...same, recurringOption: 'NewPaymentMethod' })).toBe(false);
    expect(needsAcknowledgement('recurring', draft({ method: 'BankAccount' }))).toBe(true);
  });

  it('refuses a frequency the policy does not offer', () => {
    const errors = entryErrors(facts, 'initial', draft({ method: 'CreditCard', frequency: 'Weekly' }));
    expect(errors.frequency).toEqual(message(ENTRY_MESSAGES, 'frequency'));
  });
});

describe('recurring options (SPEC §4, §5)', () => {
  it('offers Direct only away from Monthly, and SameAsInitial only for a bank account', () => {
    expect(offeredRecurringOptions(facts, 'initial', draft({ method: 'BankAccount' }))).toEqual([
      'SameAsInitial',
      'NewPaymentMethod',
    ]);
    expect(
      offeredRecurringOptions(facts, 'initial', draft({ method: 'BankAccount', frequency: 'Annual' })),
    ).toEqual(['SameAsInitial', 'NewPaymentMethod', 'Direct']);
    expect(
      offeredRecurringOptions(facts, 'initial', draft({ method: 'CreditCard', frequency: 'Quarterly' })),
    ).toEqual(['NewPaymentMethod', 'Direct']);
  });

  it('shows none when recurring is set up and the frequency stays; some when it changes', () => {
    const enrolled = paymentFacts({ requiresRecurringSetup: false });
    expect(offeredRecurringOptions(enrolled, 'initial', draft({ method: 'BankAccount' }))).toEqual([]);
    expect(
      offeredRecurringOptions(enrolled, 'initial', draft({ method: 'BankAccount', frequency: 'Annual' })),
    ).toEqual(['SameAsInitial', 'NewPaymentMethod', 'Direct']);
  });

  it('none on the recurring setup, nor before a method is chosen', () => {
    expect(offeredRecurringOptions(facts, 'recurring', draft({ method: 'BankAccount' }))).toEqual([]);
    expect(offeredRecurringOptions(facts, 'initial', draft())).toEqual([]);
  });
});

describe('card (SPEC §3, §7)', () => {
  it.each([
    ['1', 'Master Card'],
    ['2', 'Visa'],
    ['3', 'Discover'],
    ['6', 'American Express'],
    ['4', 'Card'],
    ['', 'Card'],
  ])('provider %j is %s', (id, brand) => expect(cardBrand(id)).toBe(brand));

  it("describes a card as 'Card ending in' + the token's last four + MM/YY", () => {
    expect(cardDescription({ token: 'tok_4242', expirationDate: '1229' })).toEqual(
      message(METHOD_TEXTS, 'cardEnding', '4242', '12/29'),
    );
  });

  it("reads the token from the frame's address, and nothing from a partial one", () => {
    const full = 'ccexp=1229&transarmortokenproviderid=2&transarmortoken=TA9X1111&txnauth=ab12';
    expect(cardTokenFromAddress(new URLSearchParams(full))).toEqual({
      expirationDate: '1229',
      providerId: '2',
      token: 'TA9X1111',
      txnAuth: 'ab12',
    });
    expect(cardTokenFromAddress(new URLSearchParams('ccexp=1229&transarmortokenproviderid=2'))).toBeNull();
    expect(cardTokenFromAddress(new URLSearchParams(full.replace('1229', '1329')))).toBeNull();
  });

  it('sends the token with a card payment, never a bank account', () => {
    const request = paymentRequest(
      facts,
      'initial',
      draft({ method: 'CreditCard', card, recurringOption: 'NewPaymentMethod' }),
    );
    expect(request.body).toEqual({
      paymentMethodType: 'CreditCard',
      cardToken: card,
      billingFrequency: 'Monthly',
      paymentAmount: 167.5,
      recurringOption: 'NewPaymentMethod',
    });
  });
});

describe('the payment review', () => {
  it('names the bank account by its last four, the one on file by its description', () => {
    const info = paymentInfo();
    expect(methodDescription(info, draft({ method: 'BankAccount', bank: goodBank }))).toEqual(
      message(METHOD_TEXTS, 'checkingEnding', '6789'),
    );
    // The insurer's words ('Checking Account ending in 6789'), known by their catalog entry.
    expect(
      methodDescription(paymentInfo({ paymentMethods: [bankOnFile] }), draft({ method: 'BankAccount' })),
    ).toEqual(message(METHOD_TEXTS, 'checkingEnding', '6789'));
    expect(methodDescription(info, draft({ method: 'CreditCard', card }))).toEqual(
      message(METHOD_TEXTS, 'cardEnding', '4242', '12/29'),
    );
    expect(methodDescription(info, draft({ method: 'CreditCard' }))).toBeNull();
    expect(methodDescription(info, draft())).toBeNull();
    // An account on file the insurer describes with blanks only names nothing: the review stays hidden.
    const blankOnFile = paymentInfo({ paymentMethods: [{ ...bankOnFile, description: '   ' }] });
    expect(methodDescription(blankOnFile, draft({ method: 'BankAccount' }))).toBeNull();
    expect(paymentReview(facts, 'initial', blankOnFile, draft({ method: 'BankAccount' }))).toBeNull();
  });

  it('is hidden for an amount of 0 or below, or an empty description', () => {
    expect(paymentReviewShown(142.5, 'Card ending in 4242 12/29')).toBe(true);
    expect(paymentReviewShown(0, 'Card ending in 4242 12/29')).toBe(false);
    expect(paymentReviewShown(-1, 'x')).toBe(false);
    expect(paymentReviewShown(142.5, '')).toBe(false);
    expect(paymentReviewShown(null, 'x')).toBe(false);
  });

  it('says the amount due today and names a card by its brand first (moved from the form view)', () => {
    const info = paymentInfo();
    expect(paymentReview(facts, 'initial', info, draft({ method: 'CreditCard', card }))).toEqual({
      mode: 'initial',
      amount: 167.5,
      paidWith: 'Visa, Card ending in 4242 12/29',
    });
    expect(paymentReview(facts, 'initial', info, draft({ method: 'BankAccount', bank: goodBank }))).toEqual({
      mode: 'initial',
      amount: 167.5,
      paidWith: 'Checking Account ending in 6789',
    });
    expect(paymentReview(facts, 'initial', info, draft({ method: 'CreditCard' }))).toBeNull();
    expect(
      paymentReview(facts, 'initial', info, draft({ method: 'CreditCard', card, frequency: 'Weekly' })),
    ).toBeNull();
  });

  it('for recurring setup names only where the future payments come from', () => {
    const info = paymentInfo();
    expect(paymentReview(facts, 'recurring', info, draft({ method: 'CreditCard', card }))).toEqual({
      mode: 'recurring',
      paidFrom: 'Card ending in 4242 12/29',
    });
    expect(paymentReview(facts, 'recurring', info, draft())).toBeNull();
  });

  it('finds the bank account on file among the payment methods', () => {
    expect(bankMethodOnFile(paymentInfo({ paymentMethods: [bankOnFile] }))).toEqual(bankOnFile);
    expect(bankMethodOnFile(paymentInfo())).toBeNull();
  });
});

describe('words', () => {
  it('PaymentIssue names the phone and the hours', () => {
    expect(SPEC_TEXTS.paymentIssue('1-800-555-0142')).toBe(
      'Issue with payment, please call 1-800-555-0142; Mon-Thurs: 7:00AM-6:30PM CT; Fri: 7:00AM-5:00PM CT.',
    );
  });

  it('facts read from the payment info', () => {
    expect(paymentFactsOf(paymentInfo({ paymentMethods: [bankOnFile] })).bankAccountOnFile).toBe(true);
  });
});

describe('what the customer is offered (SPEC §3, §5)', () => {
  it('offers the sources available for the payment being made', () => {
    const sources = paymentFacts({
      availableSourcesForInitialPayment: ['BankAccount', 'DebitCard'],
      availableSourcesForRecurringSetup: ['BankAccount'],
    });
    expect(methodsFor(sources, 'initial')).toEqual(['BankAccount', 'DebitCard']);
    expect(methodsFor(sources, 'recurring')).toEqual(['BankAccount']);
  });

  it('starts with an empty bank form, Checking chosen', () => {
    expect(emptyDraft(facts).bank).toEqual({
      bankAccountType: 'Checking',
      routingNumber: '',
      accountNumber: '',
      accountHolderName: '',
    });
  });

  it('a card needs no acknowledgement, for the first payment nor for recurring setup', () => {
    const byCard = draft({ method: 'CreditCard', card });
    expect(needsAcknowledgement('recurring', byCard)).toBe(false);
    expect(entryErrors(facts, 'recurring', byCard)).toEqual({});
  });

  it('the recurring setup asks for no frequency', () => {
    const bankRecurring = draft({
      method: 'BankAccount',
      bank: goodBank,
      acknowledged: true,
      frequency: 'Weekly',
    });
    expect(entryErrors(facts, 'recurring', bankRecurring)).toEqual({});
  });

  it('a recurring option not offered for the frequency is asked again', () => {
    const directMonthly = draft({ method: 'BankAccount', bank: goodBank, recurringOption: 'Direct' });
    expect(entryErrors(facts, 'initial', directMonthly)).toEqual({
      recurringOption: message(ENTRY_MESSAGES, 'recurringOption'),
    });
  });
});

describe('the bank account entered (SPEC §3, §5)', () => {
  it('the account type is required: Checking or Savings', () => {
    expect(bankAccountErrors({ ...goodBank, bankAccountType: '' })).toEqual({
      bankAccountType: message(ENTRY_MESSAGES, 'accountType'),
    });
    expect(bankAccountErrors({ ...goodBank, bankAccountType: 'Savings' })).toEqual({});
  });

  it.each([
    ['routingNumber', '12345'],
    ['accountNumber', '12345'],
    ['accountHolderName', ''],
    ['bankAccountType', ''],
  ] as const)("one bad field, %s, is enough for 'Please enter a valid bank account.'", (field, value) => {
    const errors = entryErrors(
      facts,
      'initial',
      draft({
        method: 'BankAccount',
        bank: { ...goodBank, [field]: value },
        recurringOption: 'NewPaymentMethod',
      }),
    );
    expect(Object.keys(errors)).toEqual([field]);
    expect(entrySummary(errors)).toEqual(message(ENTRY_MESSAGES, 'invalidBankAccount'));
  });

  it('no form-level message for a missing recurring option alone', () => {
    expect(entrySummary({ recurringOption: message(ENTRY_MESSAGES, 'recurringOption') })).toBeNull();
  });

  it('numbers and a name typed with spaces around them are taken, and sent without the spaces', () => {
    const spaced = {
      bankAccountType: 'Checking' as const,
      routingNumber: ' 021000021 ',
      accountNumber: ' 123456789 ',
      accountHolderName: '  Olivia Owner ',
    };
    const entry = draft({ method: 'BankAccount', bank: spaced, recurringOption: 'NewPaymentMethod' });
    expect(bankAccountErrors(spaced)).toEqual({});
    expect(entryErrors(facts, 'initial', entry)).toEqual({});
    expect(paymentRequest(facts, 'initial', entry).body.bankAccount).toMatchObject({
      routingNumber: '021000021',
      accountNumber: '123456789',
      accountHolderName: 'Olivia Owner',
    });
    expect(methodDescription(paymentInfo(), entry)).toEqual(message(METHOD_TEXTS, 'checkingEnding', '6789'));
  });

  it('names no account while its type or its number is missing or wrong: the review stays hidden', () => {
    const info = paymentInfo();
    expect(
      methodDescription(info, draft({ method: 'BankAccount', bank: { ...goodBank, bankAccountType: '' } })),
    ).toBeNull();
    expect(
      methodDescription(
        info,
        draft({ method: 'BankAccount', bank: { ...goodBank, accountNumber: '12345' } }),
      ),
    ).toBeNull();
    expect(
      methodDescription(
        info,
        draft({ method: 'BankAccount', bank: { ...goodBank, bankAccountType: 'Savings' } }),
      ),
    ).toEqual(message(METHOD_TEXTS, 'savingsEnding', '6789'));
  });

  it('a card on file is not the bank account on file', () => {
    const cardOnFile = {
      paymentSourceType: 'CreditCard' as const,
      description: 'Card ending in 1111 12/30',
      hasAllInfoNeeded: true,
    };
    const withCard = paymentInfo({ paymentMethods: [cardOnFile] });
    expect(bankMethodOnFile(withCard)).toBeNull();
    expect(bankMethodOnFile(paymentInfo({ paymentMethods: [cardOnFile, bankOnFile] }))).toEqual(bankOnFile);
    expect(methodDescription(withCard, draft({ method: 'BankAccount', bank: goodBank }))).toEqual(
      message(METHOD_TEXTS, 'checkingEnding', '6789'),
    );
  });
});

describe('the request sent (SPEC §3, §7)', () => {
  const bankInput = (patch: object = {}) => ({
    bankAccountType: 'Checking',
    routingNumber: '021000021',
    accountNumber: '123456789',
    accountHolderName: 'Olivia Owner',
    isReadOnly: false,
    hasAllInfoNeeded: true,
    paymentSourceType: 'BankAccount',
    isDefaultForRecurring: false,
    ...patch,
  });

  it('an initial payment by a new bank account, kept for this payment only', () => {
    const request = paymentRequest(
      facts,
      'initial',
      draft({ method: 'BankAccount', bank: goodBank, recurringOption: 'NewPaymentMethod' }),
    );
    expect(request).toEqual({
      mode: 'initial',
      bankAccount: 'new',
      body: {
        paymentMethodType: 'BankAccount',
        bankAccount: bankInput(),
        billingFrequency: 'Monthly',
        paymentAmount: 167.5,
        recurringOption: 'NewPaymentMethod',
      },
    });
  });

  it('the same bank account for the future payments is the default for recurring payments', () => {
    const same = draft({
      method: 'BankAccount',
      bank: goodBank,
      recurringOption: 'SameAsInitial',
      acknowledged: true,
    });
    expect(paymentRequest(facts, 'initial', same).body.bankAccount).toEqual(
      bankInput({ isDefaultForRecurring: true }),
    );
    const savings = { ...goodBank, bankAccountType: 'Savings' as const };
    expect(paymentRequest(facts, 'initial', { ...same, bank: savings }).body.bankAccount).toEqual(
      bankInput({ isDefaultForRecurring: true, bankAccountType: 'Savings' }),
    );
  });

  it('a recurring setup sends the method and its bank account only: no frequency, no amount', () => {
    expect(
      paymentRequest(
        facts,
        'recurring',
        draft({ method: 'BankAccount', bank: goodBank, acknowledged: true }),
      ),
    ).toEqual({
      mode: 'recurring',
      bankAccount: 'new',
      body: { paymentMethodType: 'BankAccount', bankAccount: bankInput({ isDefaultForRecurring: true }) },
    });
  });

  it('a bank payment never carries a card token, nor names a card brand', () => {
    const bankWithStaleCard = draft({
      method: 'BankAccount',
      bank: goodBank,
      card,
      recurringOption: 'NewPaymentMethod',
    });
    expect(paymentRequest(facts, 'initial', bankWithStaleCard).body).not.toHaveProperty('cardToken');
    expect(paymentReview(facts, 'initial', paymentInfo(), bankWithStaleCard)).toEqual({
      mode: 'initial',
      amount: 167.5,
      paidWith: 'Checking Account ending in 6789',
    });
  });
});

describe("the hosted card form's address and answer (SPEC §3, §7)", () => {
  const full = {
    ccexp: '1229',
    transarmortokenproviderid: '2',
    transarmortoken: 'TA9X1111',
    txnauth: 'ab12',
  };
  const answer = (patch: Record<string, string | null> = {}) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...full, ...patch }))
      if (value !== null) params.set(name, value);
    return cardTokenFromAddress(params);
  };

  it.each(['ccexp', 'transarmortokenproviderid', 'transarmortoken', 'txnauth'])(
    'an answer without %s is no card',
    (missing) => expect(answer({ [missing]: null })).toBeNull(),
  );

  it('the expiry is MMYY: January and December are months, a fifth digit is not an expiry', () => {
    expect(answer({ ccexp: '0129' })).toMatchObject({ expirationDate: '0129' });
    expect(answer({ ccexp: '1229' })).toMatchObject({ expirationDate: '1229' });
    expect(answer({ ccexp: '0029' })).toBeNull();
    expect(answer({ ccexp: '11229' })).toBeNull();
    expect(answer({ ccexp: '12290' })).toBeNull();
  });

  it("any numeric provider id is a card (an unknown one is named 'Card'); another value is not", () => {
    expect(answer({ transarmortokenproviderid: '12' })).toMatchObject({ providerId: '12' });
    expect(cardBrand('12')).toBe('Card');
    expect(answer({ transarmortokenproviderid: 'x2' })).toBeNull();
    expect(answer({ transarmortokenproviderid: '2x' })).toBeNull();
  });

  it("opens the provider's form for the card session, returning to the portal's referral base when there is one", () => {
    const withBase = new URL(
      cardFrameAddress('https://cards.example/form?session=S1', 'https://portal.example/epd'),
    );
    expect(withBase.origin + withBase.pathname).toBe('https://cards.example/form');
    expect(withBase.searchParams.get('session')).toBe('S1');
    expect(withBase.searchParams.get('referralBase')).toBe('https://portal.example/epd');
    const without = new URL(cardFrameAddress('https://cards.example/form?session=S1', null));
    expect([...without.searchParams.keys()]).toEqual(['session']);
    // The portal's language goes with it, so the provider's form speaks it too (decision 426).
    expect(
      new URL(cardFrameAddress('https://cards.example/form?session=S1', null, 'es')).searchParams.get('lang'),
    ).toBe('es');
    expect(
      new URL(cardFrameAddress('https://cards.example/form?session=S1', null, 'en')).searchParams.has('lang'),
    ).toBe(false);
  });
});
