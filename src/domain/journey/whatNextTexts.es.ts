import type { Translation } from '../../i18n/catalog.ts';
import type { EVERY_TEXTS, NEXT_TEXTS } from './whatNextTexts.ts';

export const NEXT_TEXTS_ES = {
  lifeInForce: 'Su póliza está en vigor.',
  lifeDocuments:
    'Puede volver a abrir estos documentos desde su panel en cualquier momento; no hay una fecha fijada para retirarlos. Descargar todos los documentos guarda una copia de cada uno en su dispositivo.',
  notEnrolled:
    'No está inscrito en el pago automático de facturas, por lo que no se debitará nada automáticamente.',
  annuityComplete: 'Su contrato de anualidad está completo. No se necesita nada más de usted.',
  annuityConfirmHere:
    'Su contrato de anualidad quedará completo en cuanto usted confirme su entrega en esta página.',
  annuityDocuments:
    'Puede volver a abrir su contrato firmado desde su panel en cualquier momento; no hay una fecha fijada para retirarlo. Descargar todos los documentos guarda una copia de cada documento de su contrato en su dispositivo.',
  completedOn: (date: string) =>
    `Su póliza está en vigor. Su entrega se completó el ${date}, cuando se firmó la última aceptación.`,
  waitingForOne: (name: string) =>
    `Su póliza entrará en vigor una vez que ${name} también la haya aceptado; no se necesita nada más de usted.`,
  waitingForMany: (names: string) =>
    `Su póliza entrará en vigor una vez que ${names} también la hayan aceptado; no se necesita nada más de usted.`,
  waitingForOwners:
    'Su póliza entrará en vigor una vez que todos los titulares la hayan aceptado; no se necesita nada más de usted.',
  firstDraw: (amount: string, method: string, date: string, every: string) =>
    `Su primer pago automático de ${amount} se debitará de ${method} el ${date}, y luego ${every}.`,
  nextDraw: (amount: string, method: string, date: string, every: string) =>
    `Su próximo pago automático de ${amount} se debitará de ${method} el ${date}, y luego ${every}.`,
  drawnEvery: (amount: string, frequency: string, method: string) =>
    `Sus pagos automáticos de ${amount} (${frequency}) se debitarán de ${method}.`,
  drawnFrom: (method: string) => `Sus pagos automáticos se debitarán de ${method}.`,
  annuityConfirmedOn: (date: string) =>
    `Su contrato de anualidad está completo: usted confirmó su entrega el ${date}. No se necesita nada más de usted.`,
  deliveryWaitsFor: (names: string) =>
    `Este contrato de anualidad está a la espera de que ${names} confirme su entrega. No se necesita nada más de usted: quedará completo una vez que se haya confirmado.`,
  deliveryWaitsForOwner:
    'Este contrato de anualidad está a la espera de que el titular del contrato confirme su entrega. No se necesita nada más de usted: quedará completo una vez que se haya confirmado.',
} as const satisfies Translation<typeof NEXT_TEXTS>;

export const EVERY_TEXTS_ES = {
  month: 'cada mes',
  quarter: 'cada 3 meses',
  halfYear: 'cada 6 meses',
  year: 'cada año',
} as const satisfies Translation<typeof EVERY_TEXTS>;
