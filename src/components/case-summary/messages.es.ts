import type { Translation } from '../../i18n/catalog.ts';
import type { CASE_SUMMARY_TEXTS } from './messages.ts';

export const CASE_SUMMARY_TEXTS_ES = {
  summary: 'Resumen del caso',
  status: 'Estado',
  progress: 'Progreso',
  completed: ' (completado)',
  certificate: 'Certificado de entrega',
  returnToDashboard: 'Volver al panel',
  backToPolicyList: 'Volver a la lista de pólizas',
  receipt: {
    title: 'Recibo',
    automatic: 'Pagos automáticos',
    download: 'Descargar recibo',
  },
} as const satisfies Translation<typeof CASE_SUMMARY_TEXTS>;
