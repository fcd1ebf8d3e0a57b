/** SPEC §3's UserType of an agent: the drawn pages' scripts act for customers only. */
export const AGENT_USER_TYPE = 2;

/**
 * A token's payload as jwt-decode reads it (unverified: only the server can), or null when it is not a
 * JWT with an object for a payload. The drawn pages' inline scripts are handed it as an argument
 * (`inlineScript`): they run before any module has loaded, so it uses nothing outside itself.
 */
export function tokenPayload(token: string): Record<string, unknown> | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    let json = binary;
    try {
      json = new TextDecoder('utf-8', { fatal: true }).decode(
        Uint8Array.from(binary, (c) => c.charCodeAt(0)),
      );
    } catch {
      // jwt-decode reads a payload that is not UTF-8 as Latin-1, and so does this.
    }
    const claims = JSON.parse(json);
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims) ? claims : null;
  } catch {
    return null;
  }
}

/**
 * The claims of a customer's session token, read as sessionClaims.ts reads them, or null for a token the
 * screens would not take as a signed-in customer's: an agent's, an expired or unreadable one, one whose
 * names are not text. Handed to the inline scripts beside `tokenPayload`; it uses nothing outside itself.
 */
export function customerClaims(
  claims: Record<string, unknown> | null,
  agentType: number,
): Record<string, unknown> | null {
  if (!claims) return null;
  const type = claims.UserType;
  if (typeof type !== 'number' && !(typeof type === 'string' && /^\d+$/.test(type))) return null;
  if (Number(type) === agentType) return null;
  if (claims.exp !== undefined && (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()))
    return null;
  const texts = [
    'given_name',
    'firstName',
    'family_name',
    'lastName',
    'AgentNumbers',
    'unique_name',
    'AuthProviderId',
  ];
  if (texts.some((key) => claims[key] !== undefined && typeof claims[key] !== 'string')) return null;
  return claims;
}

/** JSON that cannot end the script element it is written into. */
const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * An inline script that calls `main` with `tokenPayload`, `customerClaims` and `args`: each function
 * travels as its source, each value as JSON. Its SHA-256 goes into the portal's script-src
 * (scripts/vite-screen-pages.ts, sandbox/http/securityHeaders.ts).
 */
export function inlineScript(main: (...args: never[]) => void, args: readonly unknown[]): string {
  const values = [tokenPayload.toString(), customerClaims.toString(), ...args.map(scriptSafe)];
  return `(${main.toString()})(${values.join(',')});`;
}
