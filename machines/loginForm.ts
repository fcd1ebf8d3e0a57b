import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { RouteTarget } from '../src/domain/routeNames.ts';
import {
  checkLogin,
  EMPTY_LOGIN_FIELDS,
  type LoginField,
  type LoginFields,
  type LoginKind,
  type SignInRequest,
} from '../src/domain/session/loginRules.ts';
import type { Message } from '../src/i18n/message.ts';

/**
 * One sign-in form (customer, agent number or agent token): the draft, its checks, and the sign-in
 * itself as an invoked actor the app provides (it hands the request to the session and settles with
 * the session's outcome). A refused sign-in keeps the e-mail and clears the password.
 */
export interface LoginFormInput {
  kind: LoginKind;
  /** Where to go after signing in, handed on to the session. */
  returnTo?: RouteTarget | null;
}

export interface LoginFormContext {
  kind: LoginKind;
  returnTo: RouteTarget | null;
  fields: LoginFields;
  /** The form's own check that failed, and the field it names. */
  message: Message | null;
  invalidField: LoginField | null;
  /** Which field the cursor belongs in now; a count so the same field can be asked for twice. */
  focus: { field: LoginField; count: number } | null;
}

export type LoginFormEvent =
  | { type: 'login.edit'; field: LoginField; value: string }
  | { type: 'login.submit' };

export type SignInInput = SignInRequest & { returnTo: RouteTarget | null };

const askFocus = (context: LoginFormContext, field: LoginField) => ({
  field,
  count: (context.focus?.count ?? 0) + 1,
});

export const loginFormMachine = setup({
  types: {
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
    input: {} as LoginFormInput,
  },
  actors: {
    signIn: fromPromise<void, SignInInput>(async () => {
      throw new Error('login form: provide signIn');
    }),
  },
  guards: {
    formValid: ({ context }) => checkLogin(context.kind, context.fields).ok,
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'login.edit');
      return { fields: { ...context.fields, [event.field]: event.value } };
    }),
    showCheck: assign(({ context }) => {
      const check = checkLogin(context.kind, context.fields);
      if (check.ok) return { message: null, invalidField: null };
      return { message: check.message, invalidField: check.field, focus: askFocus(context, check.field) };
    }),
    clearCheck: assign({ message: null, invalidField: null }),
    // The session shows why; the form keeps the e-mail and asks for the password again.
    forgetPassword: assign(({ context }) =>
      context.kind === 'customer'
        ? { fields: { ...context.fields, password: '' }, focus: askFocus(context, 'password') }
        : {},
    ),
  },
}).createMachine({
  id: 'loginForm',
  context: ({ input }) => ({
    kind: input.kind,
    returnTo: input.returnTo ?? null,
    fields: EMPTY_LOGIN_FIELDS,
    message: null,
    invalidField: null,
    focus: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.edit': { actions: 'edit' },
        'login.submit': [
          { guard: 'formValid', target: 'signingIn', actions: 'clearCheck' },
          { actions: 'showCheck' },
        ],
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => {
          const check = checkLogin(context.kind, context.fields);
          if (!check.ok) throw new Error('login form: signing in with a form that failed its check');
          return { ...check.request, returnTo: context.returnTo };
        },
        onDone: 'signedIn',
        onError: { target: 'editing', actions: 'forgetPassword' },
      },
    },
    signedIn: { type: 'final' },
  },
});
