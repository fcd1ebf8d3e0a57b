import type { Translation } from '../../i18n/catalog.ts';
import type { DELIVERY_TEXTS } from './messages.ts';

export const DELIVERY_TEXTS_ES = {
  confirmationTitle: 'Confirmación',
  deliveryTitle: 'Confirmación de entrega',
  confirming: 'Confirmando su contrato de anualidad…',
  settingUp: 'Configurando su cuenta…',
  whatNext: 'Qué esperar a continuación',
  signedContract: 'Su contrato firmado',
  zipHint: 'Un archivo ZIP con su contrato firmado y todos los demás documentos de su contrato.',
  welcome: '¡Bienvenido!',
  createAccount: 'Cree una cuenta en línea para ver su contrato y administrarlo en cualquier momento.',
  register: 'Registrarse para obtener una cuenta',
  alreadyHaveAccount: '¿Ya tiene una cuenta?',
  logIn: 'Iniciar sesión',
  logInOnWebsite: 'Inicie sesión en nuestro sitio web.',
  tryAgain: 'Intentar de nuevo',
  linkRefused:
    'Este enlace no coincide con nuestros registros para esta dirección de correo electrónico, por lo que volver a intentarlo no servirá. Inicie sesión para confirmar su contrato, o abra el enlace del correo más reciente que le enviamos.',
  logInToConfirm: 'Iniciar sesión para confirmar',
  contractConfirmed: (product: string, label: string, number: string) => `${product}, ${label} ${number}`,
  customerSupport: 'Servicio al cliente:',
  seeContactPage: 'consulte la página de contacto',
  supportHours:
    '; lunes a jueves: 7:00 a. m. a 6:30 p. m. (hora del Centro); viernes: 7:00 a. m. a 5:00 p. m. (hora del Centro).',
} as const satisfies Translation<typeof DELIVERY_TEXTS>;
