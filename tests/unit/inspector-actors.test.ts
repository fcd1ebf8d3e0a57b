import { createInspector } from '@statelyai/inspect';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { documentReviewMachine } from '../../machines/documentReview.ts';
import { paymentMachine } from '../../machines/payment.ts';
import { paymentFormMachine } from '../../machines/paymentForm.ts';
import {
  type Actors,
  activeNodeIds,
  actorTree,
  LOG_LENGTH,
  receive,
  shortId,
} from '../../scripts/inspector/actors.ts';
import { LOADS } from '../model/payment-paths.ts';
import { documentInfo, reviewCase } from './document-fixtures.ts';

const actorMessage = (sessionId: string, name: string, parentId?: string) =>
  JSON.stringify({
    type: '@xstate.actor',
    sessionId,
    name,
    parentId,
    definition: JSON.stringify({ id: name, states: {} }),
    snapshot: { value: 'loading', status: 'active' },
  });

describe('the live viewer folds relayed messages into actors', () => {
  it('knows an actor, its events (the latest kept), and its snapshots', () => {
    let { actors } = receive(new Map(), actorMessage('x:0', 'documentReview'));
    expect(actors.get('x:0')).toMatchObject({ name: 'documentReview', value: 'loading', events: [] });
    expect(actors.get('x:0')?.definition).toEqual({ id: 'documentReview', states: {} });
    for (let n = 0; n < LOG_LENGTH + 5; n++)
      ({ actors } = receive(
        actors,
        JSON.stringify({ type: '@xstate.event', sessionId: 'x:0', event: { type: `e${n}` } }),
      ));
    expect(actors.get('x:0')?.events).toHaveLength(LOG_LENGTH);
    expect(actors.get('x:0')?.events.at(-1)?.type).toBe(`e${LOG_LENGTH + 4}`);
    const moved = receive(
      actors,
      JSON.stringify({ type: '@xstate.snapshot', sessionId: 'x:0', snapshot: { value: { ready: 'shown' } } }),
    );
    expect(moved.changed).toBe('x:0');
    expect(moved.actors.get('x:0')?.value).toEqual({ ready: 'shown' });
  });

  it('ignores what it cannot use: bad JSON, unknown actors, unknown types', () => {
    const empty = new Map();
    expect(receive(empty, 'not json').changed).toBeNull();
    expect(
      receive(empty, JSON.stringify({ type: '@xstate.snapshot', sessionId: 'x:9', snapshot: {} })).changed,
    ).toBeNull();
    expect(
      receive(empty, JSON.stringify({ type: '@xstate.event', sessionId: 'x:9', event: { type: 'a' } }))
        .changed,
    ).toBeNull();
    expect(receive(empty, JSON.stringify({ type: 'other', sessionId: 'x:9' })).changed).toBeNull();
  });

  it('orders children under their parents, depth first', () => {
    let actors = new Map();
    for (const message of [
      actorMessage('x:0', 'session'),
      actorMessage('x:1', 'documentReview'),
      actorMessage('x:2', 'documentCard:D-1', 'x:1'),
      actorMessage('x:3', 'documentCard:D-2', 'x:1'),
      actorMessage('x:4', 'loadCase', 'x:1'),
      actorMessage('x:5', 'orphan', 'x:99'),
    ])
      actors = receive(actors, message).actors as typeof actors;
    expect(actorTree(actors).map(({ actor, depth }) => `${depth}:${actor.name}`)).toEqual([
      '0:session',
      '0:documentReview',
      '1:documentCard:D-1',
      '1:documentCard:D-2',
      '1:loadCase',
      '0:orphan',
    ]);
  });

  it('turns a state value into the ids of the active state nodes', () => {
    expect([...activeNodeIds('review', { ready: { flow: 'reviewing', sync: 'current' } })].sort()).toEqual([
      'review.ready',
      'review.ready.flow',
      'review.ready.flow.reviewing',
      'review.ready.sync',
      'review.ready.sync.current',
    ]);
    expect([...activeNodeIds('loginForm', 'editing')]).toEqual(['loginForm.editing']);
  });
});

/** What the viewer would hold after the portal's actors ran with `inspect`: @statelyai/inspect's own messages. */
function relayed() {
  const messages: string[] = [];
  const adapter = {
    send: (event: unknown) => void messages.push(JSON.stringify(event)),
    start() {},
    stop() {},
  };
  const { inspect } = createInspector(adapter, { serializationDepthLimit: 40 });
  const tree = () => {
    let actors: Actors = new Map();
    for (const message of messages) actors = receive(actors, message).actors;
    return actorTree(actors).map(({ actor, depth }) => `${depth}:${actor.name}`);
  };
  return { inspect, tree };
}

const never = fromPromise(() => new Promise<never>(() => {})) as never;

describe("the portal's child actors, as the live viewer names them", () => {
  it("draws a review's cards under it by document, its comment modal beside them, each in its system", async () => {
    const { inspect, tree } = relayed();
    const documents = ['D-1', 'D-2'].map((documentId) => documentInfo({ documentId }));
    const review = createActor(
      documentReviewMachine.provide({
        actors: { loadCase: fromPromise(async () => reviewCase({ documents })), loadDocuments: never },
      }),
      { input: { caseId: '100001', role: 'customer' }, inspect },
    );
    review.start();
    await waitFor(review, (s) => s.matches('ready'));

    // Two cards, two names: the document's id keeps them apart.
    expect(review.getSnapshot().context.cards.map((card) => card.ref.id)).toEqual([
      'documentCard:D-1',
      'documentCard:D-2',
    ]);
    await vi.waitFor(() =>
      expect(tree()).toEqual([
        '0:documentReview',
        '1:commentModal',
        '1:loadCase',
        '1:documentCard:D-1',
        '1:documentCard:D-2',
        '1:loadDocuments',
      ]),
    );
    // The modal, made once a review, also answers to its system id.
    expect(review.system.get('commentModal')).toBe(review.getSnapshot().children.commentModal);
    review.stop();
  });

  it("draws the payment's form under it and the card frame under the form", async () => {
    const { inspect, tree } = relayed();
    const form = paymentFormMachine.provide({
      actors: {
        openCardSession: fromPromise(async () => 'http://card.test/hosted-form?sessionId=s1'),
        cardFrame: fromCallback(() => {}),
      },
    });
    const payment = createActor(
      paymentMachine.provide({
        actors: { loadPayment: fromPromise(async () => LOADS.initial), paymentForm: form },
      }),
      { input: { caseId: '100001', flow: 'standard', screen: 'payment', role: 'customer' }, inspect },
    );
    payment.start();
    await waitFor(payment, (s) => s.context.form !== null);
    const paymentForm = payment.getSnapshot().context.form;
    paymentForm?.send({ type: 'paymentForm.chooseMethod', method: 'CreditCard' });
    await vi.waitFor(() => expect(paymentForm?.getSnapshot().children.cardFrame?.id).toBe('cardFrame'));
    await vi.waitFor(() =>
      expect(tree()).toEqual([
        '0:payment',
        '1:loadPayment',
        '1:paymentForm',
        '2:openCardSession',
        '2:cardFrame',
      ]),
    );
    payment.stop();
  });

  it('names the new form paymentForm once a payment reloads the page, the old one stopped', async () => {
    let loads = 0;
    const payment = createActor(
      paymentMachine.provide({
        actors: {
          loadPayment: fromPromise(async () => (++loads === 1 ? LOADS.initial : LOADS.recurring)),
          submitPayment: fromPromise(async () => ({
            isSuccessful: true,
            paymentId: 'PAY-1' as string | null,
            confirmationNumber: 'CNF1' as string | null,
            paymentStatus: 'RecurringSetupRequired' as const,
          })) as never,
          paymentForm: paymentFormMachine.provide({ actors: { cardFrame: fromCallback(() => {}) } }),
        },
        actions: { navigate: () => {} },
      }),
      { input: { caseId: '100001', flow: 'standard', screen: 'payment', role: 'customer' } },
    );
    payment.start();
    await waitFor(payment, (s) => s.matches('InitialPaymentRequired'));
    const first = payment.getSnapshot().context.form;
    payment.send({
      type: 'payment.submit',
      request: {
        mode: 'initial',
        bankAccount: 'new',
        body: { billingFrequency: 'Monthly', paymentMethodType: 'BankAccount', paymentAmount: 142.5 },
      },
      idempotencyKey: 'key-1',
    });
    await waitFor(payment, (s) => s.matches('RecurringSetupRequired'));
    const second = payment.getSnapshot().context.form;
    expect(second?.id).toBe('paymentForm');
    expect(second).not.toBe(first);
    expect(first?.getSnapshot().status).toBe('stopped');
    expect(payment.getSnapshot().status).toBe('active');
    payment.stop();
  });
});

describe('runs: each page load is its own', () => {
  const runActor = (runId: string, id: string, name: string) =>
    JSON.stringify({
      json: {
        type: '@xstate.actor',
        runId,
        sessionId: `${runId}:${id}`,
        name,
        definition: JSON.stringify({ id: name, states: {} }),
        snapshot: { value: 'idle', status: 'active' },
      },
    });

  it('keeps two runs apart though XState gives both x:0, and an ended run takes only its own actors', () => {
    let { actors } = receive(new Map(), runActor('rA', 'x:0', 'session'));
    ({ actors } = receive(actors, runActor('rA', 'x:1', 'dashboard')));
    ({ actors } = receive(actors, runActor('rB', 'x:0', 'session')));
    expect([...actors.keys()]).toEqual(['rA:x:0', 'rA:x:1', 'rB:x:0']);
    expect(shortId(actors.get('rB:x:0')!)).toBe('x:0');

    const ended = receive(actors, JSON.stringify({ type: '@epd.run.ended', runId: 'rA' }));
    expect(ended.removed).toEqual(['rA:x:0', 'rA:x:1']);
    expect([...ended.actors.keys()]).toEqual(['rB:x:0']);
    expect(receive(ended.actors, JSON.stringify({ type: '@epd.run.ended', runId: 'rZ' })).removed).toEqual(
      [],
    );
  });

  it('shows a stopped actor as stopped', () => {
    let { actors } = receive(new Map(), runActor('rA', 'x:0', 'dashboard'));
    ({ actors } = receive(
      actors,
      JSON.stringify({
        json: { type: '@xstate.snapshot', sessionId: 'rA:x:0', snapshot: { status: 'stopped' } },
      }),
    ));
    expect(actors.get('rA:x:0')).toMatchObject({ status: 'stopped', value: 'idle' });
  });
});
