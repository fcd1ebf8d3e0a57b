import type { Context } from 'hono';
import type { DashboardResponse } from '../../src/api/schemas/index.ts';
import { CASE_CLAIM_PREFIX } from '../../src/api/schemas/tokens.ts';
import { requireSession } from '../auth/callers.ts';
import { TooManyWaiting } from '../auth/passwordChecks.ts';
import { checkCredentials } from '../auth/passwords.ts';
import { callerOf, pairKey } from '../auth/throttle.ts';
import {
  AUTH_TIME_CLAIM,
  authTimeOf,
  type CaseClaimValue,
  ROLE_CODES,
  type SessionClaimSet,
} from '../auth/tokens.ts';
import type { SandboxContext } from '../context.ts';
import { badRequest, forbidden, tooManyAttempts, unauthorized } from '../http/errors.ts';
import type { StoredCase } from '../store/types.ts';
import { caseView } from '../views.ts';
import { type Handler, param } from './shared.ts';

interface UserRow {
  email: string;
  given_name: string;
  family_name: string;
  salt: string;
  password_hash: string;
}

interface AgentRow {
  agent_number: string;
  given_name: string;
  family_name: string;
  email: string;
}

export function customerClaims(user: Pick<UserRow, 'email' | 'given_name' | 'family_name'>): SessionClaimSet {
  return {
    UserType: 1,
    given_name: user.given_name,
    family_name: user.family_name,
    AgentNumbers: '',
    unique_name: user.email,
    AuthProviderId: 'epd-sandbox',
  };
}

export function findUser(ctx: SandboxContext, email: string): UserRow | undefined {
  return ctx.db.prepare('SELECT * FROM users WHERE email = ?').get(email.toLowerCase()) as
    | UserRow
    | undefined;
}

/** The customer's parties on the case: those carrying their e-mail. */
export function caseClaimFor(stored: StoredCase, email: string): CaseClaimValue | null {
  const parties = stored.parties.filter(
    (p) => !p.agentNumber && p.emailAddress?.toLowerCase() === email.toLowerCase(),
  );
  if (parties.length === 0) return null;
  return {
    Roles: [...new Set(parties.flatMap((p) => p.roles.map((r) => ROLE_CODES[r])))],
    UserPartyIds: parties.map((p) => p.id),
  };
}

function readBasic(c: Context): { email: string; password: string } {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1])
    throw unauthorized('Send the e-mail and password as Basic credentials in the Authorization header.');
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) throw badRequest('The Basic credentials must read e-mail:password.');
  return { email: decoded.slice(0, colon).trim(), password: decoded.slice(colon + 1) };
}

const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait 15 minutes before you try again.';
const AGENT_REFUSED = 'This agent number cannot sign in.';
const TOO_MANY_AT_ONCE = 'Too many sign-ins at once. Please try again in a moment.';

/** Seconds the caller must wait before trying this account again, 0 when it may try now. */
function secondsLocked(ctx: SandboxContext, account: string, caller: string): number {
  const { accountCaller, account: perAccount, loginCaller, signedIn } = ctx.throttles;
  return Math.max(
    accountCaller.secondsLocked(pairKey(account, caller)),
    loginCaller.secondsLocked(caller),
    // Guessed at from many places: closed to callers that never signed in to it, not to its owner.
    signedIn.has(account, caller) ? 0 : perAccount.secondsLocked(account),
  );
}

/**
 * Checks passwords side by side on the thread pool (ctx.passwordChecks), an unknown e-mail as much
 * work as a known one. The locks are looked at before the check and again after it: failures counted
 * while this one waited or ran may have locked it, and then its answer (right or wrong) is not given.
 */
export const login: Handler = async (c, ctx) => {
  const { email, password } = readBasic(c);
  const caller = callerOf(c);
  const account = email.toLowerCase();
  const throttles = ctx.throttles;
  const refuseIfLocked = () => {
    const locked = secondsLocked(ctx, account, caller);
    if (locked > 0) throw tooManyAttempts(TOO_MANY_LOGINS, locked);
  };
  refuseIfLocked();
  const found = findUser(ctx, email);
  const stored = found ? { salt: found.salt, hash: found.password_hash } : undefined;
  let matches: boolean | 'locked';
  try {
    // The account's own machine first, then strangers by how little they have been failing.
    const rank = () =>
      throttles.signedIn.has(account, caller) ? 0 : 1 + throttles.loginCaller.failures(caller);
    matches = await ctx.passwordChecks.run(rank, async () =>
      secondsLocked(ctx, account, caller) > 0 ? 'locked' : checkCredentials(password, stored),
    );
  } catch (error) {
    if (error instanceof TooManyWaiting) throw tooManyAttempts(TOO_MANY_AT_ONCE, 1);
    throw error;
  }
  refuseIfLocked();
  if (!found || matches !== true) {
    // Unknown e-mails are counted too: the answer must not tell them apart from known ones.
    throttles.accountCaller.fail(pairKey(account, caller));
    throttles.account.fail(account);
    throttles.loginCaller.fail(caller);
    throw unauthorized('The e-mail address or password is incorrect.');
  }
  throttles.accountCaller.succeed(pairKey(account, caller));
  throttles.signedIn.add(account, caller);
  return c.text(await ctx.tokens.sign({ ...customerClaims(found) }, found.email));
};

export const agentLogin: Handler = async (c, ctx) => {
  if (!ctx.settings.allowAgentLogin) throw forbidden('Agent login is not allowed on this server.');
  const agentNumber = param(c, 'agentNumber');
  if (!/^\d{1,10}$/.test(agentNumber)) throw badRequest('The agent number must be digits.', 'agentNumber');
  const caller = callerOf(c);
  const locked = ctx.throttles.loginCaller.secondsLocked(caller);
  if (locked > 0) throw tooManyAttempts(TOO_MANY_LOGINS, locked);
  const agent = ctx.db.prepare('SELECT * FROM agents WHERE agent_number = ?').get(agentNumber) as
    | AgentRow
    | undefined;
  // One answer for every number that cannot sign in, so numbers cannot be tried out one by one.
  if (!agent) {
    ctx.throttles.loginCaller.fail(caller);
    throw unauthorized(AGENT_REFUSED);
  }
  const claims: SessionClaimSet = {
    UserType: 2,
    given_name: agent.given_name,
    family_name: agent.family_name,
    AgentNumbers: agent.agent_number,
    unique_name: agent.email,
    AuthProviderId: 'epd-sandbox',
  };
  return c.text(await ctx.tokens.sign({ ...claims }, agent.email));
};

/** Where the hosted card form sends its frame back to, on the portal's origin. */
export const cardReturnUrl = (ctx: SandboxContext) => `${ctx.urls.portal}/epd/card-return.html`;

export const config: Handler = async (c, ctx) =>
  c.json({
    apiVersion: '1.0-sandbox',
    allowAgentLogin: ctx.settings.allowAgentLogin,
    allowMfaBypass: ctx.settings.allowMfaBypass,
    cardSessionReferralBase: cardReturnUrl(ctx),
  });

export const uiConfig: Handler = async (c, ctx) =>
  c.json({
    v2SsoEndpoint: `${ctx.urls.sandbox}/__external/sso`,
    appInsightsInstrumentationKey: null,
    telemetryEndpoint: `${ctx.urls.portal}/api/telemetry`,
    sessionRecordingOrgId: null,
    legacySystemUrl: `${ctx.urls.sandbox}/__external/legacy`,
    accountSiteRegisterUrl: `${ctx.urls.sandbox}/__external/account/register`,
    accountSiteLoginUrl: `${ctx.urls.sandbox}/__external/account/login`,
    publicSiteUrl: `${ctx.urls.sandbox}/__external/`,
    supportPhone: ctx.settings.supportPhone,
    sequencedReview: ctx.settings.sequencedReview,
    routerMode: ctx.settings.routerMode,
  });

/** The caller's cases and a case token with one Case-{id} claim per case. Agents get none. */
export const dashboard: Handler = async (c, ctx) => {
  const session = await requireSession(c, ctx);
  const email = String(session.unique_name ?? '');
  const cases = session.UserType === 1 && email ? ctx.cases.forEmail(email) : [];
  const claims: Record<string, CaseClaimValue> = {};
  const views = [];
  for (const stored of cases) {
    const claim = caseClaimFor(stored, email);
    if (!claim) continue;
    claims[`${CASE_CLAIM_PREFIX}${stored.caseId}`] = claim;
    views.push(
      caseView(stored, {
        kind: 'customer',
        partyIds: claim.UserPartyIds,
        roles: stored.parties.filter((p) => claim.UserPartyIds.includes(p.id)).flatMap((p) => p.roles),
        caseTokenPayload: null,
        session,
      }),
    );
  }
  const body: DashboardResponse = {
    // The case token lives no longer than the sign-in it comes from.
    agreementAuthToken: await ctx.tokens.sign(
      { ...claims, [AUTH_TIME_CLAIM]: authTimeOf(session) },
      email || undefined,
    ),
    cases: views,
  };
  return c.json(body);
};
