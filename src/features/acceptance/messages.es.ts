import type { Translation } from '../../i18n/catalog.ts';
import type { ACCEPTANCE_TEXTS } from './messages.ts';

export const ACCEPTANCE_TEXTS_ES = {
  title: '¡Ya casi termina!',
  signature:
    "Al hacer clic en 'Aceptar póliza', usted reconoce que revisó los documentos de su póliza, y su clic sirve como su firma electrónica de aceptación de la póliza.",
  accept: 'Aceptar póliza',
  accepting: 'Aceptando su póliza…',
} as const satisfies Translation<typeof ACCEPTANCE_TEXTS>;
