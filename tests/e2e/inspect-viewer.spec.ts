import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { createInspector } from '@statelyai/inspect';
import { createActor, fromPromise } from 'xstate';
import { loginFormMachine, type SignInInput } from '../../machines/loginForm.ts';
import { type RunningInspector, startInspector } from '../../scripts/inspector/server.ts';

interface Socket {
  once(event: 'open', listener: () => void): void;
  send(data: string): void;
  close(): void;
}
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: new (url: string) => Socket };

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

let inspector: RunningInspector;
test.beforeAll(async () => {
  inspector = await startInspector({ port: await freePort(), viewerPort: await freePort() });
});
test.afterAll(async () => inspector?.stop());

test('the live viewer draws a running machine from the relay and follows its state changes, offline', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(hostname)) outside.push(request.url());
  });
  await page.goto(inspector.viewerUrl);
  await expect(page.getByRole('status')).toContainText('Connected to');

  // A real actor, inspected as the portal inspects its own (@statelyai/inspect over the relay).
  const socket = new WebSocket(inspector.relayUrl);
  await new Promise<void>((resolve) => socket.once('open', resolve));
  const adapter = { send: (event: unknown) => socket.send(JSON.stringify(event)), start() {}, stop() {} };
  const { inspect } = createInspector(adapter, { serializationDepthLimit: 40 });
  const waitForever = fromPromise<void, SignInInput>(() => new Promise<void>(() => {}));
  const actor = createActor(loginFormMachine.provide({ actors: { signIn: waitForever } }), {
    input: { kind: 'customer' },
    inspect,
  });
  actor.start();

  const form = page.getByRole('region', { name: 'loginForm' });
  await expect(form.locator('svg')).toBeVisible();
  await expect(form.locator('svg g.node.active')).toHaveCount(1);
  await expect(form.locator('svg g.node.active')).toContainText('editing');
  await expect(form.locator('svg')).toContainText('login.submit [formValid]');

  actor.send({ type: 'login.edit', field: 'email', value: 'olivia.owner@example.com' });
  actor.send({ type: 'login.edit', field: 'password', value: 'Demo-2026!' });
  actor.send({ type: 'login.submit' });

  await expect(form.locator('svg g.node.active')).toContainText('signingIn');
  await expect(form.locator('svg g.node.active')).toHaveCount(1);
  await expect(form.getByRole('listitem').last()).toHaveText('login.submit');
  // The invoked sign-in appears under its parent, named by its actor.
  const child = page.getByRole('region', { name: 'signIn' });
  await expect(child).toContainText('No statechart');
  expect(await child.evaluate((el) => el.style.marginLeft)).toBe('2rem');

  actor.stop();
  socket.close();
  expect(outside).toEqual([]);
});
