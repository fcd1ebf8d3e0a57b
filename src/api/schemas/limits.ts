/**
 * Limits the request schemas hold and the forms check in their own words, in a module of their own so a
 * form's chunk takes the number without the schemas.
 */

/** The longest account holder name a bank account input carries (schemas/payment.ts, domain/payment/paymentEntry.ts). */
export const ACCOUNT_HOLDER_NAME_MAX = 120;
