import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { PartyRole } from '../../src/api/schemas/enums.ts';
import { CASE_CLAIM_PREFIX } from '../../src/api/schemas/tokens.ts';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
const ISSUER = 'epd-sandbox';

/** Numeric role codes carried in a Case-{id} claim's Roles (docs/api.md). 3, the Owner, may pay and accept. */
export const ROLE_CODES: Record<PartyRole, number> = {
  Insured: 1,
  Annuitant: 2,
  Owner: 3,
  Agent: 4,
  Bga: 5,
  SubBga: 6,
  IMO: 7,
};

export interface SessionClaimSet {
  UserType: 1 | 2;
  given_name: string;
  family_name: string;
  AgentNumbers: string;
  unique_name: string;
  AuthProviderId: string;
}

export interface CaseClaimValue {
  Roles: number[];
  UserPartyIds: string[];
}

export type TokenPayload = JWTPayload & Partial<SessionClaimSet> & Record<string, unknown>;

export type Verified = { ok: true; payload: TokenPayload } | { ok: false; reason: 'expired' | 'invalid' };

/** Signs and verifies the sandbox's JWTs (HS256, a secret per data dir). */
export class TokenService {
  /** Imported once: importing the raw secret on every call costs more than the HMAC itself. */
  private readonly key: Promise<CryptoKey>;

  constructor(
    secret: Uint8Array,
    private readonly lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: Record<string, unknown>, subject?: string): Promise<string> {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.lifetimeSeconds);
    if (subject) jwt.setSubject(subject);
    return jwt.sign(await this.key);
  }

  /** Signs the same claims again with a fresh expiry (the sliding case token). */
  async refresh(payload: TokenPayload): Promise<string> {
    const { iat: _iat, exp: _exp, iss: _iss, nbf: _nbf, sub, ...claims } = payload;
    return this.sign(claims, sub);
  }

  async verify(token: string): Promise<Verified> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      return { ok: true, payload: payload as TokenPayload };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}

export function caseClaimsOf(payload: TokenPayload): Map<string, CaseClaimValue> {
  const claims = new Map<string, CaseClaimValue>();
  for (const [key, value] of Object.entries(payload)) {
    if (!key.startsWith(CASE_CLAIM_PREFIX)) continue;
    const raw = typeof value === 'string' ? safeJson(value) : value;
    if (isCaseClaim(raw)) claims.set(key.slice(CASE_CLAIM_PREFIX.length), raw);
  }
  return claims;
}

function isCaseClaim(value: unknown): value is CaseClaimValue {
  if (typeof value !== 'object' || value === null) return false;
  const claim = value as Record<string, unknown>;
  return Array.isArray(claim.Roles) && Array.isArray(claim.UserPartyIds);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
