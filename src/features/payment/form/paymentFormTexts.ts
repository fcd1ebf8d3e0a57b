import type { PaymentSourceType, RecurringOption } from '../../../api/schemas/enums.ts';
import type { BankField } from '../../../domain/paymentEntry.ts';

export const METHOD_LABELS: Record<PaymentSourceType, string> = {
  BankAccount: 'Bank account',
  CreditCard: 'Credit card',
  DebitCard: 'Debit card',
};

export const RECURRING_LABELS: Record<RecurringOption, string> = {
  SameAsInitial: 'Use the same bank account for my future payments',
  NewPaymentMethod: 'Set up a different payment method for my future payments',
  Direct: 'Direct bill by mail',
};

export const BANK_FIELDS: {
  field: Exclude<BankField, 'bankAccountType'>;
  label: string;
  numeric: boolean;
}[] = [
  { field: 'routingNumber', label: 'Routing number', numeric: true },
  { field: 'accountNumber', label: 'Account number', numeric: true },
  { field: 'accountHolderName', label: 'Account holder name', numeric: false },
];
