import { fromPromise } from 'xstate';
import { documentCardMachine, type SubmitDocumentInput } from '../../machines/documentCard.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import type { DocumentActionResult, DocumentInfo } from '../../src/api/schemas/document.ts';

export function documentInfo(over: Partial<DocumentInfo> = {}): DocumentInfo {
  return {
    documentId: 'd1',
    caseId: '100001',
    documentType: 'Amendment',
    requiredReviewStatus: ['Accepted'],
    isReviewRequired: true,
    isReviewComplete: false,
    currentReviewStatus: null,
    acceptedOrDeclinedOn: null,
    ...over,
  };
}

/** Case 100001 as the review reads it: Olivia is Owner and Insured, waiting acceptance, both consented. */
export function reviewCase(over: Partial<Case> = {}): Case {
  return {
    caseId: '100001',
    policyNumber: 'L1000001',
    plob: null,
    salesChannel: '2',
    productType: 'Life',
    isAnnuity: false,
    lifeCycleStatus: 'WaitingAcceptance',
    friendlyStatus: 'Waiting Acceptance',
    status: 'WaitingAcceptance',
    groupNumber: null,
    lastUpdatedOn: '2026-01-02T10:00:00.000Z',
    partyId: 'p-olivia',
    parties: [
      {
        id: 'p-olivia',
        displayName: 'Olivia Owner',
        emailAddress: 'olivia@example.com',
        roles: ['Owner', 'Insured'],
        // Both consented to electronic records before the review (decision 212).
        consentedAt: '2026-01-01T09:00:00.000Z',
      },
      {
        id: 'p-ian',
        displayName: 'Ian Insured',
        emailAddress: 'ian@example.com',
        roles: ['Insured'],
        consentedAt: '2026-01-01T09:30:00.000Z',
      },
    ],
    acceptances: [
      { partyId: 'p-olivia', status: 'Incomplete', isComplete: false, isAssigned: true, closedOn: null },
      { partyId: 'p-ian', status: 'Incomplete', isComplete: false, isAssigned: true, closedOn: null },
    ],
    approvals: [],
    deliveryConfirmations: [],
    comments: [],
    documents: [
      documentInfo({ documentId: 'd1', documentType: 'SignedPolicy', requiredReviewStatus: ['Reviewed'] }),
      documentInfo({ documentId: 'd2', documentType: 'Amendment', requiredReviewStatus: ['Accepted'] }),
    ],
    deliveryMethod: { isDirectToInForce: false, deliveryOrder: ['ConsumerGeneral'] },
    ...over,
  };
}

/** An assigned approval of a case, open unless `isComplete`. */
export const approval = (partyId: string, role: 'Agent' | 'Bga' | 'SubBga', isComplete = false) => ({
  partyId,
  role,
  isAssigned: true,
  isComplete,
  closedOn: null,
});

/**
 * Case 100011 in approval as `partyId` sees it (SPEC §4): Bruno Buyer its Owner and Insured, Bea (Bga)
 * to release first, then Alex (Agent).
 */
export const approvalCase100011 = (partyId: string, over: Partial<Case> = {}): Case =>
  reviewCase({
    caseId: '100011',
    lifeCycleStatus: 'WaitingApproval',
    friendlyStatus: 'Waiting Agent Approval',
    status: 'Open',
    partyId,
    parties: [
      {
        id: 'p-own',
        displayName: 'Bruno Buyer',
        emailAddress: 'bruno@example.net',
        roles: ['Owner', 'Insured'],
      },
      { id: 'p-bea', displayName: 'Bea Bga', emailAddress: null, roles: ['Bga'] },
      { id: 'p-alex', displayName: 'Alex Agent', emailAddress: null, roles: ['Agent'] },
    ],
    approvals: [approval('p-bea', 'Bga'), approval('p-alex', 'Agent')],
    ...over,
  });

/** The review's document cards, for tests that never send a decision: a send fails. */
export const cardsThatSendNothing = documentCardMachine.provide({
  actors: {
    submitDocument: fromPromise<DocumentActionResult, SubmitDocumentInput>(async () => {
      throw new Error('not used');
    }),
  },
});
