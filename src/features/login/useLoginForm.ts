import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { waitFor } from 'xstate';
import { type LoginFormInput, loginFormMachine, type SignInInput } from '../../../machines/loginForm.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { SessionEvent } from '../../../machines/session.ts';
import type { LoginField } from '../../domain/session/loginRules.ts';
import type { SessionActor } from '../../services/services.ts';
import { useShellServices } from '../../services/shellServices.ts';
import { inspect } from '../../telemetry/inspect.ts';

function sessionEvent(input: SignInInput): SessionEvent {
  switch (input.kind) {
    case 'customer':
      return {
        type: 'session.login',
        email: input.email,
        password: input.password,
        returnTo: input.returnTo,
      };
    case 'agentNumber':
      return { type: 'session.agentLogin', agentNumber: input.agentNumber, returnTo: input.returnTo };
    case 'agentToken':
      return { type: 'session.agentTokenLogin', token: input.token };
  }
}

/** The form's sign-in: hand the request to the session and settle with the session's outcome. */
const provideLoginForm = (session: SessionActor) =>
  loginFormMachine.provide({
    actors: {
      signIn: fromOwnedPromise<void, SignInInput>(async ({ input }) => {
        session.send(sessionEvent(input));
        const settled = await waitFor(session, (s) => !s.hasTag('busy'));
        if (!settled.hasTag('signedIn')) throw new Error(settled.context.message?.id ?? 'Not signed in');
      }),
    },
  });

/** One login form's actor and the slices its view renders. */
export function useLoginForm(input: LoginFormInput) {
  const { session } = useShellServices();
  const machine = useMemo(() => provideLoginForm(session), [session]);
  const form = useActorRef(machine, { input, inspect });
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  const fields = useSelector(form, (s) => s.context.fields);
  const message = useSelector(form, (s) => s.context.message);
  const invalidField = useSelector(form, (s) => s.context.invalidField);
  const focus = useSelector(form, (s) => s.context.focus);
  return {
    busy,
    fields,
    message,
    invalidField,
    focus,
    edit: (field: LoginField, value: string) => form.send({ type: 'login.edit', field, value }),
    submit: () => form.send({ type: 'login.submit' }),
  };
}
