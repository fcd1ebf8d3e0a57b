import { DASHBOARD_TEXTS } from '../domain/journey/dashboardTexts.ts';
import { SESSION_TOKEN_KEY } from './sessionStorage.ts';

/** The drawn dashboard's welcome line, empty and hidden until the inline script names the customer. */
export const DRAWN_WELCOME_ID = 'drawn-welcome';

/** SPEC §3's UserType of an agent: an agent has no welcome line on a customer's dashboard. */
const AGENT_USER_TYPE = 2;

/**
 * Names the customer in the drawn dashboard's welcome line, as the page is read and before the line is
 * ever painted (decision 525). It runs inline, before any module has loaded, so it uses nothing outside
 * itself: its words come as arguments. It reads the session token as sessionClaims.ts does, and draws
 * nothing for a token the screen would not name (an agent's, an expired or unreadable one): the
 * router then sends the visitor where the screen would, and the screen draws what it draws.
 *
 * It stands before the heading, not after the line: a script after the line waits for the stylesheets,
 * and the browser may paint the heading and the empty line in between. So it watches for the line and
 * fills it in the task the parser adds it in, before any frame can show it.
 */
function nameInWelcome(id: string, tokenKey: string, before: string, after: string, agent: number): void {
  try {
    const payload = (sessionStorage.getItem(tokenKey) ?? '').split('.')[1];
    if (!payload) return;
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
    const type = claims.UserType;
    if (typeof type !== 'number' && !(typeof type === 'string' && /^\d+$/.test(type))) return;
    if (Number(type) === agent) return;
    if (claims.exp !== undefined && (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()))
      return;
    const texts = [
      'given_name',
      'firstName',
      'family_name',
      'lastName',
      'AgentNumbers',
      'unique_name',
      'AuthProviderId',
    ];
    if (texts.some((key) => claims[key] !== undefined && typeof claims[key] !== 'string')) return;
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
    // Not a token this page can read: the screen draws its own line once it is loaded.
  }
}

/** JSON that cannot end the script element it is written into. */
const scriptSafe = (value: string | number) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The inline script the build writes after the welcome line (src/app/prerenderScreens.tsx). Its SHA-256
 * goes into the portal's script-src (scripts/vite-screen-pages.ts, sandbox/http/securityHeaders.ts).
 */
export function welcomeScript(): string {
  const [before = '', after = ''] = DASHBOARD_TEXTS.welcome('\u0000').split('\u0000');
  const args = [DRAWN_WELCOME_ID, SESSION_TOKEN_KEY, before, after, AGENT_USER_TYPE].map(scriptSafe);
  return `(${nameInWelcome.toString()})(${args.join(',')});`;
}
