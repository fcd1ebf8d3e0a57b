import { describe, expect, it } from 'vitest';
import type { PaymentInfo } from '../../src/api/schemas/payment.ts';
import { receiptOf, receiptText } from '../../src/domain/payment/receipt.ts';

const PAID: PaymentInfo = {
  paymentStatus: 'Complete',
  initialAmountDue: 0,
  canChangePaymentFrequency: true,
  paymentFrequencyOptions: [
    { frequency: 'Monthly', recurringAmount: 41.5, initialAmountDue: 66.5, isCurrent: false },
    { frequency: 'Annual', recurringAmount: 1245, initialAmountDue: 1270, isCurrent: true },
  ],
  paymentMethods: [],
  availableSourcesForInitialPayment: ['BankAccount'],
  availableSourcesForRecurringSetup: ['BankAccount'],
  paymentsOnRecord: [
    {
      paymentId: 'PAY-2',
      confirmationNumber: 'CNF0000000002',
      paymentMethod: { paymentSourceType: 'BankAccount' },
      timeStamp: '2026-11-20T15:00:00.000Z',
      amount: 12.34,
    },
    {
      paymentId: 'PAY-1',
      confirmationNumber: 'CNF0000000001',
      paymentMethod: { paymentSourceType: 'CreditCard', description: 'Visa ending in 1111 12/30' },
      timeStamp: '2026-11-19T15:00:00.000Z',
      amount: 1270,
    },
  ],
  recurringEnrollmentDetails: {
    isEnrolledInRecurring: true,
    enrolledPaymentMethod: {
      paymentSourceType: 'BankAccount',
      description: 'Checking Account ending in 6789',
    },
    enrolledOn: '2026-11-20T15:00:00.000Z',
    requiresRecurringSetup: false,
  },
};

describe('the receipt after a payment', () => {
  it('lists each payment, oldest first, its method by kind and last four when the insurer names it', () => {
    const receipt = receiptOf('L1000001', PAID, 'America/Chicago');
    expect(receipt.payments).toEqual([
      {
        confirmationNumber: 'CNF0000000001',
        amount: '$1,270.00',
        method: 'Credit Card, Visa ending in 1111 12/30',
        date: '11/19/2026',
      },
      { confirmationNumber: 'CNF0000000002', amount: '$12.34', method: 'Bank Account', date: '11/20/2026' },
    ]);
  });

  it('gives the schedule of the current frequency, or says none', () => {
    expect(receiptOf('L1000001', PAID, 'America/Chicago').schedule).toEqual({
      method: 'Bank Account, Checking Account ending in 6789',
      frequency: 'Annual',
      amount: '$1,245.00',
      since: '11/20/2026',
    });
    const direct = {
      ...PAID,
      recurringEnrollmentDetails: {
        isEnrolledInRecurring: false,
        enrolledPaymentMethod: null,
        enrolledOn: null,
        requiresRecurringSetup: false,
      },
    };
    expect(receiptOf('L1000001', direct).schedule).toBeNull();
    expect(receiptText(receiptOf('L1000001', direct))).toContain(
      'Automatic payments:\nNot enrolled in automatic bill payment.',
    );
  });

  it('writes a file a customer can keep, with every line of the receipt', () => {
    const text = receiptText(receiptOf('L1000001', PAID, 'America/Chicago'));
    expect(text.split('\n').slice(0, 7)).toEqual([
      'Payment receipt, policy L1000001',
      '',
      'Confirmation number: CNF0000000001',
      'Amount: $1,270.00',
      'Paid with: Credit Card, Visa ending in 1111 12/30',
      'Date: 11/19/2026',
      '',
    ]);
    expect(text).toContain('Frequency: Annual\nPaid with: Bank Account, Checking Account ending in 6789');
    expect(receiptText(receiptOf('L1', { ...PAID, paymentsOnRecord: [] }))).toContain(
      'No payment was made in this portal.',
    );
  });

  it('the whole file: each payment, then the automatic payments with amount, frequency, method and date', () => {
    expect(receiptText(receiptOf('L1000001', PAID, 'America/Chicago'))).toBe(
      [
        'Payment receipt, policy L1000001',
        '',
        'Confirmation number: CNF0000000001',
        'Amount: $1,270.00',
        'Paid with: Credit Card, Visa ending in 1111 12/30',
        'Date: 11/19/2026',
        '',
        'Confirmation number: CNF0000000002',
        'Amount: $12.34',
        'Paid with: Bank Account',
        'Date: 11/20/2026',
        '',
        'Automatic payments:',
        'Amount: $1,245.00',
        'Frequency: Annual',
        'Paid with: Bank Account, Checking Account ending in 6789',
        'Enrolled on: 11/20/2026',
        '',
      ].join('\n'),
    );
  });

  it('the whole file when no payment was made in the portal', () => {
    expect(receiptText(receiptOf('L1', { ...PAID, paymentsOnRecord: [] }, 'America/Chicago'))).toBe(
      [
        'Payment receipt, policy L1',
        '',
        'No payment was made in this portal.',
        '',
        'Automatic payments:',
        'Amount: $1,245.00',
        'Frequency: Annual',
        'Paid with: Bank Account, Checking Account ending in 6789',
        'Enrolled on: 11/20/2026',
        '',
      ].join('\n'),
    );
  });
});
