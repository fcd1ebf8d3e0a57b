import {
  ANONYMOUS_ROUTES,
  type Audience,
  ROUTE_AUDIENCE,
  ROUTE_PATHS,
  type RouteName,
  safeReturnPath,
} from '../domain/routeNames.ts';

export interface GuardSession {
  signedIn: boolean;
  isAgent: boolean;
}

export type GuardOutcome =
  | { allow: true }
  | { allow: false; to: typeof ROUTE_PATHS.Login; search: { redirect?: string } }
  | {
      allow: false;
      to: typeof ROUTE_PATHS.AgentHome | typeof ROUTE_PATHS.SecureHome;
      search: Record<string, never>;
    };

/**
 * The authentication check run before every navigation (SPEC §2): skipped for the routes of the
 * anonymous list (and for an unknown path, which shows the not-found page). Signed out, the navigation
 * is cancelled and the visitor sent to Login with the place they were going, so they come back to it.
 */
function checkAuthentication(
  session: GuardSession,
  route: RouteName | null,
  destination: string,
): GuardOutcome {
  if (route === null || ANONYMOUS_ROUTES.has(route) || session.signedIn) return { allow: true };
  const back = safeReturnPath(destination);
  const returnTo = back && back !== '/' ? back : undefined;
  return { allow: false, to: ROUTE_PATHS.Login, search: returnTo ? { redirect: returnTo } : {} };
}

/** Customer-only screens send an agent to AgentHome; agent-only screens send a customer to the dashboard. */
function checkAudience(session: GuardSession, route: RouteName | null): GuardOutcome {
  const audience: Audience = (route && ROUTE_AUDIENCE[route]) ?? 'any';
  if (audience === 'customer' && session.isAgent)
    return { allow: false, to: ROUTE_PATHS.AgentHome, search: {} };
  if (audience === 'agent' && session.signedIn && !session.isAgent)
    return { allow: false, to: ROUTE_PATHS.SecureHome, search: {} };
  return { allow: true };
}

/** Both checks, in order: signed in first, then the right audience. */
export function checkRoute(
  session: GuardSession,
  route: RouteName | null,
  destination: string,
): GuardOutcome {
  const signedIn = checkAuthentication(session, route, destination);
  return signedIn.allow ? checkAudience(session, route) : signedIn;
}
