import type { Translation } from '../../i18n/catalog.ts';
import type { JOURNEY_STEP_TEXTS, ROLE_TEXTS, STATUS_TEXTS, SUMMARY_TEXTS } from './caseSummaryTexts.ts';

export const SUMMARY_TEXTS_ES = {
  pendingNumber: 'Su número de póliza se confirmará una vez que su póliza entre en vigor.',
  certificateProduct: 'Certificado de seguro de vida colectivo',
  annuityProduct: 'Anualidad',
  lifeProduct: 'Seguro de vida',
  certificateNumber: 'Número de certificado',
  contractNumber: 'Número de contrato',
  policyNumber: 'Número de póliza',
  awaitingAcceptance: (names: string) => `En espera de la aceptación de ${names}`,
  acceptedOn: (date: string) =>
    `Usted aceptó esta póliza electrónicamente el ${date}. Su aceptación electrónica sirve como su firma.`,
  signature: 'Su aceptación electrónica sirve como su firma.',
} as const satisfies Translation<typeof SUMMARY_TEXTS>;

export const ROLE_TEXTS_ES = {
  Insured: 'Asegurado',
  Owner: 'Titular',
  Annuitant: 'Rentista',
  Agent: 'Agente',
  Bga: 'Agencia general (BGA)',
  SubBga: 'Subagencia general',
  IMO: 'IMO',
} as const satisfies Translation<typeof ROLE_TEXTS>;

export const STATUS_TEXTS_ES = {
  Initialized: 'Iniciado',
  WaitingApproval: 'En espera de la aprobación del agente',
  WaitingRelease: 'En espera de publicación',
  WaitingAcceptance: 'En espera de aceptación',
  WaitingCompletion: 'En espera de finalización',
  WaitingDeliveryConfirmation: 'En espera de la confirmación de entrega',
  Complete: 'Completado',
  RevertedToPaper: 'Cambiado a papel',
  Canceled: 'Cancelado',
  ReissueRequested: 'Reemisión solicitada',
  ChangeRequested: 'Cambio solicitado',
  AgentChangeRequested: 'Cambio solicitado por el agente',
  BgaChangeRequested: 'Cambio solicitado por la agencia general',
  Unknown: 'Desconocido',
} as const satisfies Translation<typeof STATUS_TEXTS>;

export const JOURNEY_STEP_TEXTS_ES = {
  review: 'Revisar',
  payment: 'Pagar',
  acceptance: 'Aceptar',
  confirmation: 'Listo',
} as const satisfies Translation<typeof JOURNEY_STEP_TEXTS>;
