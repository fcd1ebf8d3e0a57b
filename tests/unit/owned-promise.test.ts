import { describe, expect, it } from 'vitest';
import { type AnyActorRef, assign, createActor, setup, waitFor } from 'xstate';
import { fromOwnedPromise } from '../../machines/parts/ownedPromise.ts';

/** Decision 059: a service's outcome belongs to its run; an aborted run's outcome reaches no actor. */

const QUICK = { timeout: 200 };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * What React's StrictMode does to an actor tree through `@xstate/react`'s `useActorRef`
 * (`stopRootWithRehydration`): stop every actor, then put each one's snapshot back, so the next
 * `start()` resumes them, the invoked promise actor `active` again with a new run.
 */
function stopAndRestore(root: AnyActorRef) {
  const kept: [AnyActorRef, unknown][] = [];
  const collect = (ref: AnyActorRef) => {
    kept.push([ref, ref.getSnapshot()]);
    for (const child of Object.values(ref.getSnapshot().children ?? {}) as AnyActorRef[]) collect(child);
  };
  collect(root);
  root.stop();
  for (const [ref, snapshot] of kept) {
    const restorable = ref as unknown as { _processingStatus: number; _snapshot: unknown };
    restorable._processingStatus = 0;
    restorable._snapshot = snapshot;
  }
}

/** A screen that loads one thing through a service made with `fromOwnedPromise`, one run per start. */
function screenWithLoad() {
  const runs: { signal: AbortSignal; input: string; answer: ReturnType<typeof deferred<string>> }[] = [];
  const machine = setup({
    types: { context: {} as { shown: string | null; failure: string | null } },
    actors: {
      load: fromOwnedPromise<string, string>(({ input, signal }) => {
        const answer = deferred<string>();
        runs.push({ signal, input, answer });
        return answer.promise;
      }),
    },
  }).createMachine({
    context: { shown: null, failure: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          input: 'case 100001',
          onDone: { target: 'shown', actions: assign({ shown: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign({ failure: ({ event }) => String(event.error) }) },
        },
      },
      shown: {},
      failed: {},
    },
  });
  return { actor: createActor(machine), runs };
}

describe('fromOwnedPromise: a service that settles as its promise does', () => {
  it('answers with what the service answered, for the input it was given', async () => {
    const seen: string[] = [];
    const service = fromOwnedPromise<string, string>(async ({ input }) => {
      seen.push(input);
      return `cases of ${input}`;
    });
    const actor = createActor(service, { input: 'olivia' }).start();
    const done = await waitFor(actor, (s) => s.status === 'done', QUICK);
    expect(done.output).toBe('cases of olivia');
    expect(seen).toEqual(['olivia']);
  });

  it('fails with the error the service failed with, whether it threw at once or later', async () => {
    const refused = new Error('Service unavailable');
    const failureOf = (service: ReturnType<typeof fromOwnedPromise<string>>) => {
      const actor = createActor(service);
      const failure = new Promise((resolve) =>
        actor.subscribe({ complete: () => resolve('done'), error: resolve }),
      );
      actor.start();
      return failure;
    };
    const thrownAtOnce = () => {
      throw refused;
    };
    expect(await failureOf(fromOwnedPromise<string>(thrownAtOnce))).toBe(refused);
    expect(await failureOf(fromOwnedPromise<string>(async () => Promise.reject(refused)))).toBe(refused);
  });
});

describe('fromOwnedPromise: a run stopped and restored, as StrictMode does in development', () => {
  it("the first run's AbortError reaches no one: the screen shows the second run's answer", async () => {
    const { actor, runs } = screenWithLoad();
    actor.start();
    stopAndRestore(actor);
    expect(runs[0]?.signal.aborted).toBe(true);
    actor.start();
    expect(runs.map((run) => run.input)).toEqual(['case 100001', 'case 100001']);
    runs[0]?.answer.reject(new DOMException('signal is aborted without reason', 'AbortError'));
    runs[1]?.answer.resolve('the case');
    const settled = await waitFor(actor, (s) => !s.matches('loading'), QUICK);
    expect(settled.context).toEqual({ shown: 'the case', failure: null });
  });

  it("an answer the first run got after all reaches no one either: only the second run's is shown", async () => {
    const { actor, runs } = screenWithLoad();
    actor.start();
    stopAndRestore(actor);
    actor.start();
    runs[0]?.answer.resolve('a stale case');
    await Promise.resolve();
    runs[1]?.answer.resolve('the case');
    const settled = await waitFor(actor, (s) => !s.matches('loading'), QUICK);
    expect(settled.context.shown).toBe('the case');
  });

  it("the second run's own failure still says so", async () => {
    const { actor, runs } = screenWithLoad();
    actor.start();
    stopAndRestore(actor);
    actor.start();
    runs[1]?.answer.reject(new Error('Service unavailable'));
    const settled = await waitFor(actor, (s) => !s.matches('loading'), QUICK);
    expect(settled.context).toEqual({ shown: null, failure: 'Error: Service unavailable' });
  });
});
