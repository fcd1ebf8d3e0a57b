import type { CaseEvent } from '../../sandbox/store/caseEvents.ts';

/**
 * What the tester's GET /__sandbox/cases/{id}/events answers (sandbox/routes/tester.ts). The chain is
 * ChainCheck's two shapes read as one, so a test can assert on either without narrowing.
 */
export interface EventLog {
  events: CaseEvent[];
  chain: { intact: boolean; lastHash?: string; events?: number; brokenAt?: number };
}
