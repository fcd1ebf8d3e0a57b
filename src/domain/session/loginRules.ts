import { type Message, message } from '../../i18n/message.ts';
import { LOGIN_FORM_MESSAGES } from './loginMessages.ts';

/** The three sign-in forms of SPEC §2's test pages. */
export type LoginKind = 'customer' | 'agentNumber' | 'agentToken';

export interface LoginFields {
  email: string;
  password: string;
  agentNumber: string;
  token: string;
}
export type LoginField = keyof LoginFields;

export const EMPTY_LOGIN_FIELDS: LoginFields = { email: '', password: '', agentNumber: '', token: '' };

/** What a valid form asks the session for. */
export type SignInRequest =
  | { kind: 'customer'; email: string; password: string }
  | { kind: 'agentNumber'; agentNumber: string }
  | { kind: 'agentToken'; token: string };

export type LoginCheck =
  | { ok: true; request: SignInRequest }
  | { ok: false; message: Message; field: LoginField };

/** The checks made before anything is sent: required fields, an agent number of digits. */
export function checkLogin(kind: LoginKind, fields: LoginFields): LoginCheck {
  switch (kind) {
    case 'customer': {
      const email = fields.email.trim();
      if (!email)
        return { ok: false, message: message(LOGIN_FORM_MESSAGES, 'emailRequired'), field: 'email' };
      if (!fields.password)
        return { ok: false, message: message(LOGIN_FORM_MESSAGES, 'passwordRequired'), field: 'password' };
      return { ok: true, request: { kind, email, password: fields.password } };
    }
    case 'agentNumber': {
      const agentNumber = fields.agentNumber.trim();
      if (!agentNumber)
        return { ok: false, message: message(LOGIN_FORM_MESSAGES, 'numberRequired'), field: 'agentNumber' };
      if (!/^\d{1,10}$/.test(agentNumber))
        return { ok: false, message: message(LOGIN_FORM_MESSAGES, 'numberDigits'), field: 'agentNumber' };
      return { ok: true, request: { kind, agentNumber } };
    }
    case 'agentToken': {
      const token = fields.token.trim();
      if (!token)
        return { ok: false, message: message(LOGIN_FORM_MESSAGES, 'tokenRequired'), field: 'token' };
      return { ok: true, request: { kind, token } };
    }
  }
}
