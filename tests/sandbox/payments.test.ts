import { describe, expect, it } from 'vitest';
import type { PaymentCardSessionResponse, PaymentInfo, PaymentResult } from '../../src/api/schemas/index.ts';
import { errorOf, IAN, OLIVIA, OLIVIA_CHECKING, startTestSandbox, type Tokens } from './support.ts';

const sb = startTestSandbox();
const CASE = { caseId: '100001' };
const bank = OLIVIA_CHECKING;
const card = { expirationDate: '1229', providerId: '2', token: 'tok_4242424242424242', txnAuth: 'AUTH1' };
const initialByBank = (extra: Record<string, unknown> = {}) => ({
  billingFrequency: 'Monthly',
  paymentMethodType: 'BankAccount',
  bankAccount: bank,
  paymentAmount: 167.5,
  ...extra,
});

const info = async (tokens: Tokens) =>
  (await sb.call('paymentInfo', { params: CASE, tokens })).body as PaymentInfo;

describe('payment info and card session', () => {
  it("answers 100001's payment info: $167.50 due now (the $142.50 monthly premium and the policy fee), no bank account", async () => {
    const olivia = await sb.customer(OLIVIA);
    const body = await info(olivia);
    expect(body).toMatchObject({
      paymentStatus: 'InitialPaymentRequired',
      initialAmountDue: 167.5,
      paymentMethods: [],
    });
    expect(body.paymentFrequencyOptions[0]).toMatchObject({
      recurringAmount: 142.5,
      initialAmountDue: 167.5,
    });
    expect(body.paymentFrequencyOptions.map((o) => [o.frequency, o.isCurrent])).toEqual([
      ['Monthly', true],
      ['Quarterly', false],
      ['Annual', false],
    ]);
  });

  it('answers a card session whose form address is on the card origin with the return page', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('paymentCardSession', { params: CASE, tokens: olivia });
    const body = result.body as PaymentCardSessionResponse;
    const url = new URL(body.cardFormUrl);
    expect(url.pathname).toBe('/hosted-form');
    expect(url.searchParams.get('sessionId')).toBe(body.paymentCardSessionId);
    expect(url.searchParams.get('referralBase')).toBe(`${sb.url()}/epd/card-return.html`);
    expect(url.origin).not.toBe(new URL(sb.url()).origin);
  });

  it('refuses the card session and payments to a non-owner (403) and stores nothing', async () => {
    const ian = await sb.customer(IAN);
    expect((await sb.call('paymentCardSession', { params: { caseId: '100005' }, tokens: ian })).status).toBe(
      403,
    );
    const pay = await sb.call('initialPayment', {
      params: { caseId: '100005' },
      tokens: ian,
      json: { ...initialByBank(), paymentAmount: 88.4 },
    });
    expect(pay.status).toBe(403);
    expect((await sb.stored('100005')).payment.paymentsOnRecord).toEqual([]);
    expect((await sb.call('paymentInfo', { params: { caseId: '100005' }, tokens: ian })).status).toBe(200);
  });
});

describe('initial and recurring payments', () => {
  it('InitialPaymentRequired → RecurringSetupRequired → Complete, keeping one bank account', async () => {
    const olivia = await sb.customer(OLIVIA);
    const first = await sb.call('initialPayment', {
      params: CASE,
      tokens: olivia,
      json: initialByBank({ recurringOption: 'NewPaymentMethod' }),
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isSuccessful: true, paymentStatus: 'RecurringSetupRequired' });
    const between = await info(olivia);
    expect(between.paymentsOnRecord).toHaveLength(1);
    expect(between.paymentMethods).toEqual([
      {
        paymentSourceType: 'BankAccount',
        description: 'Checking Account ending in 6789',
        hasAllInfoNeeded: true,
      },
    ]);
    const other = await sb.call('recurringPayment', {
      params: CASE,
      tokens: olivia,
      json: { paymentMethodType: 'BankAccount', bankAccount: { ...bank, accountNumber: '999999999' } },
    });
    expect(other.status).toBe(400);
    expect(errorOf(other).Field).toBe('bankAccount');
    const recurring = await sb.call('recurringPayment', {
      params: CASE,
      tokens: olivia,
      json: { paymentMethodType: 'BankAccount' },
    });
    expect(recurring.body).toMatchObject({ paymentStatus: 'Complete' });
    const after = await info(olivia);
    // What the receipt names each method by: its kind and last four only (decision 077).
    expect(after.recurringEnrollmentDetails).toMatchObject({
      isEnrolledInRecurring: true,
      enrolledPaymentMethod: {
        paymentSourceType: 'BankAccount',
        description: 'Checking Account ending in 6789',
      },
    });
    expect(after.paymentsOnRecord[0]?.paymentMethod).toEqual({
      paymentSourceType: 'BankAccount',
      description: 'Checking Account ending in 6789',
    });
    expect(JSON.stringify(await sb.stored('100001'))).not.toContain('123456789');
  });

  it('SameAsInitial by bank completes the payments in one step', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('initialPayment', {
      params: CASE,
      tokens: olivia,
      json: initialByBank({ recurringOption: 'SameAsInitial' }),
    });
    expect((result.body as PaymentResult).paymentStatus).toBe('Complete');
  });

  it('takes a card for the first payment, changes the frequency, and asks for recurring setup', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('initialPayment', {
      params: CASE,
      tokens: olivia,
      json: {
        billingFrequency: 'Annual',
        paymentMethodType: 'CreditCard',
        cardToken: await sb.cardToken(olivia, '100001', { lastFour: '4242' }),
        paymentAmount: 1649.5,
      },
    });
    expect(result.status).toBe(200);
    expect((result.body as PaymentResult).paymentStatus).toBe('RecurringSetupRequired');
    const body = await info(olivia);
    expect(body.paymentFrequencyOptions.find((o) => o.isCurrent)?.frequency).toBe('Annual');
    expect(body.paymentMethods[0]?.description).toBe('Visa ending in 4242 12/29');
    expect(body.paymentsOnRecord[0]?.paymentMethod).toEqual({
      paymentSourceType: 'CreditCard',
      description: 'Visa ending in 4242 12/29',
    });
    // The recurring setup to come is by another method: nothing is enrolled, so nothing is named.
    expect(body.recurringEnrollmentDetails.enrolledPaymentMethod).toBeNull();
  });

  it.each([
    ['1', 'Master Card'],
    ['2', 'Visa'],
    ['3', 'Discover'],
    ['6', 'American Express'],
  ])('names a card of provider %s as SPEC §3 does: %s', async (providerId, brand) => {
    const olivia = await sb.customer(OLIVIA);
    const paid = await sb.call('initialPayment', {
      params: CASE,
      tokens: olivia,
      json: {
        billingFrequency: 'Annual',
        paymentMethodType: 'CreditCard',
        cardToken: await sb.cardToken(olivia, '100001', { lastFour: '4242', providerId }),
        paymentAmount: 1649.5,
      },
    });
    expect(paid.status).toBe(200);
    expect((await info(olivia)).paymentMethods[0]?.description).toBe(`${brand} ending in 4242 12/29`);
  });

  it('refuses bad payments with a clear message and stores nothing', async () => {
    const olivia = await sb.customer(OLIVIA);
    const cases: [Record<string, unknown>, string][] = [
      [initialByBank({ paymentAmount: 10 }), 'paymentAmount'],
      [initialByBank({ billingFrequency: 'Weekly' }), 'billingFrequency'],
      [initialByBank({ bankAccount: undefined }), 'bankAccount'],
      [initialByBank({ bankAccount: { ...bank, routingNumber: '12' } }), 'bankAccount.routingNumber'],
      [{ ...initialByBank(), paymentMethodType: 'CreditCard', bankAccount: undefined }, 'cardToken'],
      [
        {
          ...initialByBank(),
          paymentMethodType: 'CreditCard',
          cardToken: card,
          recurringOption: 'SameAsInitial',
        },
        'recurringOption',
      ],
      [initialByBank({ recurringOption: 'Direct' }), 'recurringOption'],
    ];
    for (const [json, field] of cases) {
      const result = await sb.call('initialPayment', { params: CASE, tokens: olivia, json });
      expect(result.status, field).toBe(400);
      expect(errorOf(result).Field).toBe(field);
    }
    expect((await sb.stored('100001')).payment.paymentsOnRecord).toEqual([]);
  });

  it('refuses recurring setup before the initial payment and a second initial payment (409)', async () => {
    const olivia = await sb.customer(OLIVIA);
    const early = await sb.call('recurringPayment', {
      params: CASE,
      tokens: olivia,
      json: { paymentMethodType: 'BankAccount', bankAccount: bank },
    });
    expect(early.status).toBe(409);
    const done = await sb.call('initialPayment', {
      params: { caseId: '100002' },
      tokens: olivia,
      json: initialByBank({ paymentAmount: 98.25 }),
    });
    expect(done.status).toBe(409);
  });

  it('refuses payments on a case that is no longer open (409)', async () => {
    const alex = await sb.agent('10001');
    await sb.call('notTaken', { params: CASE, tokens: alex });
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('initialPayment', { params: CASE, tokens: olivia, json: initialByBank() });
    expect(result.status).toBe(409);
    expect(errorOf(result).Error).toBe('Payments can not be made while the case is Canceled.');
    expect((await sb.stored('100001')).payment.paymentsOnRecord).toEqual([]);
  });

  it('refuses recurring setup on a case closed after its first payment (409)', async () => {
    const olivia = await sb.customer(OLIVIA);
    const paid = await sb.call('initialPayment', { params: CASE, tokens: olivia, json: initialByBank() });
    expect(paid.status).toBe(200);
    const alex = await sb.agent('10001');
    expect((await sb.call('notTaken', { params: CASE, tokens: alex })).status).toBe(200);
    const recurring = await sb.call('recurringPayment', {
      params: CASE,
      tokens: await sb.customer(OLIVIA),
      json: { paymentMethodType: 'BankAccount', bankAccount: bank },
    });
    expect(recurring.status).toBe(409);
    expect(errorOf(recurring).Error).toBe('Payments can not be made while the case is Canceled.');
  });
});

describe('idempotency', () => {
  it('records a payment sent twice with the same Idempotency-Key once and answers the same result', async () => {
    const olivia = await sb.customer(OLIVIA);
    const send = () =>
      sb.call('initialPayment', {
        params: CASE,
        tokens: olivia,
        json: initialByBank(),
        headers: { 'Idempotency-Key': 'click-1' },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect((await sb.stored('100001')).payment.paymentsOnRecord).toHaveLength(1);
  });

  it('records an identical repeated submit without a key once', async () => {
    const olivia = await sb.customer(OLIVIA);
    const a = await sb.call('initialPayment', { params: CASE, tokens: olivia, json: initialByBank() });
    const b = await sb.call('initialPayment', { params: CASE, tokens: olivia, json: initialByBank() });
    expect(b.status).toBe(200);
    expect((b.body as PaymentResult).paymentId).toBe((a.body as PaymentResult).paymentId);
    expect((await sb.stored('100001')).payment.paymentsOnRecord).toHaveLength(1);
  });

  it('refuses a key reused for a different payment (409)', async () => {
    const olivia = await sb.customer(OLIVIA);
    const headers = { 'Idempotency-Key': 'k-2' };
    await sb.call('initialPayment', { params: CASE, tokens: olivia, json: initialByBank(), headers });
    const other = await sb.call('initialPayment', {
      params: CASE,
      tokens: olivia,
      json: initialByBank({ recurringOption: 'SameAsInitial' }),
      headers,
    });
    expect(other.status).toBe(409);
  });
});

describe('payment faults', () => {
  it('paymentIssue answers Code PaymentIssue with the support phone; off again it pays', async () => {
    const olivia = await sb.customer(OLIVIA);
    await sb.faults({ paymentIssue: true });
    const refused = await sb.call('initialPayment', { params: CASE, tokens: olivia, json: initialByBank() });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).Code).toBe('PaymentIssue');
    expect(errorOf(refused).Error).toContain('1-800-555-0142');
    expect((await sb.stored('100001')).payment.paymentsOnRecord).toEqual([]);
    await sb.faults({ paymentIssue: false });
    expect(
      (await sb.call('initialPayment', { params: CASE, tokens: olivia, json: initialByBank() })).status,
    ).toBe(200);
  });

  it('paymentCardError answers Code PaymentCardError; off again it pays', async () => {
    const olivia = await sb.customer(OLIVIA);
    const json = {
      billingFrequency: 'Monthly',
      paymentMethodType: 'DebitCard',
      cardToken: await sb.cardToken(olivia, '100001'),
      paymentAmount: 167.5,
    };
    await sb.faults({ paymentCardError: true });
    const refused = await sb.call('initialPayment', { params: CASE, tokens: olivia, json });
    expect(errorOf(refused).Code).toBe('PaymentCardError');
    // SPEC §8's words for PaymentCardError.
    expect(errorOf(refused).Error).toBe(
      'There was an issue processing the payment. Please try again or use different payment information.',
    );
    await sb.faults({ paymentCardError: false });
    expect((await sb.call('initialPayment', { params: CASE, tokens: olivia, json })).status).toBe(200);
  });

  it('paymentCardError leaves a bank payment alone: no card, no card error', async () => {
    const olivia = await sb.customer(OLIVIA);
    await sb.faults({ paymentCardError: true });
    const paid = await sb.call('initialPayment', { params: CASE, tokens: olivia, json: initialByBank() });
    expect(paid.status).toBe(200);
    expect((await sb.stored('100001')).payment.paymentsOnRecord).toHaveLength(1);
  });
});

describe('card tokens', () => {
  const byCard = (cardToken: unknown) => ({
    billingFrequency: 'Monthly',
    paymentMethodType: 'CreditCard',
    cardToken,
    paymentAmount: 167.5,
    recurringOption: 'NewPaymentMethod',
  });

  it("takes a token only for a card session of this case, and only with the provider's expiry", async () => {
    const olivia = await sb.customer(OLIVIA);
    const otherCase = await sb.cardToken(olivia, '100003');
    const refusals: [unknown, string, string][] = [
      [card, 'cardToken.token', 'cardToken: this is not a token of the card provider.'],
      [
        otherCase,
        'cardToken.token',
        'cardToken: the card was not entered for this policy. Please enter it again.',
      ],
      [
        { ...(await sb.cardToken(olivia, '100001')), expirationDate: '0120' },
        'cardToken.expirationDate',
        'cardToken: the expiry date or card type is not the one the card provider holds for this card. Please enter it again.',
      ],
    ];
    for (const [token, field, message] of refusals) {
      const result = await sb.call('initialPayment', { params: CASE, tokens: olivia, json: byCard(token) });
      expect(result.status, field).toBe(400);
      expect(errorOf(result)).toMatchObject({ Field: field, Error: message });
    }
    expect((await sb.stored('100001')).payment.paymentsOnRecord).toHaveLength(0);
    const paid = await sb.call('initialPayment', {
      params: CASE,
      tokens: olivia,
      json: byCard(await sb.cardToken(olivia, '100001')),
    });
    expect(paid.status).toBe(200);
  });

  it('declines the demo card ending 0002 with PaymentCardError, and records nothing', async () => {
    const olivia = await sb.customer(OLIVIA);
    const declined = await sb.cardToken(olivia, '100001', { lastFour: '0002' });
    const result = await sb.call('initialPayment', { params: CASE, tokens: olivia, json: byCard(declined) });
    expect(result.status).toBe(422);
    expect(errorOf(result).Code).toBe('PaymentCardError');
    expect((await sb.stored('100001')).payment.paymentsOnRecord).toHaveLength(0);
  });
});
