import { createHmac } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify } from 'jose';
import type { PartyRole } from '../../src/api/schemas/enums.ts';
import { CASE_CLAIM_PREFIX } from '../../src/api/schemas/tokens.ts';
import { deepFreeze } from '../deepFreeze.ts';

const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
/**
 * The most any token of a sign-in lives, counted from the sign-in (`auth_time`), however often it is
 * renewed: a case token slides with use but dies with the session it came from.
 */
const SIGN_IN_LIFETIME_SECONDS = 8 * 60 * 60;
/** An e-mail link's token is good for one day from when the e-mail is sent, and never slides. */
const LINK_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/**
 * How far a token's `auth_time` or `iat` may lie ahead of this clock: another server's clock a little
 * fast. Beyond it the token was not made by a sign-in that happened, and is refused as forged.
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 *   (tests/sandbox/security-data-files.test.ts).
 */
export const CLOCK_SKEW_SECONDS = 60;
/** The claim naming when the sign-in (or the e-mail link) a token comes from happened, in seconds. */
export const AUTH_TIME_CLAIM = 'auth_time';
/** The claim that marks an e-mail link's token and names the one case it opens. */
const LINK_CASE_CLAIM = 'LinkCaseId';
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

/** Verified tokens remembered at most; the oldest is forgotten first, so a flood cannot fill the memory. */
const MAX_VERIFIED_TOKENS = 10_000;

const JWT_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Signs and verifies the sandbox's JWTs (HS256, a secret per data dir). Verifying is jose's, with
 * all its checks; a token it accepted is remembered until it expires, so the same token on every
 * call of a session costs one HMAC, not one per call. Signing is a plain HMAC over the two parts:
 * WebCrypto's asynchronous HMAC cost more than the rest of a case read (decision 33).
 */
export class TokenService {
  /** Imported once: importing the raw secret on every call costs more than the HMAC itself. */
  private readonly key: Promise<CryptoKey>;
  private readonly secret: Buffer;
  private readonly verified = new Map<string, TokenPayload>();
  /** The last refresh of a verified (frozen, so unchanged) payload, and the second it was made in. */
  private readonly refreshed = new WeakMap<TokenPayload, { at: number; token: string }>();

  constructor(
    secret: Uint8Array,
    private readonly lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
  ) {
    this.secret = Buffer.from(secret);
    this.key = crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
  }

  /**
   * Signs claims for `lifetimeSeconds`, never past the sign-in's own end: `auth_time` in the claims
   * (a token renewed or derived from a sign-in) or now (a new sign-in).
   */
  async sign(claims: Record<string, unknown>, subject?: string, expiresAt?: number): Promise<string> {
    const iat = nowInSeconds();
    const authTime = typeof claims[AUTH_TIME_CLAIM] === 'number' ? (claims[AUTH_TIME_CLAIM] as number) : iat;
    const payload = {
      ...claims,
      iss: ISSUER,
      iat,
      [AUTH_TIME_CLAIM]: authTime,
      exp: expiresAt ?? Math.min(iat + this.lifetimeSeconds, authTime + SIGN_IN_LIFETIME_SECONDS),
      ...(subject ? { sub: subject } : {}),
    };
    const input = `${JWT_HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${input}.${createHmac('sha256', this.secret).update(input).digest('base64url')}`;
  }

  /** An e-mail link's token: the session claims and the one case's claim, for a day. */
  async signLink(
    session: SessionClaimSet,
    caseId: string,
    claim: CaseClaimValue,
    subject: string,
  ): Promise<string> {
    return this.sign(
      { ...session, [`${CASE_CLAIM_PREFIX}${caseId}`]: claim, [LINK_CASE_CLAIM]: caseId },
      subject,
      Math.floor(Date.now() / 1000) + LINK_TOKEN_LIFETIME_SECONDS,
    );
  }

  /**
   * The sliding case token: only the Case- claims are signed again, never session claims, with the
   * sign-in's time, so the slide ends where the sign-in does. A link's token keeps its own expiry, so
   * an e-mail link never outlives its day.
   */
  async refresh(payload: TokenPayload): Promise<string> {
    // Times are whole seconds: the same claims refreshed again within one give the very same token.
    const at = nowInSeconds();
    const kept = this.refreshed.get(payload);
    if (kept?.at === at) return kept.token;
    const claims: Record<string, unknown> = {
      ...Object.fromEntries(Object.entries(payload).filter(([key]) => key.startsWith(CASE_CLAIM_PREFIX))),
      [AUTH_TIME_CLAIM]: authTimeOf(payload),
    };
    const linkCase = linkCaseOf(payload);
    const token =
      linkCase === null
        ? await this.sign(claims, payload.sub)
        : await this.sign({ ...claims, [LINK_CASE_CLAIM]: linkCase }, payload.sub, payload.exp);
    if (Object.isFrozen(payload)) this.refreshed.set(payload, { at, token });
    return token;
  }

  async verify(token: string): Promise<Verified> {
    const known = this.verified.get(token);
    if (known) {
      // Checked again on every use, as jose checks it: the same string is good only until it expires.
      if (isCurrent(known)) return { ok: true, payload: known };
      this.verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    try {
      // A token without an expiry would be good forever, one without its issue time could not be aged:
      // both refused like a forged one.
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat'],
      });
      if (fromTheFuture(payload as TokenPayload)) return { ok: false, reason: 'invalid' };
      if (!isCurrent(payload as TokenPayload)) return { ok: false, reason: 'expired' };
      // Shared by every call that sends this token: frozen, so no handler can change what the next reads.
      const accepted = deepFreeze(payload as TokenPayload);
      // A not-before date would need checking on every use; the sandbox never signs one.
      if (accepted.nbf === undefined) this.remember(token, accepted);
      return { ok: true, payload: accepted };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  private remember(token: string, payload: TokenPayload): void {
    this.verified.set(token, payload);
    if (this.verified.size <= MAX_VERIFIED_TOKENS) return;
    const oldest = this.verified.keys().next().value;
    if (oldest !== undefined) this.verified.delete(oldest);
  }
}

/** When the sign-in (or e-mail link) behind a token happened: its `auth_time`, else its own issue time. */
export function authTimeOf(payload: TokenPayload): number {
  const authTime = payload[AUTH_TIME_CLAIM];
  return typeof authTime === 'number' ? authTime : (payload.iat ?? 0);
}

/** A sign-in or an issue time later than now (beyond the skew): its lifetime would start in the future. */
function fromTheFuture(payload: TokenPayload): boolean {
  const latest = nowInSeconds() + CLOCK_SKEW_SECONDS;
  return authTimeOf(payload) > latest || (payload.iat ?? 0) > latest;
}

/**
 * Before its own expiry and within its absolute lifetime: a day from an e-mail link, 8 hours from a
 * sign-in, however the expiry says otherwise (a token a renewal chain kept alive).
 */
function isCurrent(payload: TokenPayload): boolean {
  const now = nowInSeconds();
  const lifetime = linkCaseOf(payload) === null ? SIGN_IN_LIFETIME_SECONDS : LINK_TOKEN_LIFETIME_SECONDS;
  return (payload.exp ?? 0) > now && authTimeOf(payload) + lifetime > now;
}

/** The case an e-mail link's token opens, or null for any other token. */
export function linkCaseOf(payload: TokenPayload): string | null {
  const value = payload[LINK_CASE_CLAIM];
  return typeof value === 'string' ? value : null;
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
