import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { HEADER } from '../../src/api/headers.ts';
import {
  type CardTokenResult,
  InitialPaymentRequest,
  type PaymentResult,
  type PaymentSourceType,
  RecurringPaymentRequest,
} from '../../src/api/schemas/index.ts';
import { isCard } from '../../src/domain/payment/paymentRules.ts';
import { requireOwner, resolveCaseViewer, rotateCaseToken } from '../auth/callers.ts';
import type { SandboxContext } from '../context.ts';
import { badRequest, conflict, HttpError } from '../http/errors.ts';
import { parseJsonText, validate } from '../http/validate.ts';
import { cardReturnUrl } from '../routes/auth.ts';
import {
  eventBy,
  type Handler,
  loadCase,
  mutateCase,
  newId,
  param,
  refuseStrayBody,
} from '../routes/shared.ts';
import { transaction } from '../store/sqlite.ts';
import type { StoredCase } from '../store/types.ts';
import { bankDescription, paymentInfo as paymentInfoView } from '../views.ts';
import { cardExpired, DECLINED_LAST_FOUR, tokenSessionTag } from './card-provider/token.ts';
import {
  applyPayment,
  askPayment,
  assertPayable,
  enteredBankAccount,
  keepBankAccount,
  keyedDigest,
} from './payments.ts';

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
  refuseStrayBody(ctx);
  const sessionId = currentCardSession(ctx, caseId);
  return c.json({
    paymentCardSessionId: sessionId,
    cardFormUrl: `${ctx.urls.card}/hosted-form?sessionId=${encodeURIComponent(sessionId)}&referralBase=${encodeURIComponent(cardReturnUrl(ctx))}`,
  });
};

/** How long a card session is offered again before a new one replaces it. */
const CARD_SESSION_LIFETIME_MS = 30 * 60_000;

/**
 * The case's one card session: the same while it is younger than CARD_SESSION_LIFETIME_MS, then a
 * new one in its place, so asking again (every visit of the payment page) never adds a row.
 */
function currentCardSession(ctx: SandboxContext, caseId: string): string {
  return transaction(ctx.db, () => {
    const now = ctx.now();
    const kept = ctx.db
      .prepare(
        'SELECT session_id, created_at FROM card_sessions WHERE case_id = ? ORDER BY created_at DESC LIMIT 1',
      )
      .get(caseId) as { session_id: string; created_at: string } | undefined;
    if (kept && Date.parse(now) - Date.parse(kept.created_at) < CARD_SESSION_LIFETIME_MS)
      return kept.session_id;
    const sessionId = randomUUID();
    ctx.db.prepare('DELETE FROM card_sessions WHERE case_id = ?').run(caseId);
    ctx.db
      .prepare('INSERT INTO card_sessions (session_id, case_id, created_at) VALUES (?, ?, ?)')
      .run(sessionId, caseId, now);
    return sessionId;
  });
}

/**
 * A card token is taken only as its provider issued it (decision 371): a token the provider has no
 * record of is no card, whatever its shape; one issued in another case's card session was not entered
 * for this policy; the expiry and brand sent must be the provider's, and the provider's expiry decides
 * whether the card is still good. Anything else is a 400 on the token.
 */
function checkCardToken(ctx: SandboxContext, caseId: string, card: CardTokenResult): void {
  const issued = tokenSessionTag(card.token) === null ? null : ctx.cardProvider.lookup(card.token);
  if (issued === null)
    throw badRequest('cardToken: this is not a token of the card provider.', 'cardToken.token');
  const sessions = ctx.db.prepare('SELECT session_id FROM card_sessions WHERE case_id = ?').all(caseId) as {
    session_id: string;
  }[];
  if (!sessions.some((s) => s.session_id === issued.sessionId))
    throw badRequest(
      'cardToken: the card was not entered for this policy. Please enter it again.',
      'cardToken.token',
    );
  if (card.expirationDate !== issued.expiry || card.providerId !== issued.providerId)
    throw badRequest(
      'cardToken: the expiry date or card type is not the one the card provider holds for this card. Please enter it again.',
      card.expirationDate !== issued.expiry ? 'cardToken.expirationDate' : 'cardToken.providerId',
    );
  if (cardExpired(issued.expiry, new Date(ctx.now())))
    throw badRequest('cardToken: this card has expired.', 'cardToken.expirationDate');
}

/**
 * The tester's payment faults: an issue with any payment; a card error only where a card pays, and
 * always for the declined demo card.
 */
function paymentFaults(ctx: SandboxContext, card: CardTokenResult | null): void {
  if (ctx.faults.paymentIssue)
    throw new HttpError(422, 'PaymentIssue', `Issue with payment, please call ${ctx.settings.supportPhone}.`);
  if (card === null) return;
  if (ctx.faults.paymentCardError || card.token.endsWith(DECLINED_LAST_FOUR))
    throw new HttpError(
      422,
      'PaymentCardError',
      'There was an issue processing the payment. Please try again or use different payment information.',
    );
}

/** Adds the card to the methods on file (its description only: card data stays with the provider). */
function rememberCard(stored: StoredCase, type: PaymentSourceType, card: CardTokenResult): string {
  const description = `${CARD_BRANDS[card.providerId] ?? 'Card'} ending in ${card.token.slice(-4)} ${card.expirationDate.slice(0, 2)}/${card.expirationDate.slice(2)}`;
  if (!stored.payment.cards.some((c) => c.description === description))
    stored.payment.cards.push({ paymentSourceType: type, description });
  return description;
}

/**
 * Keeps what the payment was made with: the card's description, or the one bank account. Answers how
 * the receipt names it (last four only), or undefined when nothing names it.
 */
function storeMethod(
  stored: StoredCase,
  request: Pick<RecurringPaymentRequest, 'paymentMethodType' | 'bankAccount' | 'cardToken'>,
  accountKey: Uint8Array,
): string | undefined {
  if (!isCard(request.paymentMethodType)) {
    keepBankAccount(stored, request.bankAccount, accountKey);
    return bankDescription(stored);
  }
  return request.cardToken ? rememberCard(stored, request.paymentMethodType, request.cardToken) : undefined;
}

/** An enrolment made by this call names its method as the receipt shows it. */
function describeEnrolment(
  stored: StoredCase,
  at: string,
  used: { type: PaymentSourceType; description: string | undefined },
): void {
  const recurring = stored.payment.recurring;
  if (recurring.isEnrolled && recurring.enrolledOn === at && recurring.method === used.type)
    recurring.description = used.description ?? null;
}

/**
 * Keys are kept with every payment: a UUID is 36 characters, this leaves room for any client's.
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 *   (tests/sandbox/security-writes.test.ts).
 */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

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
  // Keyed too: the body carries the full account number.
  const bodyHash = keyedDigest(ctx.accountKey, text);
  const headerKey = c.req.header(HEADER.idempotencyKey)?.trim();
  if (headerKey !== undefined && headerKey.length > MAX_IDEMPOTENCY_KEY_LENGTH)
    throw badRequest(
      `${HEADER.idempotencyKey}: is too long (at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters)`,
      HEADER.idempotencyKey,
    );
  const key = headerKey ? `key:${headerKey}` : `body:${bodyHash}`;
  const find = ctx.db.prepare(
    'SELECT body_hash, status, response FROM payment_submissions WHERE case_id = ? AND call = ? AND submission_key = ?',
  );
  const outcome = transaction(ctx.db, (): Submission => {
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
  });
  return c.body(outcome.response, 200, { 'Content-Type': 'application/json' });
}

function record(
  stored: StoredCase,
  type: PaymentSourceType,
  amount: number,
  at: string,
  description: string | undefined,
) {
  const paymentId = newId('PAY');
  const confirmationNumber = `CNF${paymentId.replace(/\W/g, '').slice(-10)}`;
  stored.payment.paymentsOnRecord.push({
    paymentId,
    confirmationNumber,
    paymentMethod: { paymentSourceType: type, ...(description ? { description } : {}) },
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
    return mutateCase(ctx, caseId, eventBy('initialPayment', viewer), (stored): PaymentResult => {
      assertPayable(stored);
      const at = ctx.now();
      const bankAccount = enteredBankAccount(stored.payment, request.bankAccount, ctx.accountKey);
      const move = askPayment(stored, { type: 'payment.initial', request, bankAccount, at });
      const card = isCard(request.paymentMethodType) ? (request.cardToken ?? null) : null;
      if (card) checkCardToken(ctx, caseId, card);
      paymentFaults(ctx, card);
      const description = storeMethod(stored, request, ctx.accountKey);
      const ids = record(stored, request.paymentMethodType, request.paymentAmount, at, description);
      applyPayment(stored, move, at);
      describeEnrolment(stored, at, { type: request.paymentMethodType, description });
      return { isSuccessful: true, ...ids, paymentStatus: move.status };
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
    return mutateCase(ctx, caseId, eventBy('recurringPayment', viewer), (stored): PaymentResult => {
      assertPayable(stored);
      const at = ctx.now();
      const bankAccount = enteredBankAccount(stored.payment, request.bankAccount, ctx.accountKey);
      const move = askPayment(stored, { type: 'payment.recurring', request, bankAccount, at });
      const card = isCard(request.paymentMethodType) ? (request.cardToken ?? null) : null;
      if (card) checkCardToken(ctx, caseId, card);
      paymentFaults(ctx, card);
      const description = storeMethod(stored, request, ctx.accountKey);
      applyPayment(stored, move, at);
      describeEnrolment(stored, at, { type: request.paymentMethodType, description });
      return { isSuccessful: true, paymentId: null, confirmationNumber: null, paymentStatus: move.status };
    });
  });
};
