import type { PaymentInfo } from '../../src/api/schemas/payment.ts';
import type { PaymentFacts } from '../../src/domain/payment/paymentRules.ts';

/** Payment facts and inputs shaped like demo case 100001's ($142.50 monthly, $167.50 due now with the policy fee, nothing paid yet). */
export const card = { expirationDate: '1229', providerId: '2', token: 'tok_4242', txnAuth: 'A1' };
export const bank = {
  bankAccountType: 'Checking' as const,
  routingNumber: '021000021',
  accountNumber: '123456789',
  accountHolderName: 'Olivia Owner',
  isReadOnly: false,
  hasAllInfoNeeded: true,
  paymentSourceType: 'BankAccount' as const,
  isDefaultForRecurring: false,
};

export function paymentFacts(patch: Partial<PaymentFacts> = {}): PaymentFacts {
  return {
    canChangePaymentFrequency: true,
    paymentFrequencyOptions: [
      { frequency: 'Monthly', recurringAmount: 142.5, initialAmountDue: 167.5, isCurrent: true },
      { frequency: 'Quarterly', recurringAmount: 418.95, initialAmountDue: 443.95, isCurrent: false },
      { frequency: 'Annual', recurringAmount: 1624.5, initialAmountDue: 1649.5, isCurrent: false },
    ],
    availableSourcesForInitialPayment: ['BankAccount', 'CreditCard', 'DebitCard'],
    availableSourcesForRecurringSetup: ['BankAccount'],
    requiresRecurringSetup: true,
    recurring: null,
    bankAccountOnFile: false,
    ...patch,
  };
}

/** GET /Payments/{caseId} as the sandbox answers for demo case 100001 before anything is paid. */
export function paymentInfo(patch: Partial<PaymentInfo> = {}): PaymentInfo {
  const facts = paymentFacts();
  return {
    paymentStatus: 'InitialPaymentRequired',
    initialAmountDue: 142.5,
    canChangePaymentFrequency: facts.canChangePaymentFrequency,
    paymentFrequencyOptions: facts.paymentFrequencyOptions,
    paymentMethods: [],
    availableSourcesForInitialPayment: facts.availableSourcesForInitialPayment,
    availableSourcesForRecurringSetup: facts.availableSourcesForRecurringSetup,
    paymentsOnRecord: [],
    recurringEnrollmentDetails: {
      isEnrolledInRecurring: false,
      enrolledPaymentMethod: null,
      enrolledOn: null,
      requiresRecurringSetup: true,
    },
    ...patch,
  };
}

export const bankOnFile = {
  paymentSourceType: 'BankAccount' as const,
  description: 'Checking Account ending in 6789',
  hasAllInfoNeeded: true,
};
