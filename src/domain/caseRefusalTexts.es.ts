import type { Translation } from '../i18n/catalog.ts';
import type { CASE_REFUSALS } from './caseRefusalTexts.ts';
import { DOCUMENT_MESSAGES_ES } from './documents/documentTexts.es.ts';

export const CASE_REFUSALS_ES = {
  agentRelease: 'Solo un agente puede publicar un caso.',
  agentChangeRequest: 'Solo un agente puede hacer una solicitud de cambio del agente.',
  agentNotTaken: 'Solo un agente puede procesar un caso como No aceptado.',
  agentRevertToPaper: 'Solo un agente puede cambiar un caso a papel.',
  customerChangeRequest: 'Los agentes solicitan cambios con la solicitud de cambio del agente.',
  customerDeclineSaveAge: 'Solo un cliente puede rechazar el documento Save Age.',
  isNextApprover: 'Solo el siguiente aprobador asignado puede publicar este caso.',
  notAllReviewedAgent: DOCUMENT_MESSAGES_ES.notAllReviewedAgent,
  notAllReviewed: DOCUMENT_MESSAGES_ES.notAllReviewed,
  canBypass: 'Solo una BGA o SubBGA puede omitir la aprobación.',
  isOwner: 'Solo el titular puede aceptar esta póliza.',
  hasOpenAcceptance: 'No hay ninguna aceptación pendiente para usted en este caso.',
  paymentsComplete: 'Sus pagos deben estar completos antes de aceptar la póliza.',
  isLife: 'Un contrato de anualidad no se puede cambiar a papel.',
  holdsDelivery: 'No hay ninguna confirmación de entrega pendiente para usted en este caso.',
  notInStatus: {
    'case.release': (status: string) => `Un caso en estado ${status} no se puede publicar.`,
    'case.bypassApproval': (status: string) =>
      `Un caso en estado ${status} no se puede publicar omitiendo la aprobación.`,
    'case.accept': (status: string) => `Un caso en estado ${status} no se puede aceptar.`,
    'case.confirmDelivery': (status: string) =>
      `Un caso en estado ${status} no se puede confirmar como entregado.`,
    'case.changeRequest': (status: string) =>
      `Un caso en estado ${status} no se puede devolver con una solicitud de cambio.`,
    'case.agentChangeRequest': (status: string) =>
      `Un caso en estado ${status} no se puede devolver con una solicitud de cambio del agente.`,
    'case.notTaken': (status: string) => `Un caso en estado ${status} no se puede procesar como No aceptado.`,
    'case.revertToPaper': (status: string) => `Un caso en estado ${status} no se puede cambiar a papel.`,
    'case.declineSaveAge': (status: string) =>
      `Un caso en estado ${status} no se puede devolver para una nueva emisión.`,
  },
} as const satisfies Translation<typeof CASE_REFUSALS>;
