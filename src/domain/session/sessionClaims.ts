import { jwtDecode } from 'jwt-decode';
import * as v from 'valibot';
import { CaseTokenClaims, SessionClaims } from '../../api/schemas/tokens.ts';
import type { ViewerRole } from '../documents/documents.ts';

/** What the portal needs to know about a signed-in person, read from the session token (SPEC §3). */
export interface SessionIdentity {
  isAgent: boolean;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  agentNumbers: string[];
  expiresAt: number | null;
}

export type TokenReading =
  | { ok: true; identity: SessionIdentity }
  | { ok: false; reason: 'malformed' | 'expired' | 'foreign' };

/**
 * Decodes (does not verify: only the server can) a session token. A token that is not a JWT is
 * malformed; one without the claims of SPEC §3 is foreign; one past its `exp` is expired.
 */
export function readSessionToken(token: string, nowMs: number): TokenReading {
  let payload: unknown;
  try {
    payload = jwtDecode(token);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = v.safeParse(SessionClaims, payload);
  if (!parsed.success) return { ok: false, reason: 'foreign' };
  const claims = parsed.output;
  if (claims.exp !== undefined && claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    identity: {
      isAgent: claims.UserType === 2,
      firstName: claims.given_name ?? claims.firstName ?? null,
      lastName: claims.family_name ?? claims.lastName ?? null,
      username: claims.unique_name ?? null,
      agentNumbers: (claims.AgentNumbers ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
      expiresAt: claims.exp !== undefined ? claims.exp * 1000 : null,
    },
  };
}

/**
 * The caller's party id on a case, from the case token's `Case-{id}` claim. With several ids the
 * second is preferred (SPEC §3). Null when the token is missing, unreadable or has no such case.
 */
export function partyIdForCase(caseToken: string | null, caseId: string): string | null {
  if (!caseToken) return null;
  let payload: unknown;
  try {
    payload = jwtDecode(caseToken);
  } catch {
    return null;
  }
  const parsed = v.safeParse(CaseTokenClaims, payload);
  if (!parsed.success) return null;
  const ids = parsed.output.cases[caseId]?.UserPartyIds ?? [];
  return ids[1] ?? ids[0] ?? null;
}

/**
 * Does the case token open this case: a `Case-{id}` claim for it, not past its `exp`? Signed in without
 * one (a bookmark opened before the dashboard ever loaded), a customer's case screen asks for it first.
 */
export function caseTokenCovers(caseToken: string | null, caseId: string, nowMs: number): boolean {
  if (!caseToken) return false;
  let payload: unknown;
  try {
    payload = jwtDecode(caseToken);
  } catch {
    return false;
  }
  const parsed = v.safeParse(CaseTokenClaims, payload);
  if (!parsed.success || !parsed.output.cases[caseId]) return false;
  const { exp } = parsed.output;
  return exp === undefined || exp * 1000 > nowMs;
}

/** How the signed-in person reads a case: as an agent, or as a customer on it (SPEC §6). */
export function viewerRole(identity: SessionIdentity | null): ViewerRole {
  return identity?.isAgent === true ? 'agent' : 'customer';
}

export function displayName(identity: SessionIdentity | null): string | null {
  if (!identity) return null;
  const name = [identity.firstName, identity.lastName].filter(Boolean).join(' ');
  return name || identity.username;
}
