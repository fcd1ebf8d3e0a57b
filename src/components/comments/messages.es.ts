import type { Translation } from '../../i18n/catalog.ts';
import type { COMMENT_TEXTS } from './messages.ts';

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
} as const satisfies Translation<typeof COMMENT_TEXTS>;
