import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { CallName } from '../../src/api/contract.ts';
import { DeliveryAcknowledgeRequest } from '../../src/api/schemas/index.ts';
import { resolveCaseViewer, rotateCaseToken } from '../auth/callers.ts';
import { callerOf, countRepeat, TOO_MANY_REPEATS } from '../auth/throttle.ts';
import type { SandboxContext } from '../context.ts';
import { forbidden, tooManyAttempts } from '../http/errors.ts';
import { applyMove } from '../lifecycle.ts';
import type { StoredCase, StoredDeliveryConfirmation } from '../store/types.ts';
import { type Handler, loadCase, mutateCase, param, readJsonBody } from './shared.ts';

const LINK_NOT_VALID = 'This confirmation link is not valid for this e-mail address.';
const TOO_MANY_LINKS =
  'Too many failed attempts to confirm a delivery. Please wait 15 minutes before you try again.';

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The key and the e-mail address must both belong to one delivery confirmation of the case. A wrong
 * key, a wrong e-mail and an unknown case get one answer, so none of them can be found out alone.
 */
function matchLink(stored: StoredCase | null, key: string, email: string): StoredDeliveryConfirmation {
  const confirmation = stored?.deliveryConfirmations.find((d) => sameText(d.confirmationKey, key));
  const party = confirmation && stored?.parties.find((p) => p.id === confirmation.partyId);
  if (!confirmation || party?.emailAddress?.toLowerCase() !== email.trim().toLowerCase())
    throw forbidden(LINK_NOT_VALID);
  return confirmation;
}

function confirm(
  ctx: SandboxContext,
  caseId: string,
  call: CallName,
  pick: (stored: StoredCase) => StoredDeliveryConfirmation,
) {
  // Asked first on the case as it is, so a refusal comes before anything is written.
  const by = pick(loadCase(ctx, caseId)).partyId;
  mutateCase(ctx, caseId, { call, by }, (stored) => {
    const confirmation = pick(stored);
    const at = ctx.now();
    // A link opened again, or a co-owner's link after another owner confirmed: the contract is
    // delivered, which is what they confirm; not an error.
    if (stored.lifeCycleStatus === 'Complete') {
      confirmation.confirmedOn ??= at;
      return;
    }
    const party = stored.parties.find((p) => p.id === confirmation.partyId);
    applyMove(
      stored,
      'case.confirmDelivery',
      { partyIds: [confirmation.partyId], roles: party?.roles ?? [], isAgent: false },
      at,
    );
    confirmation.confirmedOn = at;
  });
}

/** Checks a link's key and e-mail; a caller who failed too often is refused before either is looked at. */
async function linkRequest(c: Context, ctx: SandboxContext) {
  const caseId = param(c, 'caseId');
  const key = param(c, 'confirmationKey');
  const { emailAddress } = await readJsonBody(c, DeliveryAcknowledgeRequest);
  const caller = callerOf(c);
  const throttle = ctx.throttles.deliveryCaller;
  const locked = throttle.secondsLocked(caller);
  if (locked > 0) throw tooManyAttempts(TOO_MANY_LINKS, locked);
  const repeated = countRepeat(ctx.throttles, caller);
  if (repeated > 0) throw tooManyAttempts(TOO_MANY_REPEATS, repeated);
  try {
    matchLink(ctx.cases.get(caseId) ?? null, key, emailAddress);
  } catch (error) {
    throttle.fail(caller);
    throw error;
  }
  return { caseId, key, emailAddress };
}

export const acknowledgeDelivery: Handler = async (c, ctx) => {
  const { caseId, key, emailAddress } = await linkRequest(c, ctx);
  confirm(ctx, caseId, 'acknowledgeDelivery', (stored) => matchLink(stored, key, emailAddress));
  // The contract it confirmed, for the welcome page to name (decision 424): the link proved the reader.
  const { policyNumber, plob, isAnnuity } = loadCase(ctx, caseId);
  return c.json({
    isSuccessful: true,
    message: 'Delivery confirmed',
    contract: { policyNumber, plob, isAnnuity },
  });
};

/** A valid key and e-mail: noted as registered (the account site takes over); the case does not move. */
export const registerUnauthenticated: Handler = async (c, ctx) => {
  const { caseId, key, emailAddress } = await linkRequest(c, ctx);
  const by = matchLink(loadCase(ctx, caseId), key, emailAddress).partyId;
  mutateCase(ctx, caseId, { call: 'registerUnauthenticated', by }, (stored) => {
    const confirmation = matchLink(stored, key, emailAddress);
    confirmation.registeredOn ??= ctx.now();
  });
  return c.json(true);
};

export const acknowledgeAuthenticated: Handler = async (c, ctx) => {
  const caseId = param(c, 'caseId');
  const viewer = await resolveCaseViewer(c, ctx, loadCase(ctx, caseId));
  await rotateCaseToken(c, ctx, viewer);
  if (viewer.kind !== 'customer') throw forbidden('Only the customer can confirm delivery.');
  confirm(ctx, caseId, 'acknowledgeAuthenticated', (stored) => {
    const confirmation = stored.deliveryConfirmations.find((d) => viewer.partyIds.includes(d.partyId));
    if (!confirmation) throw forbidden('There is no delivery confirmation for you on this case.');
    return confirmation;
  });
  return c.json({ isSuccessful: true, message: 'Delivery confirmed' });
};
