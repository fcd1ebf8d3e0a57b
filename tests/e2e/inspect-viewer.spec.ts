import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { createInspector } from '@statelyai/inspect';
import { WebSocket } from 'ws';
import { type AnyActorLogic, createActor, fromPromise } from 'xstate';
import { documentReviewMachine } from '../../machines/documentReview.ts';
import { loginFormMachine } from '../../machines/loginForm.ts';
import { type RunningInspector, startInspector } from '../../scripts/inspector/server.ts';
import { startedActorsOnly, tagWithRun } from '../../src/telemetry/inspectRun.ts';
import { reviewCase } from '../unit/document-fixtures.ts';

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

/**
 * One page load as the portal inspects it (src/telemetry/inspect.ts): its own socket to the relay,
 * @statelyai/inspect's messages tagged with the run, actors shown once started.
 */
async function pageRun(runId: string) {
  const socket = new WebSocket(inspector.relayUrl);
  await new Promise<void>((resolve) => socket.once('open', () => resolve()));
  const adapter = { send: (event: unknown) => socket.send(JSON.stringify(event)), start() {}, stop() {} };
  const { inspect } = createInspector(adapter, {
    serializationDepthLimit: 40,
    serialize: (message) => tagWithRun(runId, message),
  });
  const observer = startedActorsOnly((event) => inspect.next?.(event));
  return {
    start: <T extends AnyActorLogic>(logic: T, input?: unknown) =>
      createActor(logic, { input, inspect: observer } as never),
    close: () => socket.close(),
  };
}

const waitForever = fromPromise(() => new Promise<never>(() => {})) as never;

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

  const run = await pageRun('rFirst');
  const actor = run.start(loginFormMachine.provide({ actors: { signIn: waitForever as never } }), {
    kind: 'customer',
  });
  // Made and never started, as StrictMode's twin of a screen's actor is: never shown.
  run.start(loginFormMachine, { kind: 'agentNumber' });
  actor.start();

  const form = page.getByRole('region', { name: 'loginForm' });
  await expect(form).toHaveCount(1);
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

  // A stopped actor says so.
  actor.stop();
  await expect(form.locator('.state')).toHaveText(/^stopped · /);
  await expect(form).toHaveClass(/actor--ended/);
  run.close();
  expect(outside).toEqual([]);
});

test('a reload is a new run: the old run and its actors leave, and a viewer opened later never sees them', async ({
  page,
}) => {
  await page.goto(inspector.viewerUrl);
  await expect(page.getByRole('status')).toContainText('Connected to');
  const first = await pageRun('rBefore');
  first.start(loginFormMachine, { kind: 'customer' }).start();
  await expect(
    page.getByRole('region', { name: 'Run rBefore' }).getByRole('region', { name: 'loginForm' }),
  ).toBeVisible();

  first.close();
  await expect(page.getByRole('region', { name: 'Run rBefore' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Ended page loads' })).toContainText('Page load rBefore ended');

  const second = await pageRun('rAfter');
  second.start(loginFormMachine, { kind: 'customer' }).start();
  const after = page.getByRole('region', { name: 'Run rAfter' });
  await expect(after.getByRole('region', { name: 'loginForm' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'loginForm' })).toHaveCount(1);

  const later = await page.context().newPage();
  await later.goto(inspector.viewerUrl);
  await expect(later.getByRole('region', { name: 'Run rAfter' })).toBeVisible();
  await expect(later.getByRole('region', { name: 'Run rBefore' })).toHaveCount(0);
  second.close();
});

test('a big machine is readable at 1280 px: around its current state, zoomable, whole on demand', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(inspector.viewerUrl);
  const run = await pageRun('rBig');
  const review = run.start(
    documentReviewMachine.provide({
      actors: {
        loadCase: fromPromise(async () => reviewCase({ documents: [] })),
        loadDocuments: waitForever,
      },
    }) as AnyActorLogic,
    { caseId: '100001', role: 'customer' },
  );
  review.start();

  const section = page.getByRole('region', { name: 'documentReview' });
  const diagram = section.locator('.diagram');
  await expect(section).toHaveAttribute('data-view', 'around');
  await expect(section.locator('svg g.node.active').first()).toBeVisible();
  // Readable: never drawn below three quarters of Mermaid's size, and the current state in the window.
  expect(Number(await diagram.getAttribute('data-scale'))).toBeGreaterThanOrEqual(0.75);
  const frame = await diagram.boundingBox();
  const leaves = await section
    .locator('svg g.node.active')
    .evaluateAll((nodes) =>
      nodes.map((n) => n.getBoundingClientRect()).map((r) => ({ x: r.x, width: r.width })),
    );
  expect(frame).toBeTruthy();
  const inView = leaves.filter((r) => frame && r.x >= frame.x && r.x + r.width <= frame.x + frame.width);
  expect(inView.length).toBeGreaterThan(0);

  const before = Number(await diagram.getAttribute('data-scale'));
  await section.getByRole('button', { name: 'Zoom in' }).click();
  expect(Number(await diagram.getAttribute('data-scale'))).toBeGreaterThan(before);
  await diagram.focus();
  await page.keyboard.press('-');
  await expect(diagram).toHaveAttribute('data-scale', before.toFixed(3));

  await section.getByRole('button', { name: 'Whole machine' }).click();
  await expect(section).toHaveAttribute('data-view', 'whole');
  await expect(section.getByRole('button', { name: 'Around the current state' })).toBeVisible();
  review.stop();
  run.close();
});
