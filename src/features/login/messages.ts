import { textCatalog } from '../../i18n/message.ts';
/** The login screens' own words (the session's and the form's messages are in src/domain/session/loginMessages.ts). */
export const LOGIN_TEXTS = textCatalog('loginTexts', {
  title: 'Login',
  lead: 'Log in to review, pay for and accept your policy.',
  email: 'Email',
  password: 'Password',
  login: 'Login',
  loggingIn: 'Logging in…',
  areYouAgent: 'Are you an agent?',
  agentLogin: 'Agent login',
  agentNumber: 'Agent number',
  checkingAgentLogin: 'Checking agent login…',
  haveToken: 'Have a token?',
  logInWithToken: 'Log in with a token',
  agentLoginByToken: 'Agent login by token',
  token: 'Token',
  signingIn: 'Signing you in…',
} as const);
