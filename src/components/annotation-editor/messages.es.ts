import type { Translation } from '../../i18n/catalog.ts';
import { plural } from '../../i18n/plural.ts';
import type { EDITOR_TEXTS } from './messages.ts';

export const EDITOR_TEXTS_ES = {
  toolbar: 'Marcar este documento',
  tools: 'Herramientas para marcar',
  highlight: 'Resaltar',
  draw: 'Dibujar',
  stamp: 'Sello / imagen',
  signature: 'Firma',
  undo: 'Deshacer',
  delete: 'Eliminar',
  highlighting: 'Seleccione un texto para resaltarlo, o búsquelo y elija Resaltar.',
  drawing: 'Dibuje en la página con el ratón, un lápiz o el dedo.',
  imageUnreadable: 'No se pudo leer esta imagen. Elija una imagen PNG, JPEG o GIF.',
  chooseImage: 'Elija una imagen para estampar en la página',
  typeSignature: 'Escriba su firma',
  drawSignature: 'O dibújela aquí',
  clearSignature: 'Borrar',
  placeSignature: 'Colocar la firma en la página',
  cancel: 'Cancelar',
  noSignature: 'Primero escriba o dibuje su firma.',
  marksOnPage: 'Marcas en la página',
  mark: { highlight: 'Resaltado', ink: 'Dibujo', stamp: 'Sello', signature: 'Firma' },
  moveHelp:
    'Arrástrelo o use las flechas para moverlo (Mayús para pasos más grandes); arrastre una esquina, o pulse + o -, para cambiar su tamaño.',
  onPage: 'en la página',
  marksCount: (count: number) => plural('es-US', count, { one: `${count} marca`, other: `${count} marcas` }),
  done: 'Listo',
  resume: 'Marcar este documento',
  placed: {
    stamp: (page: number) => `Sello colocado en la página ${page}.`,
    signature: (page: number) => `Firma colocada en la página ${page}.`,
  },
  left: 'Marcado terminado. Sus marcas se conservan.',
} as const satisfies Translation<typeof EDITOR_TEXTS>;
