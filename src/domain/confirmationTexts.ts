import type { FailureTexts } from '../api/failure.ts';

/** SPEC's words for acceptance, the confirmations and delivery confirmation (§2, §8), exactly. */
export const CONFIRMATION_TEXTS = {
  caseNotFound: 'Case not found!',
  pleaseTryAgain: 'Please try again.',
  acceptFailed: 'Something went wrong. Please try again.',
  deliveryConfirmed: 'Thank you for confirming your new annuity contract.',
  deliveryFailed: 'Your request could not be completed! Please try again or contact support',
} as const;

/** Loading the case a confirmation screen shows. */
export const CASE_LOAD_FAILURES: FailureTexts = {
  notFound: CONFIRMATION_TEXTS.caseNotFound,
  fallback: CONFIRMATION_TEXTS.pleaseTryAgain,
};

/** SPEC §8 'Delivery confirmation failure': one text, whatever the key, e-mail or case was. */
export const DELIVERY_FAILED = CONFIRMATION_TEXTS.deliveryFailed;
