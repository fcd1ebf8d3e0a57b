import type { Translation } from '../../i18n/catalog.ts';
import type {
  ENTRY_MESSAGES,
  FREQUENCY_TEXTS,
  METHOD_TEXTS,
  OUT_OF_TURN_TEXTS,
  PAYMENT_FAILURE_TEXTS,
  PAYMENT_MESSAGES,
} from './paymentTexts.ts';

export const ENTRY_MESSAGES_ES = {
  selectMethod: 'Seleccione un método de pago.',
  invalidBankAccount: 'Ingrese una cuenta bancaria válida.',
  routingNumber: 'Ingrese un número de ruta válido.',
  accountNumber: 'Ingrese un número de cuenta válido (debe tener de 6 a 17 dígitos).',
  holderName: 'Se requiere el nombre del titular de la cuenta.',
  holderNameTooLong: (max: number) =>
    `El nombre del titular de la cuenta puede tener como máximo ${max} caracteres.`,
  accountType: 'Elija cuenta corriente o cuenta de ahorros.',
  recurringOption: 'Elija cómo se realizarán sus pagos futuros.',
  acknowledge: 'Confirme que esta cuenta bancaria puede usarse para sus pagos futuros.',
  cardNeeded: 'Ingrese los datos de su tarjeta en el formulario de tarjeta.',
  cardRefused: 'Revise los datos de tarjeta señalados en el formulario de tarjeta.',
  frequency: 'Elija con qué frecuencia desea pagar.',
} as const satisfies Translation<typeof ENTRY_MESSAGES>;

export const PAYMENT_MESSAGES_ES = {
  frequencyLocked: 'La frecuencia de pago de esta póliza no se puede cambiar.',
  cardNotForRecurring:
    'Una tarjeta solo puede usarse para el primer pago; elija una cuenta bancaria para los pagos recurrentes.',
  directNotMonthly: 'La facturación directa por correo no se ofrece para pagos mensuales.',
  cardMissing: 'Ingrese su tarjeta en el formulario de tarjeta.',
  bankAccountKept: 'Ya hay una cuenta bancaria registrada para esta póliza y no se puede cambiar.',
  frequencyOneOf: (frequencies: string) => `La frecuencia de facturación debe ser una de: ${frequencies}.`,
  amountMustBe: (amount: string) => `El monto del pago debe ser ${amount}.`,
  sourceNotAccepted: (source: string) => `${source} no se acepta para este pago.`,
  recurringAccepts: (sources: string) => `Los pagos recurrentes solo aceptan ${sources}.`,
  paymentsClosed: (status: string) => `No se pueden realizar pagos mientras el caso está en ${status}.`,
  changesUnderWay:
    'Se solicitaron cambios a esta póliza. No se necesita ningún pago hasta que esté lista para su revisión de nuevo; le enviaremos un correo electrónico entonces.',
  notReleased:
    'Esta póliza aún no está lista para el pago. Le enviaremos un correo electrónico cuando esté lista para su revisión.',
  ended: 'Ya no se pueden realizar pagos de esta póliza.',
} as const satisfies Translation<typeof PAYMENT_MESSAGES>;

export const OUT_OF_TURN_TEXTS_ES = {
  initialFirst: 'Debe realizarse el pago inicial antes de configurar los pagos recurrentes.',
  initialMade: 'El pago inicial ya se realizó.',
  complete: 'Los pagos de esta póliza ya están completos.',
  notTaken: (status: string) => `No se puede realizar un pago mientras el estado es ${status}.`,
} as const satisfies Translation<typeof OUT_OF_TURN_TEXTS>;

export const PAYMENT_FAILURE_TEXTS_ES = {
  network: 'No se pudo comunicar con el servicio de pagos. Inténtelo de nuevo.',
  fallback: 'No se pudo completar el pago. Inténtelo de nuevo.',
} as const satisfies Translation<typeof PAYMENT_FAILURE_TEXTS>;

export const METHOD_TEXTS_ES = {
  BankAccount: 'Cuenta bancaria',
  CreditCard: 'Tarjeta de crédito',
  DebitCard: 'Tarjeta de débito',
  card: 'Tarjeta',
  checkingEnding: (last4: string) => `Cuenta corriente que termina en ${last4}`,
  savingsEnding: (last4: string) => `Cuenta de ahorros que termina en ${last4}`,
  cardEnding: (last4: string, expiry: string) => `Tarjeta que termina en ${last4} ${expiry}`,
  brandCardEnding: (brand: string, last4: string, expiry: string) =>
    `${brand} que termina en ${last4} ${expiry}`,
  notEnrolled: 'No está inscrito en el pago automático de facturas.',
} as const satisfies Translation<typeof METHOD_TEXTS>;

export const FREQUENCY_TEXTS_ES = {
  Monthly: 'Mensual',
  Quarterly: 'Trimestral',
  SemiAnnual: 'Semestral',
  Annual: 'Anual',
} as const satisfies Translation<typeof FREQUENCY_TEXTS>;
