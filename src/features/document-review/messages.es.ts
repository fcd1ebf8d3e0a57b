import { DOCUMENT_MESSAGES_ES } from '../../domain/documents/documentTexts.es.ts';
import type { Translation } from '../../i18n/catalog.ts';
import { plural } from '../../i18n/plural.ts';
import type { REVIEW_TEXTS } from './messages.ts';

export const REVIEW_TEXTS_ES = {
  title: 'Revise todos los documentos',
  policy: (policyNumber: string) => `Póliza ${policyNumber}`,
  progress: (reviewed: number, total: number) =>
    plural('es-US', total, {
      one: `${reviewed} de ${total} documento revisado`,
      other: `${reviewed} de ${total} documentos revisados`,
    }),
  continue: 'Continuar',
  bypass: 'Omitir la aprobación',
  documentsDown:
    'Sus documentos no se pueden mostrar en este momento porque el servicio de documentos no está disponible. Vuelva a consultar más tarde.',
  tryAgain: 'Intentar de nuevo',
  documentDown: 'Este documento no se puede mostrar en este momento. Vuelva a consultar más tarde.',
  download: (title: string) => `Descargar ${title}`,
  next: 'Siguiente',
  reviewedIt: '¡Ya lo revisé!',
  processing: 'Procesando',
  reviewed: 'Revisado',
  reviewRequired: 'Revisión pendiente',
  changeHistory: 'Historial de cambios',
  controls: {
    accept: 'Sí, acepto',
    decline: 'No, rechazo',
    saveAgeHint:
      'Si lo rechaza, su póliza se devolverá para volver a emitirla con una nueva fecha de emisión.',
    newIssueDate: 'Nueva fecha de emisión (MM/DD/AAAA)',
    datePlaceholder: 'MM/DD/AAAA',
    comments: 'Comentarios',
    submit: 'Enviar',
    submitting: 'Enviando…',
    yes: 'Sí',
    no: 'No',
    mightDiscontinue:
      '¿Podría esta póliza reemplazar, cancelar o modificar algún seguro o anualidad existente?',
    mightFinance: '¿Podría esta póliza financiarse con los valores de una póliza existente?',
    reason: 'Motivo del reemplazo',
    addPolicy: 'Agregar una póliza',
    atMost: DOCUMENT_MESSAGES_ES.tooManyPolicies,
    policy: (n: string) => `Póliza ${n}`,
    policyNumber: 'Número de póliza',
    insuredName: 'Nombre del asegurado',
    insurerName: 'Nombre de la aseguradora',
    replacedOrFinancing: 'Reemplazo o financiamiento',
    removePolicy: (n: string) => `Eliminar la póliza ${n}`,
    replaceOrFinance: { neither: 'Ninguno', Replaced: 'Reemplazada', Financing: 'Financiamiento' },
  },
  markUp: 'Marcar este documento',
} as const satisfies Translation<typeof REVIEW_TEXTS>;
