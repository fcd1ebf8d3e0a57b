import { textCatalog } from '../i18n/message.ts';
import { DOCUMENT_MESSAGES } from './documents/documentTexts.ts';

/**
 * Why the case's life cycle refused a move (machines/caseLifecycle.ts): the sandbox answers with these
 * words, and a screen shows them as the failure's own message.
 */
export const CASE_REFUSALS = textCatalog('caseRefusals', {
  agentRelease: 'Only an agent can release a case.',
  agentChangeRequest: 'Only an agent can make an agent change request.',
  agentNotTaken: 'Only an agent can process a case as Not Taken.',
  agentRevertToPaper: 'Only an agent can revert a case to paper.',
  customerChangeRequest: 'Agents request changes with the agent change request.',
  customerDeclineSaveAge: 'Only a customer can decline the Save Age document.',
  isNextApprover: 'Only the next assigned approver can release this case.',
  notAllReviewedAgent: DOCUMENT_MESSAGES.notAllReviewedAgent,
  notAllReviewed: DOCUMENT_MESSAGES.notAllReviewed,
  canBypass: 'Only a Bga or SubBga can bypass approval.',
  isOwner: 'Only the owner can accept this policy.',
  hasOpenAcceptance: 'There is no open acceptance for you on this case.',
  paymentsComplete: 'Your payments must be complete before you accept the policy.',
  isLife: 'An annuity contract can not be reverted to paper.',
  holdsDelivery: 'There is no delivery confirmation for you on this case.',
  /** A move the status does not take at all, by move ({status} is the case's status name). */
  notInStatus: {
    'case.release': (status: string) => `A case that is ${status} can not be released.`,
    'case.bypassApproval': (status: string) =>
      `A case that is ${status} can not be released by bypassing approval.`,
    'case.accept': (status: string) => `A case that is ${status} can not be accepted.`,
    'case.confirmDelivery': (status: string) => `A case that is ${status} can not be confirmed as delivered.`,
    'case.changeRequest': (status: string) =>
      `A case that is ${status} can not be sent back with a change request.`,
    'case.agentChangeRequest': (status: string) =>
      `A case that is ${status} can not be sent back with an agent change request.`,
    'case.notTaken': (status: string) => `A case that is ${status} can not be processed as Not Taken.`,
    'case.revertToPaper': (status: string) => `A case that is ${status} can not be reverted to paper.`,
    'case.declineSaveAge': (status: string) => `A case that is ${status} can not be sent back for reissue.`,
  },
} as const);
