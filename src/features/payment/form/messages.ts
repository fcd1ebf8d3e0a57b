import { textCatalog } from '../../../i18n/message.ts';
/** The payment form's own words (SPEC §5); the checks' messages are in src/domain/payment/paymentTexts.ts. */
export const PAYMENT_FORM_TEXTS = textCatalog('paymentFormTexts', {
  initialPayment: 'Initial payment',
  recurringSetup: 'Recurring payment setup',
  submitting: 'Submitting…',
  submitPayment: 'Submit Payment',
  submitPaymentOf: (amount: string) => `Submit Payment of ${amount}`,
  setUpRecurring: 'Set Up Recurring Payments',
  howOften: 'How often do you want to pay?',
  current: ' (current)',
  firstPaymentFee: (fee: string) => `The first payment includes a one-time policy fee of ${fee}.`,
  frequencyChoice: (frequency: string, now: string, then: string) =>
    `${frequency}: ${now} due now, then ${then} each payment`,
  paymentMethod: 'Payment method',
  methods: {
    BankAccount: 'Bank account',
    CreditCard: 'Credit card',
    DebitCard: 'Debit card',
  },
  onlyMethod: (method: string) => `Payment method: ${method}`,
  onlyBankForRecurring: (phone: string) =>
    `Future payments can only be drawn from a bank account: a card pays the first payment only. If you have no bank account to use, call us at ${phone} to set up your future payments another way.`,
  onFile: (account: string) =>
    `Your ${account} on file will be used. Only one bank account can be kept for this policy.`,
  bankAccount: 'Bank account',
  accountType: 'Account type',
  checking: 'Checking',
  savings: 'Savings',
  bankFields: {
    routingNumber: 'Routing number',
    accountNumber: 'Account number',
    accountHolderName: 'Account holder name',
  },
  cardDetails: 'Card details',
  loadingCardForm: 'Loading the card form…',
  cardReceived: 'Your card details were received.',
  cardFormFailed: 'The card form could not be loaded.',
  tryAgain: 'Try again',
  differentCard: 'Use a different card',
  futurePayments: 'How will your future payments be made?',
  recurringOptions: {
    SameAsInitial: 'Use the same bank account for my future payments',
    NewPaymentMethod: 'Set up a different payment method for my future payments',
    Direct: 'Direct bill by mail',
  },
  onlyRecurringOption: {
    SameAsInitial: 'Your future payments will be drawn from this same bank account.',
    NewPaymentMethod:
      'A card pays this first payment only. Right after it, you set up a bank account for your future payments.',
    Direct: 'Your future payments will be billed to you by mail.',
  },
  authorize: 'I authorize the use of this bank account for my future automatic payments.',
  review: 'Payment review',
  amountDueToday: 'Amount due today:',
  paidWith: (method: string) => `Paid with: ${method}`,
  futureFrom: (method: string) => `Future payments from: ${method}`,
} as const);
