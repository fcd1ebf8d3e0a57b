import type { DocumentType, PartyRole, ReviewStatus } from '../../src/api/schemas/enums.ts';
import type { FrequencyOption } from '../../src/api/schemas/index.ts';
import { freeLookDaysFor } from '../../src/domain/acceptance/freeLook.ts';
import { CONSENT_DISCLOSURE_VERSION } from '../../src/domain/record/consentTexts.ts';
import type { StoredCase, StoredDocument, StoredParty, StoredPayment } from '../store/types.ts';
import { type DemoAgent, type DemoCustomer, fullName } from './people.ts';

/** Fixed dates keep the demo identical after every reset. */
const DEMO_NOW = '2026-11-01T15:00:00.000Z';

export function daysBefore(days: number, from = DEMO_NOW): string {
  return new Date(Date.parse(from) - days * 86_400_000).toISOString();
}

export function customerParty(
  caseId: string,
  tag: string,
  who: DemoCustomer,
  roles: PartyRole[],
): StoredParty {
  return {
    id: `P-${caseId}-${tag}`,
    displayName: fullName(who),
    emailAddress: who.email,
    roles,
    taxId: taxIdOf(who.email),
  };
}

export function agentParty(caseId: string, agent: DemoAgent, role: PartyRole): StoredParty {
  return {
    id: `P-${caseId}-${role.toUpperCase()}-${agent.agentNumber}`,
    displayName: fullName(agent),
    emailAddress: agent.email,
    roles: [role],
    agentNumber: agent.agentNumber,
    phoneNumber: agent.phone,
  };
}

function taxIdOf(seed: string): string {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000_000;
  return String(h).padStart(9, '0');
}

const REQUIRED: Record<DocumentType, ReviewStatus[]> = {
  SignedPolicy: ['Reviewed'],
  Amendment: ['Accepted'],
  SpecialAmendment: ['Accepted'],
  StatementOfHealth: ['Accepted'],
  ReplacementForm: ['Completed'],
  EdjDeliveryReceipt: ['Accepted'],
  SaveAge: ['Accepted'],
  IllustrationSignature: ['Reviewed'],
};

const DONE_STATUS: Record<ReviewStatus, 'Reviewed' | 'Accepted' | 'Completed'> = {
  Reviewed: 'Reviewed',
  Accepted: 'Accepted',
  Completed: 'Completed',
};

/** Documents of a case; `reviewedBy` lists parties that have already finished each one. */
/**
 * A case's documents, reviewed by `reviewedBy` on `reviewedOn`: a case accepted in the demo data is
 * reviewed before its acceptance, so its certificate never shows a review after it (decision 384).
 */
export function documents(
  caseId: string,
  types: { type: DocumentType; pages?: number }[],
  reviewedBy: string[] = [],
  reviewedOn: string = daysBefore(2),
): StoredDocument[] {
  return types.map(({ type, pages }, index) => {
    const required = REQUIRED[type];
    const done = DONE_STATUS[required[0] ?? 'Reviewed'];
    return {
      documentId: `D-${caseId}-${index + 1}`,
      documentType: type,
      requiredReviewStatus: required,
      isReviewRequired: true,
      pageCount: pages ?? (type === 'SignedPolicy' ? 12 : 2),
      reviews: Object.fromEntries(
        reviewedBy.map((partyId) => [
          partyId,
          {
            currentReviewStatus: done,
            acceptedOrDeclinedOn: done === 'Reviewed' ? null : reviewedOn,
            isReviewComplete: true,
          },
        ]),
      ),
    };
  });
}

/**
 * The first payment carries the one-time policy fee: the amount due now is never the recurring amount,
 * so a rule that reads one for the other shows on screen and in the sandbox's refusals.
 */
const POLICY_FEE = 25;

export type Frequency = 'Monthly' | 'Quarterly' | 'Annual';

const cents = (amount: number) => Math.round(amount * 100) / 100;

function frequencyOptions(monthly: number, current: Frequency = 'Monthly'): FrequencyOption[] {
  const recurring: Record<Frequency, number> = {
    Monthly: monthly,
    Quarterly: cents(monthly * 3 * 0.98),
    Annual: cents(monthly * 12 * 0.95),
  };
  return (Object.keys(recurring) as Frequency[]).map((frequency) => ({
    frequency,
    recurringAmount: recurring[frequency],
    initialAmountDue: cents(recurring[frequency] + POLICY_FEE),
    isCurrent: frequency === current,
  }));
}

export function paymentDue(monthly: number, current: Frequency = 'Monthly'): StoredPayment {
  return {
    status: 'InitialPaymentRequired',
    canChangePaymentFrequency: true,
    frequencyOptions: frequencyOptions(monthly, current),
    availableSourcesForInitialPayment: ['BankAccount', 'CreditCard', 'DebitCard'],
    availableSourcesForRecurringSetup: ['BankAccount'],
    requiresRecurringSetup: true,
    bankAccount: null,
    cards: [],
    paymentsOnRecord: [],
    recurring: { isEnrolled: false, method: null, enrolledOn: null },
  };
}

const DEMO_BANK_ACCOUNT = {
  bankAccountType: 'Checking',
  routingNumber: '021000021',
  accountLast4: '6789',
  accountNumberHash: 'demo',
  accountHolderName: 'Account Holder',
} as const;

/**
 * Paid: the first payment (with the policy fee) on record by `method` on `paidOn`, recurring billing
 * by bank from then. A card paid the first payment only (SPEC §5: a card is for the first payment when
 * recurring is involved). An accepted case was paid before its acceptance (SPEC §1: the owner pays,
 * then accepts; decision 411).
 */
export function paymentDone(
  caseId: string,
  monthly: number,
  method: 'BankAccount' | 'CreditCard' | 'DebitCard' = 'BankAccount',
  current: Frequency = 'Monthly',
  paidOn: string = daysBefore(5),
): StoredPayment {
  const due = paymentDue(monthly, current);
  const first = due.frequencyOptions.find((o) => o.isCurrent);
  return {
    ...due,
    status: 'Complete',
    bankAccount: { ...DEMO_BANK_ACCOUNT },
    cards:
      method === 'BankAccount'
        ? []
        : [{ paymentSourceType: method, description: 'Card ending in 1111 12/30' }],
    paymentsOnRecord: [
      {
        paymentId: `PAY-${caseId}-1`,
        confirmationNumber: `CNF${caseId}1`,
        paymentMethod: { paymentSourceType: method },
        timeStamp: paidOn,
        amount: first?.initialAmountDue ?? monthly,
      },
    ],
    recurring: { isEnrolled: true, method: 'BankAccount', enrolledOn: paidOn },
  };
}

/** No premium due in the portal (single premium paid with the application). */
export function paymentNone(): StoredPayment {
  return {
    ...paymentDue(0),
    status: 'Complete',
    frequencyOptions: [],
    canChangePaymentFrequency: false,
    requiresRecurringSetup: false,
  };
}

export interface CaseSeed {
  caseId: string;
  policyNumber: string;
  isAnnuity?: boolean;
  status: StoredCase['lifeCycleStatus'];
  parties: StoredParty[];
  documents: StoredDocument[];
  payment: StoredPayment;
  acceptances?: StoredCase['acceptances'];
  approvals?: StoredCase['approvals'];
  deliveryConfirmations?: StoredCase['deliveryConfirmations'];
  ageDays?: number;
  groupNumber?: string | null;
  deliveryOrder?: string[];
  /**
   * Whether the customers have consented to electronic records (decision 212): by default, once the
   * case has reached them; false for the demo case that tries the consent.
   */
  consented?: boolean;
}

/** Statuses before the case reaches its customers: nobody has been asked to consent yet. */
const NOT_YET_WITH_CUSTOMERS: readonly StoredCase['lifeCycleStatus'][] = [
  'Initialized',
  'WaitingApproval',
  'WaitingRelease',
];

function withConsent(seed: CaseSeed, at: string): StoredParty[] {
  const consented = seed.consented ?? !NOT_YET_WITH_CUSTOMERS.includes(seed.status);
  if (!consented) return seed.parties;
  return seed.parties.map((p) =>
    p.agentNumber === undefined
      ? { ...p, consentedAt: at, consentDisclosure: CONSENT_DISCLOSURE_VERSION }
      : p,
  );
}

export function makeCase(seed: CaseSeed): StoredCase {
  const age = seed.ageDays ?? 10;
  const owners = seed.parties.filter((p) => p.roles.includes('Owner'));
  return {
    caseId: seed.caseId,
    policyNumber: seed.policyNumber,
    plob: seed.isAnnuity ? 40 : 11,
    salesChannel: '2',
    productType: seed.isAnnuity ? 'Annuity' : 'Life',
    isAnnuity: seed.isAnnuity ?? false,
    lifeCycleStatus: seed.status,
    groupNumber: seed.groupNumber ?? null,
    companyCode: seed.isAnnuity ? 'EPA' : 'EPL',
    validFrom: daysBefore(age + 20),
    lastUpdatedOn: daysBefore(age),
    // A day after the case was sent out, before anything else happened on it.
    parties: withConsent(seed, daysBefore(age + 19)),
    acceptances:
      seed.acceptances ??
      owners.map((p) => ({ partyId: p.id, isAssigned: true, isComplete: false, closedOn: null })),
    approvals: seed.approvals ?? [],
    deliveryConfirmations: seed.deliveryConfirmations ?? [],
    comments: [],
    documents: seed.documents,
    deliveryMethod: { isDirectToInForce: false, deliveryOrder: seed.deliveryOrder ?? ['ConsumerGeneral'] },
    payment: seed.payment,
    freeLookDays: freeLookDaysFor(seed.documents.map((d) => d.documentType)),
  };
}
