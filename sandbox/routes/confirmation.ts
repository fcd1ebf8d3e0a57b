import type { Context } from 'hono';
import { DeliveryAcknowledgeRequest } from '../../src/api/schemas/index.ts';
import { resolveCaseViewer, rotateCaseToken } from '../auth/callers.ts';
import type { SandboxContext } from '../context.ts';
import { forbidden } from '../http/errors.ts';
import { applyMove } from '../lifecycle.ts';
import type { StoredCase, StoredDeliveryConfirmation } from '../store/types.ts';
import { type Handler, loadCase, mutateCase, param, readJsonBody } from './shared.ts';

/** The key and the e-mail address must both belong to one delivery confirmation of the case. */
function matchLink(stored: StoredCase, key: string, email: string): StoredDeliveryConfirmation {
  const confirmation = stored.deliveryConfirmations.find((d) => d.confirmationKey === key);
  if (!confirmation) throw forbidden('This confirmation link is not valid for this case.');
  const party = stored.parties.find((p) => p.id === confirmation.partyId);
  if (party?.emailAddress?.toLowerCase() !== email.trim().toLowerCase())
    throw forbidden('The e-mail address does not match this confirmation link.');
  return confirmation;
}

function confirm(
  ctx: SandboxContext,
  caseId: string,
  pick: (stored: StoredCase) => StoredDeliveryConfirmation,
) {
  mutateCase(ctx, caseId, (stored) => {
    const confirmation = pick(stored);
    // Opening the link again after confirming is not an error: the delivery stays confirmed.
    if (confirmation.confirmedOn && stored.lifeCycleStatus === 'Complete') return;
    const party = stored.parties.find((p) => p.id === confirmation.partyId);
    const at = ctx.now();
    applyMove(
      stored,
      'case.confirmDelivery',
      { partyIds: [confirmation.partyId], roles: party?.roles ?? [], isAgent: false },
      at,
    );
    confirmation.confirmedOn = at;
  });
}

async function linkRequest(c: Context, ctx: SandboxContext) {
  const caseId = param(c, 'caseId');
  const key = param(c, 'confirmationKey');
  const { emailAddress } = await readJsonBody(c, DeliveryAcknowledgeRequest);
  matchLink(loadCase(ctx, caseId), key, emailAddress);
  return { caseId, key, emailAddress };
}

export const acknowledgeDelivery: Handler = async (c, ctx) => {
  const { caseId, key, emailAddress } = await linkRequest(c, ctx);
  confirm(ctx, caseId, (stored) => matchLink(stored, key, emailAddress));
  return c.json({ isSuccessful: true, message: 'Delivery confirmed' });
};

/** A valid key and e-mail: noted as registered (the account site takes over); the case does not move. */
export const registerUnauthenticated: Handler = async (c, ctx) => {
  const { caseId, key, emailAddress } = await linkRequest(c, ctx);
  mutateCase(ctx, caseId, (stored) => {
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
  confirm(ctx, caseId, (stored) => {
    const confirmation = stored.deliveryConfirmations.find((d) => viewer.partyIds.includes(d.partyId));
    if (!confirmation) throw forbidden('There is no delivery confirmation for you on this case.');
    return confirmation;
  });
  return c.json({ isSuccessful: true, message: 'Delivery confirmed' });
};
