import type { Translation } from '../../i18n/catalog.ts';
import type { CERTIFICATE_SCREEN_TEXTS } from './messages.ts';

export const CERTIFICATE_SCREEN_TEXTS_ES = {
  caseAndPolicy: 'Caso y póliza',
  parties: 'Partes',
  roles: 'Funciones',
  consent: 'Consentimiento',
  signature: 'Firma',
  documentsSigned: 'Documentos firmados (SHA-256)',
  documents: 'Documentos',
  fingerprint: 'Huella digital (SHA-256)',
  delivered: 'Entregado',
  opened: 'Abierto',
  reviewed: 'Revisado',
  acceptanceAndDelivery: 'Aceptación y entrega',
  accepted: 'Aceptado',
  deliveryConfirmation: 'Confirmación de entrega',
  freeLook: 'Período de revisión gratuita',
  payments: 'Pagos',
  noPayments: 'No hay pagos registrados.',
  eventLog: 'Registro de eventos',
  lastHash: 'Último hash (SHA-256)',
  chain: 'Cadena',
} as const satisfies Translation<typeof CERTIFICATE_SCREEN_TEXTS>;
