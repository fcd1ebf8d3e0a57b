import type { Translation } from '../../i18n/catalog.ts';
import { SPEC_TEXTS_ES } from '../failureTexts.es.ts';
import type { COMMENT_MESSAGES } from './commentTexts.ts';

export const COMMENT_MESSAGES_ES = {
  empty: { change: 'Escriba el cambio que necesita', question: 'Escriba su pregunta' },
  toasts: {
    question: SPEC_TEXTS_ES.questionSubmitted,
    change: SPEC_TEXTS_ES.changeSubmitted,
    failure: SPEC_TEXTS_ES.requestFailed,
  },
  types: {
    ChangeRequest: 'Cambio',
    Approver: 'Comentarios de la BGA al agente',
    Question: 'Pregunta',
    AgentChangeRequest: 'Solicitud de cambio del agente',
    NotTaken: 'No aceptada',
    RevertToPaper: 'Cambio a papel',
  },
} as const satisfies Translation<typeof COMMENT_MESSAGES>;
