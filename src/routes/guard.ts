import { safeReturnPath } from '../domain/routeNames.ts';

export interface GuardSession {
  signedIn: boolean;
  isAgent: boolean;
}

export type GuardOutcome =
  | { allow: true }
  | { allow: false; to: '/login'; search: { redirect?: string } }
  | { allow: false; to: '/agent-home' | '/secure-home'; search: Record<string, never> };

/**
 * The authentication check run before every navigation to a route that is not anonymous (SPEC §2).
 * Signed out: the navigation is cancelled and the visitor sent to Login with the place they were
 * going, so they come back to it after signing in.
 */
export function checkAuthentication(session: GuardSession, destination: string): GuardOutcome {
  if (session.signedIn) return { allow: true };
  const back = safeReturnPath(destination);
  const returnTo = back && back !== '/' ? back : undefined;
  return { allow: false, to: '/login', search: returnTo ? { redirect: returnTo } : {} };
}

/** Customer-only screens send an agent to AgentHome; agent-only screens send a customer to the dashboard. */
export function checkAudience(session: GuardSession, audience: 'customer' | 'agent' | 'any'): GuardOutcome {
  if (audience === 'customer' && session.isAgent) return { allow: false, to: '/agent-home', search: {} };
  if (audience === 'agent' && session.signedIn && !session.isAgent)
    return { allow: false, to: '/secure-home', search: {} };
  return { allow: true };
}
