import type { Case } from '../api/schemas/case.ts';
import { type CaseApproval, canBypass, hasOpenApproval } from './caseRules.ts';
import { allReviewed, viewerOf } from './documents.ts';

/** SPEC §4, §5 and §8's words for the agent's case actions. */
export const AGENT_MESSAGES = {
  released: 'Release was successful',
  bypassed: 'Approval was bypassed: the case is released to the customer.',
  bgaCommentSent: 'Your comment was sent to the agent.',
  makeSelection: 'Please make a selection',
  provideChange: 'Please provide your change',
  provideComment: 'Please provide your comment',
  changeSubmitted: 'Change Request successfully submitted',
  requestFailed: 'Request Could not be completed',
  confirmNotTaken: 'Are you sure you want to process this policy as Not Taken?',
  confirmRevertToPaper: 'Are you sure you want to process this policy as Revert to Paper?',
} as const;

/** The three options of the agent's change request (SPEC §5), in the product's words. */
export const AGENT_CHANGE_OPTIONS = {
  change: 'Change requested to policy',
  revertToPaper: 'Paper policy requested instead of electronic policy',
  notTaken: 'Customer does not want policy, process as Not Taken',
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

type AgentView = Pick<
  Case,
  'partyId' | 'parties' | 'approvals' | 'documents' | 'isAnnuity' | 'lifeCycleStatus' | 'status'
>;

/** The release button shows while the agent holds an assigned, incomplete approval (SPEC §4, §6). */
export const showsRelease = (caseData: AgentView) => hasOpenApproval(caseData, viewerOf(caseData, 'agent'));

/** ...and releases only once every document is reviewed. */
export const releaseReady = (caseData: AgentView) =>
  showsRelease(caseData) && allReviewed(caseData.documents);

/** Bga and SubBga may try bypassing the approvals while some are open (SPEC §4, §6). */
export const showsBypass = (caseData: AgentView) =>
  canBypass(caseData, viewerOf(caseData, 'agent')) && caseData.approvals.some((a) => !a.isComplete);

const isOpenCase = (caseData: Pick<Case, 'status'>) => caseData.status === 'Open';

/** The agent's change request card: while the case is open. */
export const showsAgentChange = (caseData: AgentView) => isOpenCase(caseData);

/** SPEC §4: Revert to Paper only for a life case not already reverted. */
export const offersRevertToPaper = (caseData: Pick<Case, 'isAnnuity' | 'lifeCycleStatus'>) =>
  !caseData.isAnnuity && caseData.lifeCycleStatus !== 'RevertedToPaper';

/** SPEC §6: a Bga or SubBga sends an optional comment to the agent while the case is open. */
export const offersBgaComment = (caseData: AgentView) =>
  isOpenCase(caseData) && canBypass(caseData, viewerOf(caseData, 'agent'));

/** SPEC §2 agent confirmation: the status text by display status. */
export function agentStatusText(friendlyStatus: string): string {
  return friendlyStatus === 'Waiting Agent Approval'
    ? 'This case was released to the agents to review and release to the customers.'
    : 'This case was released to the customers.';
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
