import type { AppServices, RouterContext } from '../services/services.ts';

/**
 * A screen route's `beforeLoad`: waits for the API client, then hands the screen the services with it
 * in its route context (the app makes that object once). The login screens' routes do without: they
 * draw before the client loads.
 */
export async function withApiClient({
  context,
}: {
  context: RouterContext;
}): Promise<{ services: AppServices }> {
  return { services: await context.services.withApi() };
}
