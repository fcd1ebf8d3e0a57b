import type { Translation } from '../../i18n/catalog.ts';
import { plural } from '../../i18n/plural.ts';
import type { PDF_VIEWER_TEXTS } from './messages.ts';

export const PDF_VIEWER_TEXTS_ES = {
  loading: 'Cargando PDF...',
  zoomAndPages: 'Zoom y páginas',
  zoomOut: 'Alejar',
  zoomIn: 'Acercar',
  fitWidth: 'Ajustar al ancho',
  pageField: 'Página',
  ofPages: (count: string) => `de ${count}`,
  find: 'Buscar en el documento',
  previousMatch: 'Coincidencia anterior',
  nextMatch: 'Coincidencia siguiente',
  document: (label: string, pages: number) =>
    plural('es-US', pages, { one: `${label}, ${pages} página`, other: `${label}, ${pages} páginas` }),
  page: (n: string, count: string) => `Página ${n} de ${count}`,
  noText: (n: string) => `La página ${n} no tiene texto para seleccionar, buscar o leer en voz alta.`,
} as const satisfies Translation<typeof PDF_VIEWER_TEXTS>;
