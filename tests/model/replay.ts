import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromPromise,
  type InspectionEvent,
} from 'xstate';

/**
 * What every pure replay of a generated path shares: invoked promises held open until the path says
 * how they end, and a step-by-step replay that checks the actor is where the model says after each
 * step. Plain `node:assert`, so the replays run in Vitest and in `npm run test:model`'s table alike.
 */

export type Path = { steps: { event: { type: string }; state: { value: unknown } }[] };
export type Inspect = (event: InspectionEvent) => void;
/** Replays one path; with `inspect`, the machine's actor reports each microstep to it. */
export type Run<P extends Path = Path> = (path: P, inspect?: Inspect) => Promise<void>;

/** Invoked promises held open until the path says how they end (keyed by invoke id). */
export function pendingCalls() {
  const calls = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const logic = fromPromise<unknown, unknown>(
    ({ self }) => new Promise((resolve, reject) => calls.set(self.id, { resolve, reject })),
  );
  async function settle(type: string, event: { output?: unknown; error?: unknown }) {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    if (!match) return false;
    const id = match[2] ?? '';
    const call = calls.get(id);
    if (!call) throw new Error(`${id} was not running`);
    calls.delete(id);
    if (match[1] === 'done') call.resolve(event.output);
    else call.reject(event.error);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    return true;
  }
  return { logic, settle };
}

/** Starts the actor, sends each step's event (or settles its call) and checks the state it reaches. */
export async function replay(
  actor: AnyActorRef,
  settle: ReturnType<typeof pendingCalls>['settle'],
  path: Path,
) {
  actor.start();
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    if (!(await settle(step.event.type, step.event as never))) actor.send(step.event);
    deepStrictEqual(actor.getSnapshot().value, step.state.value, `after ${step.event.type}`);
  }
  actor.stop();
}

/** `inspect` as createActor's option, when given. */
export const inspecting = (inspect?: Inspect) => (inspect ? { inspect } : {});

/**
 * Replays events on a machine started from a restored snapshot (a stored case's status and facts),
 * checking after each the status the path expects, as `statusOf` reads it from the snapshot.
 */
export function replayFromSnapshot<E extends { type: string }, S>(
  machine: AnyStateMachine,
  start: AnyMachineSnapshot,
  steps: readonly { event: E; status: S }[],
  {
    statusOf,
    describe,
    inspect,
  }: {
    statusOf: (snapshot: never) => S;
    describe: (event: E) => string;
    inspect?: Inspect;
  },
) {
  const actor = createActor(machine, {
    snapshot: start,
    input: start.context,
    inspect: inspect ?? (() => {}),
  });
  actor.start();
  for (const step of steps) {
    actor.send(step.event);
    strictEqual(statusOf(actor.getSnapshot() as never), step.status, `after ${describe(step.event)}`);
  }
  actor.stop();
}
