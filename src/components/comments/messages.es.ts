import type { Translation } from '../../i18n/catalog.ts';
import { formatList } from '../../i18n/lists.ts';
import { plural } from '../../i18n/plural.ts';
import type { COMMENT_TEXTS } from './messages.ts';

/** '2', '2 y 5', '2, 5 y 7'. */
const yList = (pages: readonly number[]) => formatList('es-US', pages.map(String));

export const COMMENT_TEXTS_ES = {
  cardLabel: 'Preguntas y cambios',
  cardLead: '¿Algo no está bien, o tiene una pregunta sobre su póliza?',
  changesNeeded: 'Se necesitan cambios',
  emailQuestions: 'Envíe sus preguntas por correo',
  changeHistory: 'Historial de cambios',
  titles: { question: 'Envíe sus preguntas por correo', change: 'Se necesitan cambios' },
  labels: { question: 'Su pregunta', change: 'El cambio que necesita' },
  close: 'Cerrar',
  submit: 'Enviar',
  submitting: 'Enviando…',
  noHistory: 'Todavía no hay cambios ni preguntas sobre esta póliza.',
  type: 'Tipo',
  date: 'Fecha',
  details: 'Detalles',
  preparingPages: 'Preparando sus páginas marcadas…',
  attachPages: (pages: readonly number[], documentName: string) =>
    `Adjuntar mis páginas marcadas (${plural('es-US', pages.length, { one: 'página', other: 'páginas' })} ${yList(pages)} de ${documentName})`,
  pagesProblem: {
    tooLarge:
      'Sus páginas marcadas ocupan más de 4 MB, así que no se pueden adjuntar. Puede enviar esto sin ellas.',
    unreadable:
      'No se pudieron preparar sus páginas marcadas, así que no se pueden adjuntar. Puede enviar esto sin ellas.',
  },
  markedPages: (pages: readonly number[], documentName: string) =>
    `Páginas marcadas: ${pages.join(', ')} de ${documentName}`,
  viewMarkedPages: 'Ver las páginas marcadas',
  markedPagesTitle: (pages: readonly number[], documentName: string) =>
    `Páginas marcadas ${pages.join(', ')} de ${documentName}`,
  markedPagesFailed: 'No se pudieron cargar las páginas marcadas. Inténtelo de nuevo.',
  tryAgain: 'Intentar de nuevo',
} as const satisfies Translation<typeof COMMENT_TEXTS>;
