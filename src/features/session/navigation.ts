import type { RouteTarget } from '../../domain/routeNames.ts';

type Navigator = (target: RouteTarget) => void;

let navigator: Navigator | null = null;
let pending: RouteTarget | null = null;

/**
 * The session machine names where to go; the router, created after the session, does the going.
 * A navigation asked for before the router is connected is kept and done on connection.
 */
export function connectNavigator(next: Navigator) {
  navigator = next;
  if (pending) {
    const target = pending;
    pending = null;
    next(target);
  }
}

export function navigateTo(target: RouteTarget) {
  if (navigator) navigator(target);
  else pending = target;
}
