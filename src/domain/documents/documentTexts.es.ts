import type { Translation } from '../../i18n/catalog.ts';
import { SPEC_TEXTS_ES } from '../failureTexts.es.ts';
import type { DOCUMENT_MESSAGES, DOCUMENT_TEXTS } from './documentTexts.ts';

export const DOCUMENT_MESSAGES_ES = {
  selectionRequired: 'Haga una selección para continuar.',
  commentsRequired: 'Escriba sus comentarios',
  issueDateInvalid: 'Escriba la nueva fecha de emisión como una fecha real (MM/DD/AAAA).',
  answerRequired: 'Responda esta pregunta.',
  reasonRequired: 'Indique el motivo del reemplazo.',
  policyNumberRequired: 'Escriba el número de póliza.',
  insuredNameRequired: 'Escriba el nombre del asegurado.',
  insurerNameRequired: 'Escriba el nombre de la aseguradora.',
  tooManyPolicies: 'Se pueden indicar como máximo 3 pólizas.',
  notAllReviewed: 'Debe revisar todos los documentos de su póliza antes de continuar.',
  notAllReviewedAgent: 'Debe revisar todos los documentos de su póliza antes de aprobar.',
  releaseNotAllReviewed:
    'Debe revisar todos los documentos de su póliza antes de aprobar. Liberar el caso es su aprobación: abra cada documento marcado con ! y presione Siguiente; luego libérelo.',
  saveAgeDeclineNote: 'Documento Save Age rechazado',
  goNextFailed: SPEC_TEXTS_ES.goNextFailed,
  pleaseTryAgain: SPEC_TEXTS_ES.pleaseTryAgain,
  openFailed: SPEC_TEXTS_ES.openFailed,
  goNextFailedBecause: (reason: string) => `${SPEC_TEXTS_ES.goNextFailed}${reason}`,
  openFailedBecause: (reason: string) => `${SPEC_TEXTS_ES.openFailed}${reason}`,
  caseNotFound: SPEC_TEXTS_ES.caseNotFound,
  saveAgeDeclined:
    'Su póliza se volverá a emitir sin la fecha de Save Age. Su agente se comunicará con usted y le enviaremos un correo electrónico cuando esté lista para que la revise de nuevo.',
} as const satisfies Translation<typeof DOCUMENT_MESSAGES>;

export const DOCUMENT_TEXTS_ES = {
  names: {
    SignedPolicy: 'Ver póliza firmada',
    signedContract: 'Ver contrato firmado',
    Amendment: 'Enmienda',
    SpecialAmendment: 'Enmienda',
    StatementOfHealth: 'Declaración de salud',
    ReplacementForm: 'Formulario de reemplazo',
    EdjDeliveryReceipt: 'Acuse de recibo de entrega',
    SaveAge: 'Save Age (conservación de edad)',
    IllustrationSignature: 'Firma de la ilustración',
  },
  titles: {
    SignedPolicy: 'Póliza firmada',
    signedContract: 'Contrato firmado',
  },
  archiveName: (policy: string) => `documentos-${policy}.zip`,
  fileName: (place: string, title: string) => `${place} ${title}.pdf`,
  questions: {
    information: '¿Está de acuerdo con la información de este documento?',
    stillAccurate: '¿La información de este documento sigue siendo correcta?',
    contents: '¿Está de acuerdo con el contenido de este documento?',
  },
  previously: {
    Reviewed: (date: string) => `Usted revisó este documento el ${date}.`,
    Accepted: (date: string) => `Usted aceptó este documento el ${date}.`,
    Declined: (date: string) => `Usted rechazó este documento el ${date}.`,
    Completed: (date: string) => `Usted completó este documento el ${date}.`,
  },
  unreadable:
    'No se pudo mostrar este documento, por lo que todavía no se puede revisar. Inténtelo más tarde o comuníquese con nosotros si esto sigue ocurriendo.',
  fingerprintLabel: 'Código del documento',
  fingerprintHelp:
    'Calculado a partir del contenido exacto de este archivo: si algo en él cambiara, este código también cambiaría. Guárdelo para verificar una copia más adelante. (Técnicamente: su huella digital SHA-256).',
  fingerprintMismatch:
    'Este archivo no es el que se le entregó originalmente: su código de documento no coincide. Comuníquese con nosotros antes de aceptarlo.',
  contentEmpty: 'El documento está vacío.',
  contentNotBase64: 'El contenido del documento no es base64 válido.',
  contentNotPdf: 'El documento no es un PDF.',
  notReturned: 'no se recibió el documento.',
} as const satisfies Translation<typeof DOCUMENT_TEXTS>;
