import type { Translation } from '../../i18n/catalog.ts';
import type { CERTIFICATE_TEXTS } from './certificateText.ts';

export const CERTIFICATE_TEXTS_ES = {
  title: 'Certificado de entrega',
  notRecorded: 'no registrado',
  notYet: 'todavía no',
  print: 'Imprimir o guardar como PDF',
  verifies: 'El registro de eventos se verifica: cada evento lleva el hash del anterior.',
  freeLookNotStarted: 'Comienza cuando se completa la entrega.',
  by: 'por',
  on: 'el',
  endingIn: 'que termina en',
  events: (count: number) => `(${count} eventos)`,
  consented: (when: string) => `Dio su consentimiento para registros electrónicos el ${when}`,
  signedAs: (name: string, when: string) => `Firmado como ${name} el ${when}`,
  typedAs: (typed: string) => ` (escrito como “${typed}”)`,
  notAskedOfAgents: 'no se pide a los agentes',
  payment: (amount: string, method: string, when: string, last4: string) =>
    `${amount} con ${method} el ${when}, número de confirmación que termina en ${last4}`,
  completedWith: (byWhom: string) => `Completada con la aceptación el ${byWhom}`,
  confirmedOn: (when: string, name: string) => `Confirmada el ${when} por ${name}`,
  partyNotYet: (name: string) => `${name}: todavía no`,
  fromAcceptance: 'la aceptación',
  fromDeliveryConfirmation: 'la confirmación de entrega',
  freeLookFrom: (days: number, what: string) => `${days} días a partir de ${what}.`,
  freeLookEnds: (days: number, what: string, start: string, end: string) =>
    `${days} días a partir de ${what} el ${start}: termina el ${end}.`,
  broken: (event: string) =>
    `El registro de eventos no se verifica: se modificó en el evento ${event} después de escribirse.`,
  fingerprintToday:
    'Huella de hoy: el caso comenzó antes que su registro de eventos y los bytes entregados al principio no tienen huella.',
  deliveredBeforeLog: 'antes de que comenzara el registro de eventos del caso',
  reviewedBeforeLog: (status: string, name: string) =>
    `${status} antes de que comenzara el registro de eventos del caso, por ${name}`,
  contradicts:
    'Algunos de estos datos se contradicen, por lo que no se puede confiar en este certificado. Llame a soporte.',
  reviewStatuses: {
    Reviewed: 'Revisado',
    Accepted: 'Aceptado',
    Declined: 'Rechazado',
    Completed: 'Completado',
  },
  terms: {
    policyNumber: 'Número de póliza',
    contractNumber: 'Número de contrato',
    case: 'Caso',
    product: 'Producto',
    status: 'Estado',
    issued: 'Certificado emitido',
    annuity: 'Anualidad',
    life: 'Seguro de vida',
  },
} as const satisfies Translation<typeof CERTIFICATE_TEXTS>;
