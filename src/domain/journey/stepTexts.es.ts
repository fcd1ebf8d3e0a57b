import type { Translation } from '../../i18n/catalog.ts';
import type { STEP_TEXTS } from './stepTexts.ts';

// A document's name arrives as a message, written in Spanish with the rest (decision 490).

export const STEP_TEXTS_ES = {
  documentDone: {
    Accepted: (document: string) => `${document}: aceptado.`,
    Declined: (document: string) => `${document}: rechazado.`,
    Completed: (document: string) => `${document}: completado.`,
    Reviewed: (document: string) => `${document}: revisado.`,
  },
  next: (step: string) => `Siguiente: ${step}`,
  allReviewedContinue: 'Todos los documentos están revisados. Siguiente: Continuar',
  allReviewed: 'Todos los documentos están revisados.',
  paymentReceived: 'Pago recibido.',
  recurringSetUp: 'Los pagos recurrentes están configurados.',
  policyAccepted: 'Póliza aceptada.',
  contractAccepted: 'Contrato aceptado.',
} as const satisfies Translation<typeof STEP_TEXTS>;
