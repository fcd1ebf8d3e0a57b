import { describe, expect, it } from 'vitest';
import { activeNodeIds, actorTree, LOG_LENGTH, receive } from '../../scripts/inspector/actors.ts';

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
      actorMessage('x:2', 'card-D-1', 'x:1'),
      actorMessage('x:3', 'card-D-2', 'x:1'),
      actorMessage('x:4', 'loadCase', 'x:1'),
      actorMessage('x:5', 'orphan', 'x:99'),
    ])
      actors = receive(actors, message).actors as typeof actors;
    expect(actorTree(actors).map(({ actor, depth }) => `${depth}:${actor.name}`)).toEqual([
      '0:session',
      '0:documentReview',
      '1:card-D-1',
      '1:card-D-2',
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
