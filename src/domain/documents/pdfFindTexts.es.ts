import type { Translation } from '../../i18n/catalog.ts';
import type { FIND_TEXTS } from './pdfFindTexts.ts';

export const FIND_TEXTS_ES = {
  searching: 'Buscando…',
  none: 'Sin coincidencias',
  failed: 'No se pudo buscar en este documento.',
  match: (n: string, all: string) => `${n} de ${all}`,
} as const satisfies Translation<typeof FIND_TEXTS>;
