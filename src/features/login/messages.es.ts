import type { Translation } from '../../i18n/catalog.ts';
import type { LOGIN_TEXTS } from './messages.ts';

export const LOGIN_TEXTS_ES = {
  title: 'Iniciar sesión',
  lead: 'Inicie sesión para revisar, pagar y aceptar su póliza.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  login: 'Iniciar sesión',
  loggingIn: 'Iniciando sesión…',
  areYouAgent: '¿Es usted agente?',
  agentLogin: 'Acceso para agentes',
  agentNumber: 'Número de agente',
  checkingAgentLogin: 'Comprobando el acceso para agentes…',
  haveToken: '¿Tiene un token?',
  logInWithToken: 'Iniciar sesión con un token',
  agentLoginByToken: 'Acceso para agentes con token',
  token: 'Token',
  signingIn: 'Iniciando su sesión…',
} as const satisfies Translation<typeof LOGIN_TEXTS>;
