import type {
  CurrentReviewStatus,
  DocumentType,
  LifeCycleStatus,
  PartyRole,
  PaymentSourceType,
  PaymentStatus,
  ReviewStatus,
} from '../../src/api/schemas/enums.ts';
import type { Answer, FrequencyOption, PaymentRecord, Signature } from '../../src/api/schemas/index.ts';

/** How a case is kept in the database: one JSON document per case, plus indexed columns for search. */
export interface StoredParty {
  id: string;
  displayName: string;
  emailAddress: string | null;
  roles: PartyRole[];
  /** Set on Agent, Bga, SubBga and IMO parties: whose book of business the case is in. */
  agentNumber?: string;
  /** An agent's business telephone (decision 425). */
  phoneNumber?: string;
  taxId?: string;
  /** When the party consented to electronic records on this case (decision 212). */
  consentedAt?: string;
  /** Which wording of the consent they agreed to (CONSENT_DISCLOSURE_VERSION then). */
  consentDisclosure?: string;
  /** The accepting party's adopted signature (decision 220). */
  signature?: Signature;
}

/** One party's decision on one document. */
export interface StoredReview {
  currentReviewStatus: CurrentReviewStatus | null;
  acceptedOrDeclinedOn: string | null;
  isReviewComplete: boolean;
  answers?: Answer[];
  declinationNote?: string;
}

export interface StoredDocument {
  documentId: string;
  documentType: DocumentType;
  requiredReviewStatus: ReviewStatus[];
  isReviewRequired: boolean;
  pageCount: number;
  /** Each party reviews the documents for themselves, keyed by party id. */
  reviews: Record<string, StoredReview>;
}

interface StoredComment {
  commentId: string;
  commentorPartyId: string;
  commentType: string;
  createdDateTime: string;
  textDetails: string;
  /** The pages the commenter marked and attached (decision 285); the file is in marked_pages. */
  markedPages?: { documentId: string; pages: number[]; sha256: string };
}

interface StoredBankAccount {
  bankAccountType: 'Checking' | 'Savings';
  routingNumber: string;
  /** Only the last four digits are kept; the full number never reaches the database. */
  accountLast4: string;
  accountNumberHash: string;
  accountHolderName: string;
}

export interface StoredPayment {
  status: PaymentStatus;
  canChangePaymentFrequency: boolean;
  frequencyOptions: FrequencyOption[];
  availableSourcesForInitialPayment: PaymentSourceType[];
  availableSourcesForRecurringSetup: PaymentSourceType[];
  requiresRecurringSetup: boolean;
  bankAccount: StoredBankAccount | null;
  cards: { paymentSourceType: PaymentSourceType; description: string }[];
  paymentsOnRecord: PaymentRecord[];
  recurring: {
    isEnrolled: boolean;
    method: PaymentSourceType | null;
    enrolledOn: string | null;
    /** What the receipt names the enrolled method by (decision 077); absent on older stored cases. */
    description?: string | null;
  };
}

export interface StoredDeliveryConfirmation {
  partyId: string;
  confirmationKey: string;
  confirmedOn: string | null;
  registeredOn: string | null;
}

export interface StoredCase {
  caseId: string;
  policyNumber: string;
  plob: number | null;
  salesChannel: string;
  productType: 'Life' | 'Annuity';
  isAnnuity: boolean;
  lifeCycleStatus: LifeCycleStatus;
  groupNumber: string | null;
  companyCode: string;
  validFrom: string;
  lastUpdatedOn: string;
  parties: StoredParty[];
  acceptances: { partyId: string; isAssigned: boolean; isComplete: boolean; closedOn: string | null }[];
  approvals: {
    partyId: string;
    role: PartyRole;
    isAssigned: boolean;
    isComplete: boolean;
    closedOn: string | null;
  }[];
  deliveryConfirmations: StoredDeliveryConfirmation[];
  comments: StoredComment[];
  documents: StoredDocument[];
  deliveryMethod: { isDirectToInForce: boolean; deliveryOrder: string[] };
  payment: StoredPayment;
  reissue?: { requestedOn: string; newIssueDate: string | null };
  /**
   * The product's free-look days (decision 230): 10, or 30 for a replacement. Absent on cases stored
   * before it, which read it from their documents (src/domain/acceptance/freeLook.ts).
   */
  freeLookDays?: number;
}

export const AGENT_ROLES: readonly PartyRole[] = ['Agent', 'Bga', 'SubBga', 'IMO'];
export const CUSTOMER_ROLES: readonly PartyRole[] = ['Insured', 'Owner', 'Annuitant'];
