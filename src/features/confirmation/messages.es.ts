import type { Translation } from '../../i18n/catalog.ts';
import type { CONFIRMATION_SCREEN_TEXTS } from './messages.ts';

export const CONFIRMATION_SCREEN_TEXTS_ES = {
  title: '¡Ya terminó!',
  whatNext: 'Qué esperar a continuación',
  reviewedDocuments: 'Sus documentos revisados',
  zipWithReceipt: 'Un archivo ZIP con todos los documentos de abajo y su recibo de pago.',
  zip: 'Un archivo ZIP con todos los documentos de abajo.',
  policyDocuments: 'Documentos de la póliza',
  signedPolicy: 'Póliza firmada',
  paymentDetails: 'Detalles del pago',
  initialPayment: 'Pago inicial',
  confirmationNumber: 'Número de confirmación',
  paymentMethod: 'Método de pago',
  date: 'Fecha',
  time: 'Hora',
  amount: 'Monto',
  noPayment: 'No se necesitó ningún pago en este portal.',
  futureAutomatic: 'Pago automático de facturas futuro',
  frequency: 'Frecuencia',
  enrolledOn: 'Inscrito el',
} as const satisfies Translation<typeof CONFIRMATION_SCREEN_TEXTS>;
