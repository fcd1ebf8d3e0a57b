/**
 * The wire names of SPEC §7's headers, shared by the portal's client and the sandbox so both read
 * one definition. The session and case tokens travel as two bearer values of `Authorization`
 * (the way a client appends a header twice), plus the session token again as `Authentication`.
 */
export const HEADER = {
  authorization: 'Authorization',
  authentication: 'Authentication',
  setAuthorization: 'set-authorization',
  availability: 'x-epd-available',
  idempotencyKey: 'Idempotency-Key',
  acceptLanguage: 'Accept-Language',
} as const;

export const ACCEPT_LANGUAGES = ['en', 'fr', 'en-US', 'es', 'fr-FR'] as const;

export interface BearerTokens {
  session: string | null;
  caseToken: string | null;
}

export function authHeaders({ session, caseToken }: BearerTokens): Record<string, string> {
  const bearers = [session, caseToken].filter((t): t is string => Boolean(t)).map((t) => `Bearer ${t}`);
  const headers: Record<string, string> = {};
  if (bearers.length > 0) headers[HEADER.authorization] = bearers.join(', ');
  if (session) headers[HEADER.authentication] = `Bearer ${session}`;
  return headers;
}

/** Reads both tokens back. With one bearer value only, it is the session token. */
export function readBearerTokens(get: (name: string) => string | null | undefined): BearerTokens {
  const values = (get(HEADER.authorization) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^Bearer\s+\S+$/i.test(part))
    .map((part) => part.replace(/^Bearer\s+/i, ''));
  const authentication = (get(HEADER.authentication) ?? '').replace(/^Bearer\s+/i, '').trim() || null;
  return { session: authentication ?? values[0] ?? null, caseToken: values[1] ?? null };
}
