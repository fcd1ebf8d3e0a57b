import type { AppServices, RouterContext, ShellServices } from '../services/services.ts';

const withClient = new WeakMap<ShellServices, AppServices>();

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
  let services = withClient.get(shell);
  if (!services) {
    services = { ...shell, api };
    withClient.set(shell, services);
  }
  return { services };
}
