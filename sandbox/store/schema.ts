import * as v from 'valibot';
import { Answer } from '../../src/api/schemas/document.ts';
import {
  CaseId,
  CurrentReviewStatus,
  DocumentType,
  FrequencyOption,
  Id,
  IsoDateTime,
  LifeCycleStatus,
  MarkedPagesInfo,
  PartyRole,
  PaymentRecord,
  PaymentSourceType,
  PaymentStatus,
  ReviewStatus,
  Signature,
} from '../../src/api/schemas/index.ts';
import type { StoredCase } from './types.ts';

/** A stored case as a tester may write it through PUT /__sandbox/cases/{id}: the shape of store/types.ts. */
const StoredParty = v.object({
  id: Id,
  displayName: v.string(),
  emailAddress: v.nullable(v.pipe(v.string(), v.email())),
  roles: v.pipe(v.array(PartyRole), v.minLength(1)),
  agentNumber: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/))),
  phoneNumber: v.optional(v.pipe(v.string(), v.regex(/^[0-9+()\-. ]{7,20}$/))),
  taxId: v.optional(v.string()),
  consentedAt: v.optional(IsoDateTime),
  signature: v.optional(Signature),
  consentDisclosure: v.optional(v.pipe(v.string(), v.maxLength(40))),
});

const StoredReview = v.object({
  currentReviewStatus: v.nullable(CurrentReviewStatus),
  acceptedOrDeclinedOn: v.nullable(IsoDateTime),
  isReviewComplete: v.boolean(),
  answers: v.optional(v.array(Answer)),
  declinationNote: v.optional(v.string()),
});

const Closable = { isAssigned: v.boolean(), isComplete: v.boolean(), closedOn: v.nullable(IsoDateTime) };

export const StoredCaseSchema = v.pipe(
  v.object({
    caseId: CaseId,
    policyNumber: v.pipe(v.string(), v.minLength(1)),
    plob: v.nullable(v.number()),
    salesChannel: v.string(),
    productType: v.picklist(['Life', 'Annuity']),
    isAnnuity: v.boolean(),
    lifeCycleStatus: LifeCycleStatus,
    groupNumber: v.nullable(v.string()),
    companyCode: v.string(),
    validFrom: IsoDateTime,
    lastUpdatedOn: IsoDateTime,
    parties: v.pipe(v.array(StoredParty), v.minLength(1)),
    acceptances: v.array(v.object({ partyId: Id, ...Closable })),
    approvals: v.array(v.object({ partyId: Id, role: PartyRole, ...Closable })),
    deliveryConfirmations: v.array(
      v.object({
        partyId: Id,
        confirmationKey: v.pipe(v.string(), v.minLength(1)),
        confirmedOn: v.nullable(IsoDateTime),
        registeredOn: v.nullable(IsoDateTime),
      }),
    ),
    comments: v.array(
      v.object({
        commentId: Id,
        commentorPartyId: Id,
        commentType: v.string(),
        createdDateTime: IsoDateTime,
        textDetails: v.string(),
        markedPages: v.optional(MarkedPagesInfo),
      }),
    ),
    documents: v.array(
      v.object({
        documentId: Id,
        documentType: DocumentType,
        requiredReviewStatus: v.array(ReviewStatus),
        isReviewRequired: v.boolean(),
        pageCount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)),
        reviews: v.record(v.string(), StoredReview),
      }),
    ),
    deliveryMethod: v.object({ isDirectToInForce: v.boolean(), deliveryOrder: v.array(v.string()) }),
    payment: v.object({
      status: PaymentStatus,
      canChangePaymentFrequency: v.boolean(),
      frequencyOptions: v.array(FrequencyOption),
      availableSourcesForInitialPayment: v.array(PaymentSourceType),
      availableSourcesForRecurringSetup: v.array(PaymentSourceType),
      requiresRecurringSetup: v.boolean(),
      bankAccount: v.nullable(
        v.object({
          bankAccountType: v.picklist(['Checking', 'Savings']),
          routingNumber: v.string(),
          accountLast4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
          accountNumberHash: v.string(),
          accountHolderName: v.string(),
        }),
      ),
      cards: v.array(v.object({ paymentSourceType: PaymentSourceType, description: v.string() })),
      paymentsOnRecord: v.array(PaymentRecord),
      recurring: v.object({
        isEnrolled: v.boolean(),
        method: v.nullable(PaymentSourceType),
        enrolledOn: v.nullable(IsoDateTime),
        description: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(80)))),
      }),
    }),
    reissue: v.optional(v.object({ requestedOn: IsoDateTime, newIssueDate: v.nullable(v.string()) })),
    freeLookDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60))),
  }),
  v.check((c) => {
    const ids = new Set(c.parties.map((p) => p.id));
    return [...c.acceptances, ...c.approvals, ...c.deliveryConfirmations].every((x) => ids.has(x.partyId));
  }, 'acceptances, approvals and delivery confirmations must name parties of the case'),
  v.check((c) => new Set(c.parties.map((p) => p.id)).size === c.parties.length, 'party ids must be unique'),
);

export type StoredCaseInput = v.InferOutput<typeof StoredCaseSchema>;

/** The compiler checks here that what the schema accepts is a StoredCase. */
export const toStoredCase = (input: StoredCaseInput): StoredCase => input;
