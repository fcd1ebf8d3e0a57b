import { textCatalog } from '../../i18n/message.ts';
import { SPEC_TEXTS } from '../failureTexts.ts';

/** SPEC's words for acceptance, the confirmations and delivery confirmation (§2, §8), exactly. */
export const CONFIRMATION_TEXTS = textCatalog('confirmationTexts', {
  caseNotFound: SPEC_TEXTS.caseNotFound,
  pleaseTryAgain: SPEC_TEXTS.pleaseTryAgain,
  acceptFailed: SPEC_TEXTS.acceptFailed,
  deliveryConfirmed: 'Thank you for confirming your new annuity contract.',
  deliveryFailed: SPEC_TEXTS.deliveryFailed,
} as const);

/** SPEC §8 'Delivery confirmation failure': one text, whatever the key, e-mail or case was. */
