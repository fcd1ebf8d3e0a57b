import { isApiError } from '../../api/errors.ts';

export const LOGIN_MESSAGES = {
  wrongCredentials: 'The email or password you entered is incorrect. Please try again.',
  unknownAgent: (agentNumber: string) =>
    `We could not find agent number ${agentNumber}. Check the number and try again.`,
  agentLoginOff: 'Agent login is not available on this site.',
} as const;

/** Turns a failed login call into words for the form; the session machine shows `error.message`. */
export function customerLoginError(error: unknown): Error {
  if (isApiError(error) && (error.status === 401 || error.status === 403)) {
    return new Error(LOGIN_MESSAGES.wrongCredentials);
  }
  return error instanceof Error ? error : new Error(String(error));
}

export function agentLoginError(error: unknown, agentNumber: string): Error {
  if (isApiError(error) && (error.status === 404 || error.status === 401)) {
    return new Error(LOGIN_MESSAGES.unknownAgent(agentNumber));
  }
  if (isApiError(error) && error.status === 403) return new Error(LOGIN_MESSAGES.agentLoginOff);
  return error instanceof Error ? error : new Error(String(error));
}
