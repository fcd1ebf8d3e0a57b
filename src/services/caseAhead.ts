import type { Api } from '../api/index.ts';
import type { Case } from '../api/schemas/case.ts';
import type { ViewerRole } from '../domain/documents/documents.ts';
import { loadCaseFor } from './loadCase.ts';

/**
 * How long an answer asked for ahead waits for its screen: a screen that comes later asks anew.
 * @internal the bound tests/unit/case-ahead.test.ts holds the rule to, read from its one source.
 */
export const AHEAD_FOR_MS = 10_000;

interface AskedAhead {
  caseId: string;
  role: ViewerRole;
  at: number;
  answer: Promise<Case>;
}

/** The one case asked for ahead and not yet taken. */
let asked: AskedAhead | null = null;

/**
 * Asks for a case as its screen's route loads, beside the screen's code, instead of once that code has
 * run, drawn and started the screen's machine (decision 526). The machine takes the answer with
 * `caseAskedAhead`. Nothing aborts it: a screen that never takes it drops it.
 */
export function askCaseAhead(api: Api, caseId: string, role: ViewerRole, now = Date.now()): void {
  const answer = loadCaseFor(api, caseId, role, new AbortController().signal);
  // A failure is the screen's to show, when it takes the answer; one never taken is no one's.
  answer.catch(() => {});
  asked = { caseId, role, at: now, answer };
}

/**
 * The case for a screen's machine: the answer asked for ahead, once, when it is for this case and role
 * and was asked for less than AHEAD_FOR_MS ago; otherwise the case asked for now. A reload asks anew.
 */
export function caseAskedAhead(
  api: Api,
  caseId: string,
  role: ViewerRole,
  signal: AbortSignal,
  now = Date.now(),
): Promise<Case> {
  const ahead = asked;
  asked = null;
  if (ahead?.caseId === caseId && ahead.role === role && now - ahead.at < AHEAD_FOR_MS) return ahead.answer;
  return loadCaseFor(api, caseId, role, signal);
}
