import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginFormMachine, type SignInInput } from '../../machines/loginForm.ts';
import { LOGIN_FORM_MESSAGES } from '../../src/domain/session/loginMessages.ts';
import { checkLogin, EMPTY_LOGIN_FIELDS } from '../../src/domain/session/loginRules.ts';
import { message } from '../../src/i18n/message.ts';

function startForm(
  kind: 'customer' | 'agentNumber' | 'agentToken',
  outcome: 'signedIn' | 'refused' = 'refused',
) {
  const requests: SignInInput[] = [];
  const machine = loginFormMachine.provide({
    actors: {
      signIn: fromPromise<void, SignInInput>(async ({ input }) => {
        requests.push(input);
        if (outcome === 'refused') throw new Error('The email or password you entered is incorrect.');
      }),
    },
  });
  const actor = createActor(machine, { input: { kind, returnTo: { name: 'Configs' } } }).start();
  return { actor, requests };
}

describe('login rules', () => {
  it.each([
    ['customer', {}, message(LOGIN_FORM_MESSAGES, 'emailRequired'), 'email'],
    ['customer', { email: '  ' }, message(LOGIN_FORM_MESSAGES, 'emailRequired'), 'email'],
    ['customer', { email: 'a@b.c' }, message(LOGIN_FORM_MESSAGES, 'passwordRequired'), 'password'],
    ['agentNumber', {}, message(LOGIN_FORM_MESSAGES, 'numberRequired'), 'agentNumber'],
    ['agentNumber', { agentNumber: '10a01' }, message(LOGIN_FORM_MESSAGES, 'numberDigits'), 'agentNumber'],
    [
      'agentNumber',
      { agentNumber: '12345678901' },
      message(LOGIN_FORM_MESSAGES, 'numberDigits'),
      'agentNumber',
    ],
    ['agentToken', { token: ' ' }, message(LOGIN_FORM_MESSAGES, 'tokenRequired'), 'token'],
  ] as const)('%s %j → %s', (kind, fields, message, field) => {
    expect(checkLogin(kind, { ...EMPTY_LOGIN_FIELDS, ...fields })).toEqual({ ok: false, message, field });
  });

  it('trims what it sends, but never the password', () => {
    expect(checkLogin('customer', { ...EMPTY_LOGIN_FIELDS, email: ' a@b.c ', password: ' pw ' })).toEqual({
      ok: true,
      request: { kind: 'customer', email: 'a@b.c', password: ' pw ' },
    });
    expect(checkLogin('agentNumber', { ...EMPTY_LOGIN_FIELDS, agentNumber: ' 10001 ' })).toEqual({
      ok: true,
      request: { kind: 'agentNumber', agentNumber: '10001' },
    });
  });
});

describe('login form machine', () => {
  it('shows the first failed check, sends nothing, and asks for the cursor in that field', () => {
    const { actor, requests } = startForm('customer');
    actor.send({ type: 'login.edit', field: 'email', value: 'olivia.owner@example.com' });
    actor.send({ type: 'login.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context).toMatchObject({
      message: message(LOGIN_FORM_MESSAGES, 'passwordRequired'),
      invalidField: 'password',
      focus: { field: 'password', count: 1 },
    });
    expect(requests).toEqual([]);
  });

  it('signs in with the checked request and the way back', async () => {
    const { actor, requests } = startForm('agentNumber', 'signedIn');
    actor.send({ type: 'login.edit', field: 'agentNumber', value: ' 10001 ' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests).toEqual([{ kind: 'agentNumber', agentNumber: '10001', returnTo: { name: 'Configs' } }]);
  });

  it('signs in with a pasted agent token: the token itself goes to the session, with the way back', async () => {
    const { actor, requests } = startForm('agentToken', 'signedIn');
    actor.send({ type: 'login.edit', field: 'token', value: 'pasted-agent-token' });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests).toEqual([
      { kind: 'agentToken', token: 'pasted-agent-token', returnTo: { name: 'Configs' } },
    ]);
  });

  it('after a refused sign-in keeps the e-mail, clears the password and asks for it again', async () => {
    const { actor } = startForm('customer');
    actor.send({ type: 'login.edit', field: 'email', value: 'olivia.owner@example.com' });
    actor.send({ type: 'login.edit', field: 'password', value: 'wrong' });
    actor.send({ type: 'login.submit' });
    const back = await waitFor(actor, (s) => s.matches('editing'));
    expect(back.context.fields).toMatchObject({ email: 'olivia.owner@example.com', password: '' });
    expect(back.context.focus).toEqual({ field: 'password', count: 1 });
    expect(back.context.message).toBeNull();
  });

  it('clears its own message once the form passes its check', () => {
    const { actor } = startForm('agentToken', 'signedIn');
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.message).toEqual(message(LOGIN_FORM_MESSAGES, 'tokenRequired'));
    actor.send({ type: 'login.edit', field: 'token', value: 'abc' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});
