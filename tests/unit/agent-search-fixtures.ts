import type { CaseSummary, SearchResponse } from '../../src/api/schemas/agent.ts';

/** Case n of a search's answer: a life policy waiting for the agent's approval. */
export const caseRow = (n: number, patch: Partial<CaseSummary> = {}): CaseSummary => ({
  caseId: String(100000 + n),
  policyNumber: `L${String(n).padStart(7, '0')}`,
  lifeCycleStatus: 'WaitingApproval',
  displayStatus: 'Waiting Agent Approval',
  insuredNames: [`Person ${n}`],
  insuredEmail: null,
  groupNumber: null,
  statusDate: '2026-01-01T00:00:00.000Z',
  isAnnuity: false,
  ...patch,
});

/** One page of a search's answer: `count` cases from case `from`, of `total` found. */
export const casePage = (count: number, from = 0, total = 100): SearchResponse => ({
  cases: Array.from({ length: count }, (_, i) => caseRow(from + i)),
  totalCount: total,
});
