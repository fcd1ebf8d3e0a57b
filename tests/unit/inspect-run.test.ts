import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { startedActorsOnly, tagWithRun } from '../../src/telemetry/inspectRun.ts';

describe("the portal's inspector messages name their run", () => {
  it('prefixes every actor id with the run and names the run, once however often it is applied', () => {
    const message = {
      type: '@xstate.event',
      sessionId: 'x:3',
      parentId: 'x:1',
      sourceId: 'x:2',
      rootId: 'x:0',
    };
    const tagged = tagWithRun('rA', message);
    expect(tagged).toEqual({
      type: '@xstate.event',
      runId: 'rA',
      sessionId: 'rA:x:3',
      parentId: 'rA:x:1',
      sourceId: 'rA:x:2',
      rootId: 'rA:x:0',
    });
    expect(tagWithRun('rA', tagged)).toEqual(tagged);
    expect(tagWithRun('rA', { type: '@xstate.event', sessionId: 'x:1', rootId: 'anonymous' }).rootId).toBe(
      'anonymous',
    );
  });
});

describe('an actor is shown once it has started', () => {
  const machine = createMachine({
    id: 'screen',
    initial: 'idle',
    states: { idle: { on: { go: 'done' } }, done: {} },
  });

  function watch() {
    const seen: InspectionEvent[] = [];
    const inspect = startedActorsOnly((event) => seen.push(event));
    return { inspect, seen, kinds: () => seen.map((e) => `${e.type}:${e.actorRef.sessionId}`) };
  }

  it('never shows an actor that was made and never started (StrictMode makes such twins)', () => {
    const { inspect, seen } = watch();
    createActor(machine, { inspect });
    expect(seen).toEqual([]);
  });

  it('shows a started actor first, then what it did, and its stop', () => {
    const { inspect, kinds, seen } = watch();
    const actor = createActor(machine, { inspect });
    actor.start();
    actor.send({ type: 'go' });
    actor.stop();
    const id = actor.sessionId;
    expect(kinds()[0]).toBe(`@xstate.actor:${id}`);
    expect(kinds().filter((k) => k === `@xstate.actor:${id}`)).toHaveLength(1);
    const last = seen.at(-1);
    expect(last?.type).toBe('@xstate.snapshot');
    expect((last as { snapshot: { status: string } }).snapshot.status).toBe('stopped');
  });
});
