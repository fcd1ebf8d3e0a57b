import type { Case } from '../../api/schemas/case.ts';
import type { CaseApproval } from '../caseRules.ts';
import { SPEC_TEXTS } from '../failureTexts.ts';

/** SPEC §4, §5 and §8's words for the agent's case actions. */
export const AGENT_MESSAGES = {
  released: 'Release was successful',
  bypassed: 'Approval was bypassed: the case is released to the customer.',
  bgaCommentSent: 'Your comment was sent to the agent.',
  makeSelection: 'Please make a selection',
  provideChange: 'Please provide your change',
  provideComment: 'Please provide your comment',
  changeSubmitted: SPEC_TEXTS.changeSubmitted,
  requestFailed: SPEC_TEXTS.requestFailed,
  confirmNotTaken: 'Are you sure you want to process this policy as Not Taken?',
  confirmRevertToPaper: 'Are you sure you want to process this policy as Revert to Paper?',
  confirmBypass: 'Are you sure you want to bypass approval?',
} as const;

/** What each confirmed action will do, said in its dialog before the agent confirms. */
export const AGENT_CONSEQUENCES = {
  notTaken:
    'The case will be closed as Not Taken: the customer can no longer review or accept it electronically, and this cannot be undone here.',
  revertToPaper:
    'The case will leave electronic delivery: a paper policy will be sent instead, and this cannot be undone here.',
  bypass:
    'Every approval still open on this case will be marked complete and the case will be released to the customer now, without the other approvers. No document review is asked for: bypassing approves nothing itself, it closes the other approvals. Release to Agent or Customer asks for every document reviewed, because it is your own approval of them.',
} as const;

/** The three options of the agent's change request (SPEC §5), in the product's words. */
export const AGENT_CHANGE_OPTIONS = {
  change: 'Change requested to policy',
  revertToPaper: 'Paper policy requested instead of electronic policy',
  notTaken: 'Customer does not want policy (process as Not Taken)',
} as const;
export type AgentChangeOption = keyof typeof AGENT_CHANGE_OPTIONS;

/**
 * SPEC §4 release message: 'Release to Customer' when every approval is complete, when a single one is
 * left, or when an Agent's is first; otherwise 'Release to {role}' of the next incomplete approval after
 * the releaser's own: whom the case goes to next (docs/decisions/026-agent-review-release.md).
 */
export function releaseMessage(
  approvals: readonly Pick<CaseApproval, 'partyId' | 'role' | 'isComplete'>[],
  releaserPartyIds: readonly string[],
): string {
  const open = approvals.filter((a) => !a.isComplete);
  if (open.length <= 1 || open[0]?.role === 'Agent') return 'Release to Customer';
  const own = open.findIndex((a) => releaserPartyIds.includes(a.partyId));
  const next = open[own + 1];
  return next ? `Release to ${next.role}` : 'Release to Customer';
}

/** Which actions an agent is offered is decided in machines/agentActions.ts, with the sandbox. */

/** SPEC §2 agent confirmation: the status text by display status. */
export function agentStatusText(friendlyStatus: string): string {
  return friendlyStatus === 'Waiting Agent Approval'
    ? 'This case was released to the agents to review and release to the customers.'
    : 'This case was released to the customers.';
}

/** 'What to expect next' on the agent confirmation: to the next agent, or to the customers. */
export function agentNextSteps(friendlyStatus: string, isAnnuity: boolean): string {
  const contract = isAnnuity ? 'contract' : 'policy';
  return friendlyStatus === 'Waiting Agent Approval'
    ? `The next agent on the ${contract} reviews the documents and releases the ${contract} to the customers. The customers are not contacted until then. You can follow the case's status from your Policy List.`
    : `Each customer on the ${contract} receives an e-mail to review the documents, then the owner pays and accepts the ${contract} electronically. You can follow the case's status from your Policy List.`;
}

/**
 * A document's line under 'Reviewed documents': reviewed by this agent, or, once the case has left the
 * agents, released to the customers (it is no longer waiting on any agent's review).
 */
export function reviewedDocumentNote(isReviewComplete: boolean, friendlyStatus: string): string {
  if (isReviewComplete) return 'reviewed';
  return friendlyStatus === 'Waiting Agent Approval' ? 'not reviewed by you' : 'released to the customers';
}

/** What the agent's case card shows: the agents' names, the insureds' (or annuitants') names and e-mails. */
export function agentCaseFacts(caseData: Pick<Case, 'parties'>) {
  const withRole = (...roles: string[]) =>
    caseData.parties.filter((p) => p.roles.some((r) => roles.includes(r)));
  const insured = withRole('Insured', 'Annuitant');
  return {
    agentNames: withRole('Agent')
      .map((p) => p.displayName)
      .join(', '),
    insuredNames: insured.map((p) => p.displayName).join(', '),
    insuredEmails: insured.flatMap((p) => (p.emailAddress ? [p.emailAddress] : [])).join(', '),
  };
}
