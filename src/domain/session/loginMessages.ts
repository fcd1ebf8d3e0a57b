import type { FailureTexts } from '../../api/failure.ts';
import { textCatalog } from '../../i18n/message.ts';

/** Why a session ended or a sign-in failed, in words for the login screens. */
export const SESSION_MESSAGES = textCatalog('sessionMessages', {
  malformed: 'Your sign-in could not be read. Please log in again.',
  foreign: 'Your sign-in is not valid for this portal. Please log in again.',
  expired: 'Your session has expired. Please log in again.',
  unauthorized: 'Your session has ended. Please log in again.',
  badAgentToken: 'That token could not be read. Paste the whole token and try again.',
  notAnAgentToken: 'That token does not belong to an agent.',
  badLoginAnswer: 'The sign-in service answered with a token the portal could not read. Please try again.',
  loginFailed: 'We could not log you in. Please try again.',
} as const);

export const LOGIN_MESSAGES = textCatalog('loginMessages', {
  wrongCredentials: 'The email or password you entered is incorrect. Please try again.',
  unknownAgent: (agentNumber: string) =>
    `We could not find agent number ${agentNumber}. Check the number and try again.`,
  agentLoginOff: 'Agent login is not available on this site.',
  tooManyAttempts:
    'Too many failed sign-in attempts. For your security, please wait 15 minutes before you try again.',
} as const);

/** The login form's checks before anything is sent. */
export const LOGIN_FORM_MESSAGES = textCatalog('loginFormMessages', {
  emailRequired: 'Please enter your email address.',
  passwordRequired: 'Please enter your password.',
  numberRequired: 'Please enter your agent number.',
  numberDigits: 'An agent number is digits only, up to 10 of them.',
  tokenRequired: 'Please paste your token.',
  configFailed: 'We could not check whether agent login is available. Refresh the page to try again.',
} as const);

/** A refused customer login says only that the pair is wrong, never which half. */
export const CUSTOMER_LOGIN_FAILURES: FailureTexts = {
  unauthorized: LOGIN_MESSAGES.wrongCredentials,
  forbidden: LOGIN_MESSAGES.wrongCredentials,
  throttled: LOGIN_MESSAGES.tooManyAttempts,
  fallback: SESSION_MESSAGES.loginFailed,
};

export function agentLoginFailures(agentNumber: string): FailureTexts {
  return {
    notFound: LOGIN_MESSAGES.unknownAgent(agentNumber),
    unauthorized: LOGIN_MESSAGES.unknownAgent(agentNumber),
    forbidden: LOGIN_MESSAGES.agentLoginOff,
    throttled: LOGIN_MESSAGES.tooManyAttempts,
    fallback: SESSION_MESSAGES.loginFailed,
  };
}
