import { textCatalog } from '../../i18n/message.ts';
/** The certificate screen's headings and terms (its lines are in src/domain/record/certificateText.ts). */
export const CERTIFICATE_SCREEN_TEXTS = textCatalog('certificateScreenTexts', {
  caseAndPolicy: 'Case and policy',
  parties: 'Parties',
  roles: 'Roles',
  consent: 'Consent',
  signature: 'Signature',
  documentsSigned: 'Documents signed (SHA-256)',
  documents: 'Documents',
  fingerprint: 'Fingerprint (SHA-256)',
  delivered: 'Delivered',
  opened: 'Opened',
  reviewed: 'Reviewed',
  acceptanceAndDelivery: 'Acceptance and delivery',
  accepted: 'Accepted',
  deliveryConfirmation: 'Delivery confirmation',
  freeLook: 'Free look',
  payments: 'Payments',
  noPayments: 'No payments on record.',
  eventLog: 'Event log',
  lastHash: 'Last hash (SHA-256)',
  chain: 'Chain',
} as const);
