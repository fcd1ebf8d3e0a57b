import type { Case, CaseSummary, DocumentInfo, PaymentInfo } from '../src/api/schemas/index.ts';
import { displayStatus } from '../src/domain/agent/agentSearch.ts';
import { isOpenStatus } from '../src/domain/caseRules.ts';
import type { CaseViewer } from './auth/caseViewer.ts';
import type { StoredCase, StoredDocument, StoredReview } from './store/types.ts';

const NOT_STARTED: StoredReview = {
  currentReviewStatus: null,
  acceptedOrDeclinedOn: null,
  isReviewComplete: false,
};

/** 'WaitingAcceptance' → 'Waiting Acceptance'; WaitingApproval reads as SPEC's 'Waiting Agent Approval'. */
function friendlyStatus(status: StoredCase['lifeCycleStatus']): string {
  return displayStatus(status);
}

/** The viewer's own party: with several, the second is preferred (SPEC §3). */
export function viewerPartyId(viewer: CaseViewer): string | null {
  return viewer.partyIds[1] ?? viewer.partyIds[0] ?? null;
}

export function reviewOf(doc: StoredDocument, partyIds: string[]): StoredReview {
  for (const id of partyIds) {
    const review = doc.reviews[id];
    if (review) return review;
  }
  return NOT_STARTED;
}

export function documentInfo(stored: StoredCase, doc: StoredDocument, partyIds: string[]): DocumentInfo {
  const review = reviewOf(doc, partyIds);
  return {
    documentId: doc.documentId,
    caseId: stored.caseId,
    documentType: doc.documentType,
    requiredReviewStatus: doc.requiredReviewStatus,
    isReviewRequired: doc.isReviewRequired,
    isReviewComplete: review.isReviewComplete,
    currentReviewStatus: review.currentReviewStatus,
    acceptedOrDeclinedOn: review.acceptedOrDeclinedOn,
    pageCount: doc.pageCount,
  };
}

export function caseView(stored: StoredCase, viewer: CaseViewer): Case {
  const comments =
    viewer.kind === 'agent'
      ? stored.comments
      : stored.comments.filter((c) => viewer.partyIds.includes(c.commentorPartyId));
  return {
    caseId: stored.caseId,
    policyNumber: stored.policyNumber,
    plob: stored.plob,
    salesChannel: stored.salesChannel,
    productType: stored.productType,
    isAnnuity: stored.isAnnuity,
    lifeCycleStatus: stored.lifeCycleStatus,
    friendlyStatus: friendlyStatus(stored.lifeCycleStatus),
    status: isOpenStatus(stored.lifeCycleStatus) ? 'Open' : 'Closed',
    groupNumber: stored.groupNumber,
    lastUpdatedOn: stored.lastUpdatedOn,
    partyId: viewerPartyId(viewer),
    parties: stored.parties.map(
      ({ id, displayName, emailAddress, roles, consentedAt, signature, phoneNumber }) => ({
        id,
        displayName,
        emailAddress,
        roles,
        ...(consentedAt === undefined ? {} : { consentedAt }),
        ...(signature ? { signature } : {}),
        // An agent's business line: how a customer who wants paper reaches them (decision 425).
        ...(phoneNumber ? { phoneNumber } : {}),
      }),
    ),
    acceptances: stored.acceptances.map((a) => ({ ...a, status: a.isComplete ? 'Complete' : 'Incomplete' })),
    approvals: stored.approvals,
    // The key is the secret of the e-mail link: only the party it belongs to (and agents) see it.
    deliveryConfirmations: stored.deliveryConfirmations
      .filter((d) => viewer.kind === 'agent' || viewer.partyIds.includes(d.partyId))
      .map(({ partyId, confirmationKey, confirmedOn }) => ({ partyId, confirmationKey, confirmedOn })),
    comments,
    documents: stored.documents.map((d) => documentInfo(stored, d, viewer.partyIds)),
    deliveryMethod: stored.deliveryMethod,
  };
}

export function caseSummary(stored: StoredCase): CaseSummary {
  const insured = stored.parties.filter((p) => p.roles.includes('Insured') || p.roles.includes('Annuitant'));
  return {
    caseId: stored.caseId,
    policyNumber: stored.policyNumber,
    lifeCycleStatus: stored.lifeCycleStatus,
    displayStatus: friendlyStatus(stored.lifeCycleStatus),
    insuredNames: insured.map((p) => p.displayName),
    insuredEmail: insured[0]?.emailAddress ?? null,
    groupNumber: stored.groupNumber,
    statusDate: stored.lastUpdatedOn,
    isAnnuity: stored.isAnnuity,
  };
}

/** 'Checking Account ending in 6789' (SPEC §3's words), for the one bank account on file. */
export function bankDescription(stored: StoredCase): string | undefined {
  const bank = stored.payment.bankAccount;
  return bank ? `${bank.bankAccountType} Account ending in ${bank.accountLast4}` : undefined;
}

export function paymentInfo(stored: StoredCase): PaymentInfo {
  const p = stored.payment;
  const current = p.frequencyOptions.find((o) => o.isCurrent);
  const methods = [
    ...(p.bankAccount
      ? [
          {
            paymentSourceType: 'BankAccount' as const,
            description: bankDescription(stored) ?? '',
            hasAllInfoNeeded: true,
          },
        ]
      : []),
    ...p.cards.map((card) => ({ ...card, hasAllInfoNeeded: true })),
  ];
  return {
    paymentStatus: p.status,
    initialAmountDue: p.status === 'InitialPaymentRequired' ? (current?.initialAmountDue ?? null) : 0,
    canChangePaymentFrequency: p.canChangePaymentFrequency,
    paymentFrequencyOptions: p.frequencyOptions,
    paymentMethods: methods,
    availableSourcesForInitialPayment: p.availableSourcesForInitialPayment,
    availableSourcesForRecurringSetup: p.availableSourcesForRecurringSetup,
    paymentsOnRecord: p.paymentsOnRecord,
    recurringEnrollmentDetails: {
      isEnrolledInRecurring: p.recurring.isEnrolled,
      enrolledPaymentMethod: p.recurring.method
        ? {
            paymentSourceType: p.recurring.method,
            ...(p.recurring.description ? { description: p.recurring.description } : {}),
          }
        : null,
      enrolledOn: p.recurring.enrolledOn,
      requiresRecurringSetup: p.requiresRecurringSetup && !p.recurring.isEnrolled,
    },
  };
}
