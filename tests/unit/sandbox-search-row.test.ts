import { describe, expect, it } from 'vitest';
import { demoCases } from '../../sandbox/demo/cases.ts';
import { caseSummary } from '../../sandbox/views.ts';

/**
 * The row the agent's search lists for a case (SPEC §2 AgentHome: status, insured/annuitant names, status
 * date), made without a running sandbox: the sandbox writes it with every case it saves, the demo data's at
 * its start, so a broken row stops every sandbox suite before its first test (docs/mutation.md).
 */
describe("the agent's search row of a case", () => {
  const demo = (caseId: string) => {
    const found = demoCases().find((c) => c.caseId === caseId);
    if (!found) throw new Error(`no demo case ${caseId}`);
    return found;
  };

  it("names the insured of 100005 (not its owner or agent) with the insured's e-mail and the status in words", () => {
    expect(caseSummary(demo('100005'))).toMatchObject({
      caseId: '100005',
      policyNumber: 'L1000005',
      lifeCycleStatus: 'WaitingAcceptance',
      displayStatus: 'Waiting Acceptance',
      insuredNames: ['Ian Insured'],
      insuredEmail: 'ian.insured@example.com',
      isAnnuity: false,
    });
  });
});
