import type { Translation } from '../../i18n/catalog.ts';
import { translateText } from '../../i18n/texts.ts';
import type { STEP_TEXTS } from './stepTexts.ts';

// A document's name arrives as a message written in Spanish (decision 490), or, from a review that still
// carries English names, in English: read back here until the review carries its names as messages.
const es = (name: string) => translateText(name, 'es');

export const STEP_TEXTS_ES = {
  documentDone: {
    Accepted: (document: string) => `${es(document)}: aceptado.`,
    Declined: (document: string) => `${es(document)}: rechazado.`,
    Completed: (document: string) => `${es(document)}: completado.`,
    Reviewed: (document: string) => `${es(document)}: revisado.`,
  },
  next: (step: string) => `Siguiente: ${es(step)}`,
  allReviewedContinue: 'Todos los documentos están revisados. Siguiente: Continuar',
  allReviewed: 'Todos los documentos están revisados.',
  paymentReceived: 'Pago recibido.',
  recurringSetUp: 'Los pagos recurrentes están configurados.',
  policyAccepted: 'Póliza aceptada.',
  contractAccepted: 'Contrato aceptado.',
} as const satisfies Translation<typeof STEP_TEXTS>;
