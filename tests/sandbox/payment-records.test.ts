import { describe, expect, it } from 'vitest';
import type { PaymentInfo, PaymentResult } from '../../src/api/schemas/index.ts';
import type { EventLog } from '../support/eventLog.ts';
import { errorOf, IAN, OLIVIA, OLIVIA_CHECKING, startTestSandbox, type Tokens } from './support.ts';

/**
 * What a payment leaves behind and answers, as the portal and the receipt read it: the confirmation
 * number, the method on record and the one enrolled, the methods on file, the case's event log, and the
 * owner's refusal in words (SPEC §3, §4, §5, §8; docs/api.md "Payments").
 */
const sb = startTestSandbox();
const CASE = { caseId: '100001' };
const bank = OLIVIA_CHECKING;
const CHECKING_6789 = 'Checking Account ending in 6789';
const byBank = (recurringOption?: string) => ({
  billingFrequency: 'Monthly',
  paymentMethodType: 'BankAccount',
  bankAccount: bank,
  paymentAmount: 167.5,
  ...(recurringOption ? { recurringOption } : {}),
});

const info = async (tokens: Tokens, caseId = CASE.caseId) =>
  (await sb.call('paymentInfo', { params: { caseId }, tokens })).body as PaymentInfo;

/** Puts 100001 back with its payment changed, as a tester would (PUT /__sandbox/cases/{id}). */
async function putPayment(change: (payment: Awaited<ReturnType<typeof sb.stored>>['payment']) => void) {
  const stored = await sb.stored(CASE.caseId);
  change(stored.payment);
  expect((await sb.request('PUT', `/__sandbox/cases/${CASE.caseId}`, { json: stored })).status).toBe(200);
}

describe('what a payment records', () => {
  it('gives each payment its own confirmation number, the one the receipt lists', async () => {
    const olivia = await sb.customer(OLIVIA);
    const first = await sb.call('initialPayment', { params: CASE, tokens: olivia, json: byBank() });
    const due = await info(olivia, '100005');
    const current = due.paymentFrequencyOptions.find((o) => o.isCurrent);
    const second = await sb.call('initialPayment', {
      params: { caseId: '100005' },
      tokens: olivia,
      json: { ...byBank(), billingFrequency: current?.frequency, paymentAmount: due.initialAmountDue },
    });
    const numbers = [first, second].map((r) => (r.body as PaymentResult).confirmationNumber ?? '');
    for (const number of numbers) expect(number).not.toBe('');
    expect(numbers[0]).not.toBe(numbers[1]);
    expect((await info(olivia)).paymentsOnRecord.map((p) => p.confirmationNumber)).toEqual([numbers[0]]);
  });

  it('SameAsInitial by bank: the payment and the recurring enrolment are both named by the account', async () => {
    const olivia = await sb.customer(OLIVIA);
    await sb.call('initialPayment', { params: CASE, tokens: olivia, json: byBank('SameAsInitial') });
    const after = await info(olivia);
    const method = { paymentSourceType: 'BankAccount', description: CHECKING_6789 };
    expect(after.paymentsOnRecord[0]?.paymentMethod).toEqual(method);
    expect(after.recurringEnrollmentDetails).toMatchObject({
      isEnrolledInRecurring: true,
      enrolledPaymentMethod: method,
      requiresRecurringSetup: false,
    });
  });

  it('a first payment that leaves recurring setup to come enrols nothing and still asks for the setup', async () => {
    const olivia = await sb.customer(OLIVIA);
    const paid = await sb.call('initialPayment', {
      params: CASE,
      tokens: olivia,
      json: byBank('NewPaymentMethod'),
    });
    expect((paid.body as PaymentResult).paymentStatus).toBe('RecurringSetupRequired');
    expect((await info(olivia)).recurringEnrollmentDetails).toEqual({
      isEnrolledInRecurring: false,
      enrolledPaymentMethod: null,
      enrolledOn: null,
      requiresRecurringSetup: true,
    });
  });

  it('keeps the bank account on file as it was when the same account comes back with other details', async () => {
    const olivia = await sb.customer(OLIVIA);
    await sb.call('initialPayment', { params: CASE, tokens: olivia, json: byBank('NewPaymentMethod') });
    // SPEC §5: one bank account is kept; one on file is used and can not be changed.
    const setUp = await sb.call('recurringPayment', {
      params: CASE,
      tokens: olivia,
      json: {
        paymentMethodType: 'BankAccount',
        bankAccount: { ...bank, bankAccountType: 'Savings', accountHolderName: 'Someone Else' },
      },
    });
    expect(setUp.status).toBe(200);
    const after = await info(olivia);
    expect(after.paymentMethods.map((m) => m.description)).toEqual([CHECKING_6789]);
    expect(after.recurringEnrollmentDetails.enrolledPaymentMethod?.description).toBe(CHECKING_6789);
    expect((await sb.stored(CASE.caseId)).payment.bankAccount?.accountHolderName).toBe('Olivia Owner');
  });

  it('asks for recurring setup while the case says it is not enrolled, whatever method it remembers', async () => {
    await putPayment((payment) => {
      payment.recurring = { isEnrolled: false, method: 'BankAccount', enrolledOn: null };
    });
    const olivia = await sb.customer(OLIVIA);
    expect((await info(olivia)).recurringEnrollmentDetails).toMatchObject({
      isEnrolledInRecurring: false,
      requiresRecurringSetup: true,
    });
    // docs/api.md: no recurring option while the policy requires recurring setup → RecurringSetupRequired.
    const paid = await sb.call('initialPayment', { params: CASE, tokens: olivia, json: byBank() });
    expect((paid.body as PaymentResult).paymentStatus).toBe('RecurringSetupRequired');
  });

  it('a recurring enrolment made before the first payment keeps its method and its name through it', async () => {
    const enrolledOn = '2026-10-30T10:00:00.000Z';
    const visa1111 = { paymentSourceType: 'CreditCard' as const, description: 'Visa ending in 1111 12/30' };
    await putPayment((payment) => {
      payment.cards = [visa1111];
      payment.recurring = { isEnrolled: true, method: 'CreditCard', enrolledOn, ...visa1111 };
    });
    const olivia = await sb.customer(OLIVIA);
    // Paid by another card, with no recurring option: the enrolment is not the policy's to set up again.
    const paid = await sb.call('initialPayment', {
      params: CASE,
      tokens: olivia,
      json: {
        billingFrequency: 'Monthly',
        paymentMethodType: 'CreditCard',
        cardToken: await sb.cardToken(olivia, CASE.caseId, { lastFour: '4242' }),
        paymentAmount: 167.5,
      },
    });
    expect((paid.body as PaymentResult).paymentStatus).toBe('Complete');
    expect((await info(olivia)).recurringEnrollmentDetails).toEqual({
      isEnrolledInRecurring: true,
      enrolledPaymentMethod: visa1111,
      enrolledOn,
      requiresRecurringSetup: false,
    });
  });

  it("logs each payment in the case's event log with its call and the owner who made it", async () => {
    const olivia = await sb.customer(OLIVIA);
    await sb.call('initialPayment', { params: CASE, tokens: olivia, json: byBank('NewPaymentMethod') });
    await sb.call('recurringPayment', {
      params: CASE,
      tokens: olivia,
      json: { paymentMethodType: 'BankAccount' },
    });
    const owner = (await sb.stored(CASE.caseId)).parties.find((p) => p.roles.includes('Owner'))?.id;
    const log = (await sb.request('GET', `/__sandbox/cases/${CASE.caseId}/events`)).body as EventLog;
    expect(log.events.map(({ call, by }) => ({ call, by }))).toEqual([
      { call: 'initialPayment', by: owner },
      { call: 'recurringPayment', by: owner },
    ]);
  });
});

describe('recurring setup by card, on a case that offers cards for it', () => {
  const byCard = (cardToken: unknown, extra: Record<string, unknown> = {}) => ({
    paymentMethodType: 'CreditCard',
    cardToken,
    ...extra,
  });

  /** 100001 offering cards for recurring setup, its first payment made by the Visa ending 4242. */
  async function firstPaidByCard(): Promise<Tokens> {
    await putPayment((payment) => {
      payment.availableSourcesForRecurringSetup = ['BankAccount', 'CreditCard', 'DebitCard'];
    });
    const olivia = await sb.customer(OLIVIA);
    const first = await sb.call('initialPayment', {
      params: CASE,
      tokens: olivia,
      json: byCard(await sb.cardToken(olivia, CASE.caseId, { lastFour: '4242' }), {
        billingFrequency: 'Monthly',
        paymentAmount: 167.5,
        recurringOption: 'NewPaymentMethod',
      }),
    });
    expect((first.body as PaymentResult).paymentStatus).toBe('RecurringSetupRequired');
    return olivia;
  }

  it('the same card again is one card on file, and names the enrolment', async () => {
    const olivia = await firstPaidByCard();
    const again = await sb.cardToken(olivia, CASE.caseId, { lastFour: '4242' });
    const setUp = await sb.call('recurringPayment', { params: CASE, tokens: olivia, json: byCard(again) });
    expect(setUp.body).toEqual({
      isSuccessful: true,
      paymentId: null,
      confirmationNumber: null,
      paymentStatus: 'Complete',
    });
    const after = await info(olivia);
    expect(after.paymentMethods).toEqual([
      { paymentSourceType: 'CreditCard', description: 'Visa ending in 4242 12/29', hasAllInfoNeeded: true },
    ]);
    expect(after.recurringEnrollmentDetails).toMatchObject({
      isEnrolledInRecurring: true,
      enrolledPaymentMethod: { paymentSourceType: 'CreditCard', description: 'Visa ending in 4242 12/29' },
    });
  });

  it('another card is added beside the first', async () => {
    const olivia = await firstPaidByCard();
    const other = await sb.cardToken(olivia, CASE.caseId, { lastFour: '5555', providerId: '1' });
    expect(
      (await sb.call('recurringPayment', { params: CASE, tokens: olivia, json: byCard(other) })).status,
    ).toBe(200);
    expect((await info(olivia)).paymentMethods.map((m) => m.description)).toEqual([
      'Visa ending in 4242 12/29',
      'Master Card ending in 5555 12/29',
    ]);
  });

  it('refuses a card entered for another policy and the declined demo card, and stays in recurring setup', async () => {
    const olivia = await firstPaidByCard();
    const foreign = await sb.call('recurringPayment', {
      params: CASE,
      tokens: olivia,
      json: byCard(await sb.cardToken(olivia, '100003')),
    });
    expect(foreign.status).toBe(400);
    expect(errorOf(foreign)).toMatchObject({
      Field: 'cardToken.token',
      Error: 'cardToken: the card was not entered for this policy. Please enter it again.',
    });
    const declined = await sb.call('recurringPayment', {
      params: CASE,
      tokens: olivia,
      json: byCard(await sb.cardToken(olivia, CASE.caseId, { lastFour: '0002' })),
    });
    expect(declined.status).toBe(422);
    // SPEC §8's words for PaymentCardError.
    expect(errorOf(declined).Error).toBe(
      'There was an issue processing the payment. Please try again or use different payment information.',
    );
    const after = await info(olivia);
    expect(after.paymentStatus).toBe('RecurringSetupRequired');
    expect(after.paymentMethods.map((m) => m.description)).toEqual(['Visa ending in 4242 12/29']);
  });
});

describe("the owner's refusal, in words", () => {
  // SPEC §8: a payment error other than the two named shows its raw text, so the refusal is a sentence.
  it('says that only the policy owner can pay or set up recurring payments', async () => {
    const ian = await sb.customer(IAN);
    const params = { caseId: '100005' };
    const refusals = [
      await sb.call('paymentCardSession', { params, tokens: ian }),
      await sb.call('initialPayment', { params, tokens: ian, json: { ...byBank(), paymentAmount: 88.4 } }),
      await sb.call('recurringPayment', { params, tokens: ian, json: { paymentMethodType: 'BankAccount' } }),
    ];
    expect(refusals.map((r) => [r.status, errorOf(r).Error])).toEqual([
      [403, 'Only the policy owner can pay for this policy.'],
      [403, 'Only the policy owner can pay for this policy.'],
      [403, 'Only the policy owner can set up recurring payments.'],
    ]);
  });
});
