import type * as v from 'valibot';
import type { BankAccountInput, InitialPaymentRequest } from '../../src/api/index.ts';

/** Good payloads of the contract's schemas, shared by the schema and client tests. Each call returns a fresh copy. */

export const documentInfo = () => ({
  documentId: 'D-1',
  caseId: '100001',
  documentType: 'SignedPolicy',
  requiredReviewStatus: ['Reviewed'],
  isReviewRequired: true,
  isReviewComplete: false,
  currentReviewStatus: null,
  acceptedOrDeclinedOn: null,
  pageCount: 120,
});

export const documentWithContent = () => ({ ...documentInfo(), content: 'JVBERi0xLjQK' });

export const party = () => ({
  id: 'P-1',
  displayName: 'Olivia Owner',
  emailAddress: 'olivia.owner@example.com',
  roles: ['Owner', 'Insured'],
});

export const caseRecord = () => ({
  caseId: '100001',
  policyNumber: 'L1000001',
  plob: null,
  salesChannel: 'Career',
  productType: 'Life',
  isAnnuity: false,
  lifeCycleStatus: 'WaitingAcceptance',
  friendlyStatus: 'Waiting for acceptance',
  status: 'Open',
  groupNumber: null,
  lastUpdatedOn: '2026-11-20T10:15:00.000Z',
  partyId: 'P-1',
  parties: [party()],
  acceptances: [
    { partyId: 'P-1', status: 'Incomplete', isComplete: false, isAssigned: true, closedOn: null },
  ],
  approvals: [
    {
      partyId: 'P-9',
      role: 'Agent',
      isAssigned: true,
      isComplete: true,
      closedOn: '2026-11-19T08:00:00.000Z',
    },
  ],
  deliveryConfirmations: [{ partyId: 'P-1', confirmationKey: 'DC-100001-KEY' }],
  comments: [
    {
      commentId: 'C-1',
      commentorPartyId: 'P-1',
      commentType: 'question',
      createdDateTime: '2026-11-20T11:00:00.000Z',
      textDetails: 'When is my first payment due?',
    },
  ],
  documents: [documentInfo()],
  deliveryMethod: { isDirectToInForce: false, deliveryOrder: ['Review', 'Payment', 'Acceptance'] },
});

export const documentActionResult = () => ({
  document: { ...documentInfo(), currentReviewStatus: 'Accepted', isReviewComplete: true },
  nextDocumentId: 'D-2',
});

export const bankAccount = (): v.InferInput<typeof BankAccountInput> => ({
  bankAccountType: 'Checking',
  routingNumber: '021000021',
  accountNumber: '123456789',
  accountHolderName: 'Olivia Owner',
});

export const cardToken = () => ({
  expirationDate: '1229',
  providerId: '3',
  token: '9418594164541111',
  txnAuth: 'AUTH-1',
});

export const initialPaymentRequest = (): v.InferInput<typeof InitialPaymentRequest> & {
  bankAccount: v.InferInput<typeof BankAccountInput>;
} => ({
  billingFrequency: 'Monthly',
  paymentMethodType: 'BankAccount',
  bankAccount: bankAccount(),
  recurringOption: 'SameAsInitial',
  paymentAmount: 167.5,
});

export const paymentResult = () => ({
  isSuccessful: true,
  paymentId: 'PAY-1',
  confirmationNumber: 'CONF-1',
  paymentStatus: 'RecurringSetupRequired',
});

export const paymentInfo = () => ({
  paymentStatus: 'InitialPaymentRequired',
  initialAmountDue: 167.5,
  canChangePaymentFrequency: true,
  paymentFrequencyOptions: [
    { frequency: 'Monthly', recurringAmount: 142.5, initialAmountDue: 167.5, isCurrent: true },
    { frequency: 'Annual', recurringAmount: 1620, initialAmountDue: 1645, isCurrent: false },
  ],
  paymentMethods: [],
  availableSourcesForInitialPayment: ['BankAccount', 'CreditCard', 'DebitCard'],
  availableSourcesForRecurringSetup: ['BankAccount'],
  paymentsOnRecord: [
    {
      paymentId: 'PAY-0',
      confirmationNumber: 'CONF-0',
      paymentMethod: { paymentSourceType: 'BankAccount' },
      timeStamp: '2026-10-01T12:00:00.000Z',
      amount: 167.5,
    },
  ],
  recurringEnrollmentDetails: {
    isEnrolledInRecurring: false,
    enrolledPaymentMethod: null,
    enrolledOn: null,
    requiresRecurringSetup: true,
  },
});

export const dashboard = () => ({ agreementAuthToken: 'case.jwt.token', cases: [caseRecord()] });

export const caseSummary = () => ({
  caseId: 'LEG-7001',
  policyNumber: 'L7000001',
  lifeCycleStatus: 'WaitingApproval',
  displayStatus: 'Waiting for approval',
  insuredNames: ['Olivia Owner'],
  insuredEmail: 'olivia.owner@example.com',
  groupNumber: 'G-1',
  statusDate: '2026-11-18T09:30:00.000Z',
  isAnnuity: false,
});
