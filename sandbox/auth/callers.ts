import type { Context } from 'hono';
import { HEADER, readBearerTokens } from '../../src/api/headers.ts';
import { canBypass, isOwner } from '../../src/domain/caseRules.ts';
import type { SandboxContext } from '../context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { actorOf } from '../lifecycle.ts';
import { AGENT_ROLES, CUSTOMER_ROLES, type StoredCase } from '../store/types.ts';
import type { CaseViewer } from './caseViewer.ts';
import { caseClaimsOf, linkCaseOf, type TokenPayload } from './tokens.ts';

interface CallerTokens {
  session: TokenPayload | null;
  caseToken: TokenPayload | null;
}

/** Verifies every bearer the request carries; one bad or expired token is a 401. */
async function readCallerTokens(c: Context, ctx: SandboxContext): Promise<CallerTokens> {
  const raw = readBearerTokens((name) => c.req.header(name));
  const values = [raw.session, raw.caseToken];
  if (!values[0] && !values[1]) throw unauthorized('Sign in to continue: this call needs a bearer token.');
  const verified = await Promise.all(values.map((t) => (t ? ctx.tokens.verify(t) : null)));
  const payloads: (TokenPayload | null)[] = [];
  for (const result of verified) {
    if (result === null) payloads.push(null);
    else if (result.ok) payloads.push(result.payload);
    else
      throw unauthorized(
        result.reason === 'expired'
          ? 'Your session has expired. Please sign in again.'
          : 'The bearer token is not valid. Please sign in again.',
      );
  }
  return { session: payloads[0] ?? null, caseToken: payloads[1] ?? null };
}

/**
 * The session claims: from the session token, or from a link token sent as the only bearer. Only a
 * login's session counts for calls beyond a case: an e-mail link's token opens its one case.
 */
function sessionOf(tokens: CallerTokens, withLink = true): TokenPayload | null {
  for (const payload of [tokens.session, tokens.caseToken]) {
    if (!payload || (payload.UserType !== 1 && payload.UserType !== 2)) continue;
    if (withLink || linkCaseOf(payload) === null) return payload;
  }
  return null;
}

export async function requireSession(c: Context, ctx: SandboxContext): Promise<TokenPayload> {
  const tokens = await readCallerTokens(c, ctx);
  const session = sessionOf(tokens, false);
  if (session) return session;
  const link = sessionOf(tokens);
  if (link)
    throw forbidden(
      `This link opens case ${linkCaseOf(link) ?? ''} only. Please log in to see your other policies.`,
    );
  throw unauthorized('The session token is missing its user claims. Please sign in again.');
}

export function agentNumbersOf(session: TokenPayload): string[] {
  return String(session.AgentNumbers ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
}

export async function requireAgent(c: Context, ctx: SandboxContext): Promise<TokenPayload> {
  const session = await requireSession(c, ctx);
  if (session.UserType !== 2 || agentNumbersOf(session).length === 0)
    throw forbidden('This call is for agents only.');
  return session;
}

/** The agent's own parties on the case (Agent, Bga, SubBga, IMO with one of their agent numbers). */
export function agentViewer(session: TokenPayload, stored: StoredCase): CaseViewer {
  const numbers = agentNumbersOf(session);
  const parties = stored.parties.filter(
    (p) => p.agentNumber && numbers.includes(p.agentNumber) && p.roles.some((r) => AGENT_ROLES.includes(r)),
  );
  if (parties.length === 0) throw forbidden(`Case ${stored.caseId} is not in your book of business.`);
  return {
    kind: 'agent',
    partyIds: parties.map((p) => p.id),
    roles: [...new Set(parties.flatMap((p) => p.roles))],
    caseTokenPayload: null,
    session,
  };
}

/**
 * A case-authenticated call: a Case-{id} claim in either bearer (customer), or an agent's session
 * whose agent number is on the case. Anything else is refused.
 */
export async function resolveCaseViewer(
  c: Context,
  ctx: SandboxContext,
  stored: StoredCase,
): Promise<CaseViewer> {
  const tokens = await readCallerTokens(c, ctx);
  for (const payload of [tokens.caseToken, tokens.session]) {
    if (!payload) continue;
    const link = linkCaseOf(payload);
    if (link !== null && link !== stored.caseId) continue;
    const claim = caseClaimsOf(payload).get(stored.caseId);
    if (!claim) continue;
    const parties = stored.parties.filter(
      (p) => claim.UserPartyIds.includes(p.id) && p.roles.some((r) => CUSTOMER_ROLES.includes(r)),
    );
    if (parties.length === 0) throw forbidden(`You are not a party on case ${stored.caseId}.`);
    return {
      kind: 'customer',
      partyIds: parties.map((p) => p.id),
      roles: [...new Set(parties.flatMap((p) => p.roles))],
      caseTokenPayload: payload,
      session: sessionOf(tokens),
    };
  }
  const session = sessionOf(tokens);
  if (session?.UserType === 2) return agentViewer(session, stored);
  throw forbidden(`You do not have access to case ${stored.caseId}.`);
}

/** Sliding expiry: every case-authenticated answer carries a freshly signed case token. */
export async function rotateCaseToken(c: Context, ctx: SandboxContext, viewer: CaseViewer): Promise<void> {
  if (viewer.caseTokenPayload)
    c.header(HEADER.setAuthorization, await ctx.tokens.refresh(viewer.caseTokenPayload));
}

/** SPEC §6 through the portal's own rules (src/domain/caseRules): the Owner continues, pays and accepts. */
export function requireOwner(viewer: CaseViewer, what: string): void {
  if (!isOwner(null, actorOf(viewer))) throw forbidden(`Only the policy owner can ${what}.`);
}

/** SPEC §6: bypassing approval and the comment to the agent are a Bga's or SubBga's. */
export function requireBga(viewer: CaseViewer, what: string): void {
  if (!canBypass(null, actorOf(viewer))) throw forbidden(`Only a Bga or SubBga can ${what}.`);
}
