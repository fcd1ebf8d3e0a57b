import { configuredApiBase } from '../api/client.ts';
import { CALLS, fillPath } from '../api/contract.ts';
import { HEADER } from '../api/headers.ts';
import { CASE_ID_PATTERN } from '../api/schemas/common.ts';
import { CASE_CLAIM_PREFIX } from '../api/schemas/tokens.ts';
import type { TrackerPage } from '../domain/journey/journeySteps.ts';
import { ROUTE_PATHS } from '../domain/routeNames.ts';
import { ASKED_EARLY_FOR_MS, ASKED_EARLY_KEY, type AskedEarly } from './askedEarly.ts';
import { AGENT_USER_TYPE, type customerClaims, inlineScript, type tokenPayload } from './drawnClaims.ts';
import { CASE_TOKEN_KEY, SESSION_TOKEN_KEY } from './sessionStorage.ts';

/** Letters only, so that `fillPath` leaves it as it is for the script to replace. */
const CASE_ID_PLACEHOLDER = '__caseId__';
const REVIEW_TRACKER_PAGE: TrackerPage = 'doc-review';

/**
 * Asks for the review's case and its step tracker as the drawn page is read, with the customer's tokens
 * from session storage, so that the answers travel beside the scripts instead of after them (decision
 * 528). It runs inline, before any module has loaded, so everything comes as arguments. It asks only
 * where the screen would ask with these same tokens: a customer's session, and a case token that opens
 * this case (`caseTokenCovers`, or the screen first fetches another, decision 350). Anything else asks
 * for nothing, and the router and the screen decide, as before.
 */
function askEarly(
  payloadOf: typeof tokenPayload,
  claimsOf: typeof customerClaims,
  key: string,
  pagePattern: string,
  tokenKey: string,
  caseTokenKey: string,
  caseClaimPrefix: string,
  agent: number,
  headerNames: { authorization: string; authentication: string },
  apiBase: string,
  calls: { path: string; signed: boolean }[],
  placeholder: string,
  keepMs: number,
): void {
  try {
    const caseId = new RegExp(pagePattern).exec(location.pathname)?.[1];
    const session = sessionStorage.getItem(tokenKey);
    const caseToken = sessionStorage.getItem(caseTokenKey);
    if (!caseId || !session || !caseToken || !claimsOf(payloadOf(session), agent)) return;
    // As strict as the screen's reading of the case token (src/api/schemas/tokens.ts), or stricter.
    const caseClaims = payloadOf(caseToken);
    const exp = caseClaims?.exp;
    if (!caseClaims || (exp !== undefined && (typeof exp !== 'number' || exp * 1000 <= Date.now()))) return;
    const raw = caseClaims[caseClaimPrefix + caseId];
    const claim = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const digits = (role: unknown) =>
      typeof role === 'number' || (typeof role === 'string' && /^\d+$/.test(role));
    const opens =
      claim !== null &&
      typeof claim === 'object' &&
      Array.isArray(claim.Roles) &&
      claim.Roles.every(digits) &&
      Array.isArray(claim.UserPartyIds) &&
      claim.UserPartyIds.every((id: unknown) => typeof id === 'string');
    if (!opens) return;
    const authorization = `Bearer ${session}, Bearer ${caseToken}`;
    const authentication = `Bearer ${session}`;
    const headers = {
      [headerNames.authorization]: authorization,
      [headerNames.authentication]: authentication,
    };
    const base = new URL(apiBase, location.origin).href.replace(/\/?$/, '/');
    const at = Date.now();
    const asked: AskedEarly[] = calls.map(({ path, signed }) => {
      const url = new URL(path.replace(placeholder, encodeURIComponent(caseId)), base).href;
      const response = signed ? fetch(url, { headers }) : fetch(url);
      // A failure is the screen's to show, when its call takes the answer; one never taken is no one's.
      response.catch(() => {});
      return { url, authentication: signed ? authentication : '', at, response };
    });
    Reflect.set(window, key, asked);
    // An answer no call took is let go of, its body too: one left unread stays open in the browser.
    setTimeout(() => {
      Reflect.deleteProperty(window, key);
      for (const early of asked) early.response.then((answer) => answer.body?.cancel()).catch(() => {});
    }, keepMs);
  } catch {
    // Nothing asked: the screen asks for itself once loaded.
  }
}

/** The inline script the build writes into the drawn review page (src/app/prerenderScreens.tsx). */
export function askEarlyScript(): string {
  const caseId = CASE_ID_PATTERN.source.replace(/^\^/, '').replace(/\$$/, '');
  const pagePattern = `${ROUTE_PATHS.DocumentReview.replace('$caseId', `(${caseId})`)}/?$`;
  const calls = [
    { path: fillPath(CALLS.getCase.path, { caseId: CASE_ID_PLACEHOLDER }), signed: true },
    {
      path: fillPath(CALLS.tracker.path, { caseId: CASE_ID_PLACEHOLDER, currentPage: REVIEW_TRACKER_PAGE }),
      signed: true,
    },
    // The frame's own settings (its Contact Us link), which every screen asks for once it is drawn.
    { path: CALLS.uiConfig.path, signed: CALLS.uiConfig.auth !== 'none' },
  ];
  return inlineScript(askEarly, [
    ASKED_EARLY_KEY,
    pagePattern,
    SESSION_TOKEN_KEY,
    CASE_TOKEN_KEY,
    CASE_CLAIM_PREFIX,
    AGENT_USER_TYPE,
    { authorization: HEADER.authorization, authentication: HEADER.authentication },
    configuredApiBase(),
    calls,
    CASE_ID_PLACEHOLDER,
    ASKED_EARLY_FOR_MS,
  ]);
}
