import type { Translation } from '../../i18n/catalog.ts';
import type { PAYMENT_SCREEN_TEXTS } from './messages.ts';

export const PAYMENT_SCREEN_TEXTS_ES = {
  continue: 'Continuar',
} as const satisfies Translation<typeof PAYMENT_SCREEN_TEXTS>;
