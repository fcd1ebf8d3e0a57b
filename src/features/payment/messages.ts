import { textCatalog } from '../../i18n/message.ts';
/** The payment screen's own words (its titles and notices are in src/domain/payment/paymentTexts.ts). */
export const PAYMENT_SCREEN_TEXTS = textCatalog('paymentScreenTexts', {
  continue: 'Continue',
  paymentReceived: (amount: string, method: string, confirmation: string) =>
    `Payment received: ${amount} from ${method}. Confirmation number ${confirmation}.`,
  nextRecurring: 'Next, set up how your future payments will be made.',
} as const);
