import { waitFor } from 'xstate';
import type { AppServices, RouterContext } from '../services/services.ts';
import { withApiClient } from './screenServices.ts';

/**
 * A case screen's `beforeLoad`: the API client, then the case token for this case. A customer who signs
 * in from a bookmark has never loaded the dashboard, whose answer carries the case token; the session
 * machine fetches it when the stored one does not name the case (decision 350), and the screen loads
 * once it is there. Agents and sessions that already hold it go straight on.
 */
export async function withCaseAccess({
  context,
  params,
}: {
  context: RouterContext;
  params: { caseId: string };
}): Promise<{ services: AppServices }> {
  const loaded = await withApiClient({ context });
  const { session } = context.services;
  session.send({ type: 'session.openCase', caseId: params.caseId });
  await waitFor(session, (s) => !s.hasTag('openingCase'));
  return loaded;
}
