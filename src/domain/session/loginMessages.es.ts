import type { Translation } from '../../i18n/catalog.ts';
import type { LOGIN_FORM_MESSAGES, LOGIN_MESSAGES, SESSION_MESSAGES } from './loginMessages.ts';

export const SESSION_MESSAGES_ES = {
  malformed: 'No se pudo leer su inicio de sesión. Vuelva a iniciar sesión.',
  foreign: 'Su inicio de sesión no es válido para este portal. Vuelva a iniciar sesión.',
  expired: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
  unauthorized: 'Su sesión ha terminado. Vuelva a iniciar sesión.',
  badAgentToken: 'No se pudo leer ese token. Pegue el token completo e inténtelo de nuevo.',
  notAnAgentToken: 'Ese token no pertenece a un agente.',
  badLoginAnswer:
    'El servicio de inicio de sesión respondió con un token que el portal no pudo leer. Inténtelo de nuevo.',
  loginFailed: 'No pudimos iniciar su sesión. Inténtelo de nuevo.',
} as const satisfies Translation<typeof SESSION_MESSAGES>;

export const LOGIN_MESSAGES_ES = {
  wrongCredentials: 'El correo electrónico o la contraseña que ingresó no son correctos. Inténtelo de nuevo.',
  unknownAgent: (agentNumber: string) =>
    `No encontramos el número de agente ${agentNumber}. Revise el número e inténtelo de nuevo.`,
  agentLoginOff: 'El acceso para agentes no está disponible en este sitio.',
  tooManyAttempts:
    'Demasiados intentos fallidos de inicio de sesión. Por su seguridad, espere 15 minutos antes de volver a intentarlo.',
} as const satisfies Translation<typeof LOGIN_MESSAGES>;

export const LOGIN_FORM_MESSAGES_ES = {
  emailRequired: 'Ingrese su correo electrónico.',
  passwordRequired: 'Ingrese su contraseña.',
  numberRequired: 'Ingrese su número de agente.',
  numberDigits: 'Un número de agente tiene solo dígitos, hasta 10.',
  tokenRequired: 'Pegue su token.',
  configFailed:
    'No pudimos comprobar si el acceso para agentes está disponible. Actualice la página para intentarlo de nuevo.',
} as const satisfies Translation<typeof LOGIN_FORM_MESSAGES>;
