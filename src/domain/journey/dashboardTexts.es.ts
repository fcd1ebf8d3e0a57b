import type { Translation } from '../../i18n/catalog.ts';
import type { DASHBOARD_TEXTS } from './dashboardTexts.ts';

export const DASHBOARD_TEXTS_ES = {
  title: '¡Qué gusto verle!',
  pageTitle: 'Sus pólizas',
  welcome: (name: string) => `Hola de nuevo, ${name}. Estas son sus pólizas y contratos.`,
  loadFailed:
    'No pudimos cargar sus acuerdos. Actualice la página para intentarlo de nuevo. Comuníquese con nosotros si el problema continúa.',
  loadFailedWhat: 'No se pudieron cargar sus pólizas y contratos.',
  loading: 'Cargando sus pólizas y contratos…',
  empty: 'En este momento no tiene pólizas ni contratos pendientes.',
  annuity: 'Contrato de anualidad',
  life: 'Póliza de seguro de vida',
  waitingReview: (policyNumber: string) => `${policyNumber} está esperando su revisión`,
  reviewCompleted: (policyNumber: string) => `Completó la revisión de ${policyNumber}`,
  waitingDelivery: (policyNumber: string) => `${policyNumber} está esperando su Confirmación de entrega`,
  statuses: {
    Initialized: 'Iniciada',
    WaitingApproval: 'En espera de aprobación',
    WaitingRelease: 'En espera de publicación',
    WaitingAcceptance: 'En espera de aceptación',
    WaitingCompletion: 'En espera de finalización',
    WaitingDeliveryConfirmation: 'En espera de confirmación de entrega',
    Complete: 'Completa',
    RevertedToPaper: 'Cambiada a papel',
    Canceled: 'Cancelada',
    ReissueRequested: 'Reemisión solicitada',
    ChangeRequested: 'Cambio solicitado',
    AgentChangeRequested: 'Cambio solicitado por el agente',
    BgaChangeRequested: 'Cambio solicitado por la BGA',
    Unknown: 'Desconocido',
  },
} as const satisfies Translation<typeof DASHBOARD_TEXTS>;
