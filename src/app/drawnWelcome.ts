import { DASHBOARD_TEXTS } from '../domain/journey/dashboardTexts.ts';
import { AGENT_USER_TYPE, type customerClaims, inlineScript, type tokenPayload } from './drawnClaims.ts';
import { SESSION_TOKEN_KEY } from './sessionStorage.ts';

/** The drawn dashboard's welcome line, empty and hidden until the inline script names the customer. */
export const DRAWN_WELCOME_ID = 'drawn-welcome';

/**
 * Names the customer in the drawn dashboard's welcome line, as the page is read and before the line is
 * ever painted (decision 525). It runs inline, before any module has loaded, so it uses nothing outside
 * itself: its words and the token readers come as arguments. It draws nothing for a token the screen
 * would not name (`customerClaims`): the router then sends the visitor where the screen would, and the
 * screen draws what it draws.
 *
 * It stands before the heading, not after the line: a script after the line waits for the stylesheets,
 * and the browser may paint the heading and the empty line in between. So it watches for the line and
 * fills it in the task the parser adds it in, before any frame can show it.
 */
function nameInWelcome(
  payloadOf: typeof tokenPayload,
  claimsOf: typeof customerClaims,
  id: string,
  tokenKey: string,
  before: string,
  after: string,
  agent: number,
): void {
  try {
    const claims = claimsOf(payloadOf(sessionStorage.getItem(tokenKey) ?? ''), agent);
    if (!claims) return;
    const name =
      [claims.given_name ?? claims.firstName, claims.family_name ?? claims.lastName]
        .filter(Boolean)
        .join(' ') || claims.unique_name;
    if (!name) return;
    const fill = () => {
      const lead = document.getElementById(id);
      if (!lead) return false;
      lead.textContent = before + name + after;
      lead.hidden = false;
      return true;
    };
    if (fill()) return;
    const watch = new MutationObserver(() => {
      if (fill()) watch.disconnect();
    });
    watch.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => watch.disconnect(), { once: true });
  } catch {
    // Not a page this script can read: the screen draws its own line once it is loaded.
  }
}

/** The inline script the build writes before the dashboard's heading (src/app/prerenderScreens.tsx). */
export function welcomeScript(): string {
  const [before = '', after = ''] = DASHBOARD_TEXTS.welcome('\u0000').split('\u0000');
  return inlineScript(nameInWelcome, [DRAWN_WELCOME_ID, SESSION_TOKEN_KEY, before, after, AGENT_USER_TYPE]);
}
