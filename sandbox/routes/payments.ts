import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { HEADER } from '../../src/api/headers.ts';
import {
  type BankAccountInput,
  type CardTokenResult,
  InitialPaymentRequest,
  type PaymentResult,
  type PaymentSourceType,
  RecurringPaymentRequest,
} from '../../src/api/schemas/index.ts';
import { requireOwner, resolveCaseViewer, rotateCaseToken } from '../auth/callers.ts';
import type { SandboxContext } from '../context.ts';
import { badRequest, conflict, HttpError } from '../http/errors.ts';
import { parseJsonText, validate } from '../http/validate.ts';
import type { StoredBankAccount, StoredCase } from '../store/types.ts';
import { paymentInfo as paymentInfoView } from '../views.ts';
import { cardReturnUrl } from './auth.ts';
import { type Handler, loadCase, mutateCase, newId, param } from './shared.ts';

const CARD_BRANDS: Record<string, string> = {
  '1': 'Master Card',
  '2': 'Visa',
  '3': 'Discover',
  '6': 'American Express',
};

export const paymentInfo: Handler = async (c, ctx) => {
  const stored = loadCase(ctx, param(c, 'caseId'));
  const viewer = await resolveCaseViewer(c, ctx, stored);
  await rotateCaseToken(c, ctx, viewer);
  return c.json(paymentInfoView(stored));
};

export const paymentCardSession: Handler = async (c, ctx) => {
  const caseId = param(c, 'caseId');
  const viewer = await resolveCaseViewer(c, ctx, loadCase(ctx, caseId));
  await rotateCaseToken(c, ctx, viewer);
  requireOwner(viewer, 'pay for this policy');
  const sessionId = randomUUID();
  ctx.db
    .prepare('INSERT INTO card_sessions (session_id, case_id, created_at) VALUES (?, ?, ?)')
    .run(sessionId, caseId, ctx.now());
  return c.json({
    paymentCardSessionId: sessionId,
    cardFormUrl: `${ctx.urls.card}/hosted-form?sessionId=${encodeURIComponent(sessionId)}&referralBase=${encodeURIComponent(cardReturnUrl(ctx))}`,
  });
};

/** The tester's payment faults: an issue with any payment; a card error only where a card pays. */
function paymentFaults(ctx: SandboxContext, isCard: boolean): void {
  if (ctx.faults.paymentIssue)
    throw new HttpError(422, 'PaymentIssue', `Issue with payment, please call ${ctx.settings.supportPhone}.`);
  if (ctx.faults.paymentCardError && isCard)
    throw new HttpError(
      422,
      'PaymentCardError',
      'There was an issue processing the payment. Please try again or use different payment information.',
    );
}

const PAYABLE = new Set(['WaitingApproval', 'WaitingRelease', 'WaitingAcceptance', 'WaitingCompletion']);

/** Money is taken only while the case is still on its way to acceptance. */
function assertPayable(stored: StoredCase): void {
  if (!PAYABLE.has(stored.lifeCycleStatus))
    throw conflict(`Payments can not be made while the case is ${stored.lifeCycleStatus}.`);
}

const hashAccount = (accountNumber: string) => createHash('sha256').update(accountNumber).digest('hex');

/** Only one bank account is kept: once one is on file, it is used and can not be changed. */
function takeBankAccount(stored: StoredCase, input: BankAccountInput | undefined): StoredBankAccount {
  const onFile = stored.payment.bankAccount;
  if (onFile) {
    if (input && hashAccount(input.accountNumber) !== onFile.accountNumberHash)
      throw badRequest(
        'A bank account is already on file for this policy and can not be changed.',
        'bankAccount',
      );
    return onFile;
  }
  if (!input) throw badRequest('Please enter a valid bank account.', 'bankAccount');
  const account: StoredBankAccount = {
    bankAccountType: input.bankAccountType,
    routingNumber: input.routingNumber,
    accountLast4: input.accountNumber.slice(-4),
    accountNumberHash: hashAccount(input.accountNumber),
    accountHolderName: input.accountHolderName,
  };
  stored.payment.bankAccount = account;
  return account;
}

function takeCard(stored: StoredCase, type: PaymentSourceType, card: CardTokenResult | undefined): void {
  if (!card) throw badRequest('Please enter your card in the card form.', 'cardToken');
  const description = `${CARD_BRANDS[card.providerId] ?? 'Card'} ending in ${card.token.slice(-4)} ${card.expirationDate.slice(0, 2)}/${card.expirationDate.slice(2)}`;
  if (!stored.payment.cards.some((c) => c.description === description))
    stored.payment.cards.push({ paymentSourceType: type, description });
}

interface Submission {
  status: number;
  response: string;
}

/**
 * A payment post is recorded once: the same Idempotency-Key (or, without one, the same body) answers
 * the first result again instead of paying twice.
 */
async function idempotent(
  c: Context,
  ctx: SandboxContext,
  call: string,
  pay: (body: unknown) => PaymentResult,
): Promise<Response> {
  const caseId = param(c, 'caseId');
  const text = await c.req.text();
  const bodyHash = createHash('sha256').update(text).digest('hex');
  const headerKey = c.req.header(HEADER.idempotencyKey)?.trim();
  const key = headerKey ? `key:${headerKey}` : `body:${bodyHash}`;
  const find = ctx.db.prepare(
    'SELECT body_hash, status, response FROM payment_submissions WHERE case_id = ? AND call = ? AND submission_key = ?',
  );
  const outcome = ctx.db.transaction((): Submission => {
    const previous = find.get(caseId, call, key) as (Submission & { body_hash: string }) | undefined;
    if (previous) {
      if (previous.body_hash !== bodyHash)
        throw conflict('This Idempotency-Key was already used for a different payment.');
      return previous;
    }
    const result = pay(parseJsonText(text));
    const response = JSON.stringify(result);
    ctx.db
      .prepare(
        'INSERT INTO payment_submissions (case_id, call, submission_key, body_hash, status, response, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(caseId, call, key, bodyHash, 200, response, ctx.now());
    return { status: 200, response };
  })();
  return c.body(outcome.response, 200, { 'Content-Type': 'application/json' });
}

function record(stored: StoredCase, type: PaymentSourceType, amount: number, at: string) {
  const paymentId = newId('PAY');
  const confirmationNumber = `CNF${paymentId.replace(/\W/g, '').slice(-10)}`;
  stored.payment.paymentsOnRecord.push({
    paymentId,
    confirmationNumber,
    paymentMethod: { paymentSourceType: type },
    timeStamp: at,
    amount,
  });
  return { paymentId, confirmationNumber };
}

export const initialPayment: Handler = async (c, ctx) => {
  const caseId = param(c, 'caseId');
  const viewer = await resolveCaseViewer(c, ctx, loadCase(ctx, caseId));
  await rotateCaseToken(c, ctx, viewer);
  requireOwner(viewer, 'pay for this policy');
  return idempotent(c, ctx, 'initial', (raw) => {
    const request = validate(InitialPaymentRequest, raw);
    return mutateCase(ctx, caseId, (stored): PaymentResult => {
      assertPayable(stored);
      const p = stored.payment;
      if (p.status !== 'InitialPaymentRequired') throw conflict('The initial payment has already been made.');
      const option = p.frequencyOptions.find((o) => o.frequency === request.billingFrequency);
      if (!option)
        throw badRequest(
          `Billing frequency must be one of ${p.frequencyOptions.map((o) => o.frequency).join(', ')}.`,
          'billingFrequency',
        );
      if (!option.isCurrent && !p.canChangePaymentFrequency)
        throw badRequest('The payment frequency of this policy can not be changed.', 'billingFrequency');
      if (Math.abs(request.paymentAmount - option.initialAmountDue) > 0.001)
        throw badRequest(
          `The payment amount must be ${option.initialAmountDue.toFixed(2)}.`,
          'paymentAmount',
        );
      if (!p.availableSourcesForInitialPayment.includes(request.paymentMethodType))
        throw badRequest(
          `${request.paymentMethodType} is not accepted for this payment.`,
          'paymentMethodType',
        );
      const isCard = request.paymentMethodType !== 'BankAccount';
      if (request.recurringOption === 'SameAsInitial' && isCard)
        throw badRequest(
          'A card can only be used for the first payment; choose a bank account for recurring payments.',
          'recurringOption',
        );
      if (request.recurringOption === 'Direct' && option.frequency === 'Monthly')
        throw badRequest('Direct bill by mail is not offered for monthly payments.', 'recurringOption');
      paymentFaults(ctx, isCard);
      if (isCard) takeCard(stored, request.paymentMethodType, request.cardToken);
      else takeBankAccount(stored, request.bankAccount);
      const at = ctx.now();
      p.frequencyOptions = p.frequencyOptions.map((o) => ({ ...o, isCurrent: o === option }));
      const ids = record(stored, request.paymentMethodType, request.paymentAmount, at);
      if (request.recurringOption === 'SameAsInitial') {
        p.recurring = { isEnrolled: true, method: 'BankAccount', enrolledOn: at };
        p.status = 'Complete';
      } else if (request.recurringOption === 'Direct') {
        p.requiresRecurringSetup = false;
        p.status = 'Complete';
      } else if (
        request.recurringOption === 'NewPaymentMethod' ||
        (p.requiresRecurringSetup && !p.recurring.isEnrolled)
      ) {
        p.status = 'RecurringSetupRequired';
      } else {
        p.status = 'Complete';
      }
      stored.lastUpdatedOn = at;
      return { isSuccessful: true, ...ids, paymentStatus: p.status };
    });
  });
};

export const recurringPayment: Handler = async (c, ctx) => {
  const caseId = param(c, 'caseId');
  const viewer = await resolveCaseViewer(c, ctx, loadCase(ctx, caseId));
  await rotateCaseToken(c, ctx, viewer);
  requireOwner(viewer, 'set up recurring payments');
  return idempotent(c, ctx, 'recurring', (raw) => {
    const request = validate(RecurringPaymentRequest, raw);
    return mutateCase(ctx, caseId, (stored): PaymentResult => {
      assertPayable(stored);
      const p = stored.payment;
      if (p.status !== 'RecurringSetupRequired')
        throw conflict(
          p.status === 'InitialPaymentRequired'
            ? 'The initial payment must be made before recurring payments are set up.'
            : 'Recurring payments are already set up.',
        );
      if (!p.availableSourcesForRecurringSetup.includes(request.paymentMethodType))
        throw badRequest(
          `Recurring payments accept ${p.availableSourcesForRecurringSetup.join(', ')} only.`,
          'paymentMethodType',
        );
      paymentFaults(ctx, request.paymentMethodType !== 'BankAccount');
      if (request.paymentMethodType === 'BankAccount') takeBankAccount(stored, request.bankAccount);
      else takeCard(stored, request.paymentMethodType, request.cardToken);
      const at = ctx.now();
      p.recurring = { isEnrolled: true, method: request.paymentMethodType, enrolledOn: at };
      p.status = 'Complete';
      stored.lastUpdatedOn = at;
      return { isSuccessful: true, paymentId: null, confirmationNumber: null, paymentStatus: p.status };
    });
  });
};
