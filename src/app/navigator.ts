import { ROUTE_PATHS, type RouteTarget, safeReturnPath } from '../domain/routeNames.ts';
import { routeFor } from '../routes/names.ts';
import type { AppRouter } from '../routes/router.tsx';

type Navigator = (target: RouteTarget) => Promise<void>;

let navigator: Navigator | null = null;
let pending: RouteTarget | null = null;
let wantRouter: () => void = () => undefined;

/**
 * The one `navigate` effect every machine is provided with: it takes a route name with its typed
 * parameters and search, and the router does the going. The session machine exists before the
 * router; a navigation asked for before the router is connected is kept, asks for the router (a login
 * screen drawn before it, decision 240) and is done on connection.
 */
export function navigate(target: RouteTarget): void {
  if (navigator) void navigator(target);
  else {
    pending = target;
    wantRouter();
  }
}

/** What a navigation asked for before the router is connected starts: loading the router. */
export function whenNavigationBeforeRouter(start: () => void): void {
  wantRouter = start;
}

/**
 * Connects `navigate` to the router. `isAgent` decides where Home leads (SPEC §2). Returns the
 * navigation kept from before, once the router has loaded its screen; null when there was none.
 */
export function connectRouter(router: AppRouter, isAgent: () => boolean): Promise<void> | null {
  navigator = (target) => {
    const { to, params, search } = routeFor(target, isAgent());
    const here = safeReturnPath(router.state.location.href);
    if (target.comeBack && here && !here.startsWith(ROUTE_PATHS.Login)) search.redirect = here;
    return router.navigate({ to, params, search, replace: target.replace ?? target.name === 'Login' });
  };
  if (!pending) return null;
  const target = pending;
  pending = null;
  return navigator(target);
}
