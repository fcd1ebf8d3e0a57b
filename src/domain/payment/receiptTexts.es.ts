import type { Translation } from '../../i18n/catalog.ts';
import type { RECEIPT_FILE_TEXTS } from './receiptTexts.ts';

export const RECEIPT_FILE_TEXTS_ES = {
  fileName: (policy: string) => `recibo-${policy}.txt`,
  title: (policy: string) => `Recibo de pago, póliza ${policy}`,
  confirmationNumber: 'Número de confirmación',
  amount: 'Monto',
  paidWith: 'Pagado con',
  date: 'Fecha',
  noPayment: 'No se realizó ningún pago en este portal.',
  automatic: 'Pagos automáticos:',
  frequency: 'Frecuencia',
  enrolledOn: 'Inscrito el',
} as const satisfies Translation<typeof RECEIPT_FILE_TEXTS>;
