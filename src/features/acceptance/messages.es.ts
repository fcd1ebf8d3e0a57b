import type { Translation } from '../../i18n/catalog.ts';
import type { ACCEPTANCE_TEXTS } from './messages.ts';

export const ACCEPTANCE_TEXTS_ES = {
  title: '¡Ya casi termina!',
  signature:
    "Escriba su nombre completo abajo y luego haga clic en 'Aceptar póliza'. Al hacer clic en 'Aceptar póliza', usted reconoce que revisó los documentos de su póliza, y su clic, con el nombre que escribió, sirve como su firma electrónica de aceptación de la póliza.",
  signatureAnnuity:
    "Escriba su nombre completo abajo y luego haga clic en 'Aceptar póliza' para aceptar su contrato de anualidad. Al hacer clic en 'Aceptar póliza', usted reconoce que revisó los documentos de su contrato, y su clic, con el nombre que escribió, sirve como su firma electrónica de aceptación del contrato.",
  accept: 'Aceptar póliza',
  accepting: 'Aceptando su póliza…',
  acceptingAnnuity: 'Aceptando su contrato…',
} as const satisfies Translation<typeof ACCEPTANCE_TEXTS>;
