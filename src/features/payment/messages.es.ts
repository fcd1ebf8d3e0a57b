import type { Translation } from '../../i18n/catalog.ts';
import type { PAYMENT_SCREEN_TEXTS } from './messages.ts';

export const PAYMENT_SCREEN_TEXTS_ES = {
  continue: 'Continuar',
  paymentReceived: (amount: string, method: string, confirmation: string) =>
    `Pago recibido: ${amount} con ${method}. Número de confirmación ${confirmation}.`,
  nextRecurring: 'A continuación, configure cómo se realizarán sus pagos futuros.',
} as const satisfies Translation<typeof PAYMENT_SCREEN_TEXTS>;
