import type { AppServices, RouterContext, ShellServices } from '../services/services.ts';

/** The services with the API client, made once for the app's one services object. */
let made: { shell: ShellServices; services: AppServices } | null = null;

/**
 * A screen route's `beforeLoad`: waits for the API client, then hands the screen the services with it
 * in its route context. The same object every time, so a machine provided from them is made once
 * (`useProvided`). The login screens' routes do without: they draw before the client loads.
 */
export async function withApiClient({
  context,
}: {
  context: RouterContext;
}): Promise<{ services: AppServices }> {
  const shell = context.services;
  const api = await shell.loadApi();
  if (made?.shell !== shell) made = { shell, services: { ...shell, api } };
  return { services: made.services };
}
