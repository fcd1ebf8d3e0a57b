import type { Translation } from '../i18n/catalog.ts';
import type { PDF_REASONS, SIGNATURE_REFUSED, SPEC_TEXTS } from './failureTexts.ts';

export const SPEC_TEXTS_ES = {
  errorModalTitle: 'Vaya....',
  caseNotFound: '¡No se encontró el caso!',
  paymentIssue: (phone: string) =>
    `Hubo un problema con el pago; llame al ${phone}. Lun-jue: 7:00 a. m.-6:30 p. m. CT; vie: 7:00 a. m.-5:00 p. m. CT.`,
  paymentCardError:
    'Hubo un problema al procesar el pago. Inténtelo de nuevo o use otra información de pago.',
  paymentLoadHeading: 'Vaya...',
  paymentLoadFailed:
    'No pudimos cargar su información de pago en este momento. Actualice la página para intentarlo de nuevo.',
  acceptFailed: 'Algo salió mal. Inténtelo de nuevo.',
  deliveryFailed: '¡No se pudo completar su solicitud! Inténtelo de nuevo o comuníquese con soporte',
  popupBlocked: 'Debe permitir las ventanas emergentes para que este mapa funcione.',
  pdfLoadFailed: (reason: string) => `No se pudo cargar el documento PDF: ${reason}`,
  goNextFailed: 'No se pudo pasar al siguiente documento. Motivo: ',
  pleaseTryAgain: 'Inténtelo de nuevo.',
  openFailed: 'No se pudo abrir el documento. Motivo: ',
  requestFailed: 'No se pudo completar la solicitud',
  questionSubmitted: 'Su pregunta se envió correctamente',
  changeSubmitted: 'Su solicitud de cambio se envió correctamente',
} as const satisfies Translation<typeof SPEC_TEXTS>;

export const PDF_REASONS_ES = {
  damaged: 'el archivo está dañado o incompleto.',
  password: 'el archivo está protegido con una contraseña.',
  noPages: 'el documento no tiene páginas.',
  unreadable: 'no se pudo leer el archivo.',
} as const satisfies Translation<typeof PDF_REASONS>;

export const SIGNATURE_REFUSED_ES = {
  name: 'El nombre que escribió no coincide con el nombre de esta póliza, por lo que la póliza no se aceptó.',
  documents:
    'Los documentos cambiaron desde que se abrió esta página, por lo que la póliza no se aceptó. Vuelva a cargar la página para ver los documentos que está firmando.',
} as const satisfies Translation<typeof SIGNATURE_REFUSED>;
