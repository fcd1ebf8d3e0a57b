import type { Translation } from '../../i18n/catalog.ts';
import type { CONFIRMATION_TEXTS } from './confirmationTexts.ts';

export const CONFIRMATION_TEXTS_ES = {
  caseNotFound: '¡No se encontró el caso!',
  pleaseTryAgain: 'Inténtelo de nuevo.',
  acceptFailed: 'Algo salió mal. Inténtelo de nuevo.',
  deliveryConfirmed: 'Gracias por confirmar su nuevo contrato de anualidad.',
  deliveryFailed: '¡No se pudo completar su solicitud! Inténtelo de nuevo o comuníquese con soporte',
} as const satisfies Translation<typeof CONFIRMATION_TEXTS>;
