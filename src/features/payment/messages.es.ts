import type { Translation } from '../../i18n/catalog.ts';
import type { PAYMENT_SCREEN_TEXTS } from './messages.ts';

export const PAYMENT_SCREEN_TEXTS_ES = {
  title: 'Ahora, revisemos sus pagos',
  sequencedTitle: 'Revisar y aceptar la póliza',
  recurringTitle: 'Pagos recurrentes',
  recurringExplanation:
    'Indique cómo se pagarán sus primas futuras. Los pagos futuros se debitan automáticamente de la cuenta bancaria que elija en cada fecha de vencimiento.',
  complete: '¡Sus pagos están completos!',
  notAvailable: 'La información de pago no está disponible',
  notOwner: 'Solo el titular de la póliza puede realizar pagos de esta póliza.',
  terms:
    'Al enviar, usted nos autoriza a cobrar el monto indicado al método de pago que ingresó. Los pagos recurrentes se debitan en cada fecha de vencimiento hasta que usted los cancele llamando a servicio al cliente. Los pagos están sujetos a los términos y condiciones de su póliza.',
  continue: 'Continuar',
  paymentReceived: (amount: string, method: string, confirmation: string) =>
    `Pago recibido: ${amount} con ${method}. Número de confirmación ${confirmation}.`,
  nextRecurring: 'A continuación, configure cómo se realizarán sus pagos futuros.',
  initialPayment: 'Pago inicial',
  recurringSetup: 'Configuración de pagos recurrentes',
  submitting: 'Enviando…',
  submitPayment: 'Enviar pago',
  submitPaymentOf: (amount: string) => `Enviar pago de ${amount}`,
  setUpRecurring: 'Configurar pagos recurrentes',
  howOften: '¿Con qué frecuencia desea pagar?',
  current: ' (actual)',
  firstPaymentFee: (fee: string) => `El primer pago incluye un cargo único de póliza de ${fee}.`,
  frequencyChoice: (frequency: string, now: string, then: string) =>
    `${frequency}: ${now} a pagar ahora, luego ${then} en cada pago`,
  paymentMethod: 'Método de pago',
  methods: {
    BankAccount: 'Cuenta bancaria',
    CreditCard: 'Tarjeta de crédito',
    DebitCard: 'Tarjeta de débito',
  },
  onlyMethod: (method: string) => `Método de pago: ${method}`,
  onlyBankForRecurring: (phone: string) =>
    `Los pagos futuros solo se pueden debitar de una cuenta bancaria: una tarjeta paga solo el primer pago. Si no tiene una cuenta bancaria para usar, llámenos al ${phone} para configurar sus pagos futuros de otra manera.`,
  onFile: (account: string) =>
    `Se usará la cuenta registrada (${account}). Solo se puede mantener una cuenta bancaria para esta póliza.`,
  accountType: 'Tipo de cuenta',
  checking: 'Cuenta corriente',
  savings: 'Cuenta de ahorros',
  bankFields: {
    routingNumber: 'Número de ruta',
    accountNumber: 'Número de cuenta',
    accountHolderName: 'Nombre del titular de la cuenta',
  },
  cardDetails: 'Datos de la tarjeta',
  loadingCardForm: 'Cargando el formulario de tarjeta…',
  cardReceived: 'Recibimos los datos de su tarjeta.',
  cardFormFailed: 'No se pudo cargar el formulario de tarjeta.',
  tryAgain: 'Intentar de nuevo',
  differentCard: 'Usar otra tarjeta',
  futurePayments: '¿Cómo se realizarán sus pagos futuros?',
  recurringOptions: {
    SameAsInitial: 'Usar la misma cuenta bancaria para mis pagos futuros',
    NewPaymentMethod: 'Configurar otro método de pago para mis pagos futuros',
    Direct: 'Facturación directa por correo',
  },
  onlyRecurringOption: {
    SameAsInitial: 'Sus pagos futuros se debitarán de esta misma cuenta bancaria.',
    NewPaymentMethod:
      'Una tarjeta paga solo este primer pago. Justo después, configurará una cuenta bancaria para sus pagos futuros.',
    Direct: 'Sus pagos futuros se le facturarán por correo.',
  },
  authorize: 'Autorizo el uso de esta cuenta bancaria para mis pagos automáticos futuros.',
  review: 'Resumen del pago',
  amountDueToday: 'Monto a pagar hoy:',
  paidWith: (method: string) => `Pagado con: ${method}`,
  futureFrom: (method: string) => `Pagos futuros desde: ${method}`,
} as const satisfies Translation<typeof PAYMENT_SCREEN_TEXTS>;
