import type { CallName } from '../src/api/contract.ts';
import type { PasswordChecks } from './auth/passwordChecks.ts';
import type { Throttles } from './auth/throttle.ts';
import type { TokenService } from './auth/tokens.ts';
import type { IssuedCardTokens } from './payments/card-provider/issued.ts';
import type { PdfCache } from './pdfCache.ts';
import type { SearchWorker } from './search/searchWorker.ts';
import type { CaseEvents } from './store/caseEvents.ts';
import type { CaseStore } from './store/cases.ts';
import type { Db } from './store/db.ts';
import type { DocumentFingerprints } from './store/fingerprints.ts';

/** Switched by testers through /__sandbox/faults; all off after a reset. */
export interface Faults {
  maintenance: boolean;
  documentsDown: boolean;
  paymentIssue: boolean;
  paymentCardError: boolean;
  latencyMs: number;
  failCalls: CallName[];
}

export interface Settings {
  allowAgentLogin: boolean;
  allowMfaBypass: boolean;
  /** UI config `routerMode`: false sends policy links to the single-sign-on target (decision 25). */
  routerMode: boolean;
  supportPhone: string;
  /** The sequenced review toggle, off as in SPEC's environment. */
  sequencedReview: boolean;
}

export const NO_FAULTS: Faults = {
  maintenance: false,
  documentsDown: false,
  paymentIssue: false,
  paymentCardError: false,
  latencyMs: 0,
  failCalls: [],
};

export const DEFAULT_SUPPORT_PHONE = '1-800-555-0142';

/** Everything a handler needs, made once per running sandbox. */
export interface SandboxContext {
  db: Db;
  cases: CaseStore;
  /** The book's searches, in a thread over a read-only connection of their own (decision 415). */
  search: SearchWorker;
  /** Each case's changes, hash-chained (decision 210). */
  events: CaseEvents;
  /** Each document's SHA-256 as first delivered (decision 211). */
  fingerprints: DocumentFingerprints;
  tokens: TokenService;
  /** The card provider's record of the tokens it issued, which a card payment is checked against. */
  cardProvider: Pick<IssuedCardTokens, 'lookup'>;
  /** The HMAC key bank account numbers (and payment bodies) are kept under; never sent anywhere. */
  accountKey: Uint8Array;
  /** Failed logins and delivery links, per account and per caller; cleared by a reset. */
  throttles: Throttles;
  /** Password checks, a few side by side, an account's own machine first (routes/auth.ts). */
  passwordChecks: PasswordChecks;
  pdfs: PdfCache;
  faults: Faults;
  settings: Settings;
  defaultSettings: Settings;
  /** Where browsers open the portal, where the sandbox itself answers, and the card provider's origin. */
  urls: { portal: string; sandbox: string; card: string };
  now: () => string;
  /** Set for one request: a body came with a call that takes none, so nothing may be changed. */
  strayBody?: boolean;
}
