import { HEADER } from '../api/headers.ts';

/**
 * Where the drawn review page's inline script leaves the answers it asked for as the page was read
 * (decision 528, src/app/askEarlyScript.ts).
 */
export const ASKED_EARLY_KEY = '__epdAskedEarly';

/** How long an answer asked for as the page was read waits for its call; the script drops it then. */
export const ASKED_EARLY_FOR_MS = 10_000;

/** One call the drawn page made before any module had loaded. */
export interface AskedEarly {
  url: string;
  /**
   * The session token it was asked with (the call's Authentication header). Not the case token: every
   * case answer carries a fresh one (sandbox/auth/callers.ts), so the screen's next call sends another.
   */
  authentication: string;
  at: number;
  response: Promise<Response>;
}

/**
 * The API client's fetch (src/app/session.ts). A GET the drawn page already made, to the same address
 * in the same session and less than ASKED_EARLY_FOR_MS ago, takes that answer, once; ky then reads it
 * as it reads any answer (its hooks, the schema, a refusal). Anything else goes to the network.
 */
export function fetchOrTakeEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return takeEarly(input) ?? globalThis.fetch(input, init);
}

function takeEarly(input: RequestInfo | URL): Promise<Response> | null {
  if (!(input instanceof Request) || input.method !== 'GET') return null;
  const asked: unknown = Reflect.get(globalThis, ASKED_EARLY_KEY);
  if (!Array.isArray(asked)) return null;
  const authentication = input.headers.get(HEADER.authentication) ?? '';
  const index = asked.findIndex(
    (early: AskedEarly) => early.url === input.url && early.authentication === authentication,
  );
  if (index < 0) return null;
  const [early] = asked.splice(index, 1) as AskedEarly[];
  return early && Date.now() - early.at < ASKED_EARLY_FOR_MS ? early.response : null;
}
