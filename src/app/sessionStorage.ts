/** Where SPEC §3 keeps the session token; the drawn dashboard reads it too (src/app/drawnWelcome.ts). */
export const SESSION_TOKEN_KEY = 'auth_token';

/** Where SPEC §3 keeps the case token; the drawn review reads it too (src/app/askEarlyScript.ts). */
export const CASE_TOKEN_KEY = 'case_authorization_token';

/** The session storage keys of SPEC §3, exactly. */
const STORAGE_KEYS = {
  source: 'source',
  authToken: SESSION_TOKEN_KEY,
  caseToken: CASE_TOKEN_KEY,
} as const;

const VCP_SOURCE = 'VCP';

/** Session storage may be missing or refuse writes (private modes, quotas); the session then lives in memory only. */
function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch (error) {
    console.warn('Session storage refused a write', error);
  }
}

export const sessionStore = {
  read: () => ({
    authToken: store()?.getItem(STORAGE_KEYS.authToken) ?? null,
    caseToken: store()?.getItem(STORAGE_KEYS.caseToken) ?? null,
    // SPEC §1: the visit came from VCP when `source` is 'VCP'; absence means false.
    fromVcp: store()?.getItem(STORAGE_KEYS.source) === VCP_SOURCE,
  }),
  writeTokens(authToken: string | null, caseToken: string | null) {
    write(STORAGE_KEYS.authToken, authToken);
    write(STORAGE_KEYS.caseToken, caseToken);
  },
  writeCaseToken: (token: string) => write(STORAGE_KEYS.caseToken, token),
  clear() {
    try {
      store()?.clear();
    } catch (error) {
      console.warn('Session storage could not be cleared', error);
    }
  },
  markSourceVcp: () => write(STORAGE_KEYS.source, VCP_SOURCE),
};
