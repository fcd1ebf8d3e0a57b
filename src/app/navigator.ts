import { ROUTE_PATHS, type RouteTarget, safeReturnPath } from '../domain/routeNames.ts';
import { routeFor } from '../routes/names.ts';
import type { AppRouter } from '../routes/router.tsx';

type Navigator = (target: RouteTarget) => void;

let navigator: Navigator | null = null;
let pending: RouteTarget | null = null;

/**
 * The one `navigate` effect every machine is provided with: it takes a route name with its typed
 * parameters and search, and the router does the going. The session machine exists before the
 * router; a navigation asked for before the router is connected is kept and done on connection.
 */
export function navigate(target: RouteTarget): void {
  if (navigator) navigator(target);
  else pending = target;
}

/** Connects `navigate` to the router. `isAgent` decides where Home leads (SPEC §2). */
export function connectRouter(router: AppRouter, isAgent: () => boolean): void {
  navigator = (target) => {
    const { to, params, search } = routeFor(target, isAgent());
    const here = safeReturnPath(router.state.location.href);
    if (target.comeBack && here && !here.startsWith(ROUTE_PATHS.Login)) search.redirect = here;
    void router.navigate({ to, params, search, replace: target.replace ?? target.name === 'Login' });
  };
  if (pending) {
    const target = pending;
    pending = null;
    navigator(target);
  }
}
