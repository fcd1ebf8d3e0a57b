/** The payment screen's own words (its titles and notices are in src/domain/paymentTexts.ts). */
export const PAYMENT_SCREEN_TEXTS = {
  continue: 'Continue',
} as const;
