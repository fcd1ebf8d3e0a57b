import type { Translation } from '../../i18n/catalog.ts';
import type { DOCUMENTS_TEXTS } from './messages.ts';

export const DOCUMENTS_TEXTS_ES = {
  details: 'Detalles',
  none: 'No hay documentos.',
  downloadAll: {
    button: 'Descargar todos los documentos',
    preparing: 'Preparando sus documentos…',
    failed: 'No se pudieron descargar sus documentos. Inténtelo de nuevo.',
  },
} as const satisfies Translation<typeof DOCUMENTS_TEXTS>;
