import type { ActorRefLike, InspectionEvent, Observer } from 'xstate';

/**
 * What one page load sends to the state inspector. XState numbers its actors from `x:0` again in every
 * page load, so each id is prefixed with the run's own id (`r7k2:x:0`) and each message names its run:
 * a reload is a new run, and no id is ever reused across runs.
 */
export function newRunId(): string {
  const random = globalThis.crypto?.randomUUID?.().slice(0, 8) ?? Math.random().toString(36).slice(2, 10);
  return `r${Date.now().toString(36)}${random}`;
}

const ID_FIELDS = ['sessionId', 'parentId', 'sourceId', 'rootId'] as const;

/** A serialized inspection message with its ids prefixed by the run and the run named (`runId`). */
export function tagWithRun<T extends object>(runId: string, message: T): T & { runId: string } {
  const fields = message as Record<string, unknown>;
  const tagged: Record<string, unknown> = { ...fields, runId };
  for (const field of ID_FIELDS) {
    const id = fields[field];
    // Idempotent: the inspector may hand a message to `serialize` more than once.
    if (typeof id === 'string' && id !== 'anonymous' && !id.startsWith(`${runId}:`))
      tagged[field] = `${runId}:${id}`;
  }
  return tagged as T & { runId: string };
}

/**
 * An observer that forwards inspection events, holding an actor's `@xstate.actor` until the actor does
 * something (its first event or snapshot). React's StrictMode builds some actors twice and starts only
 * one; the other never runs, and shown it would sit in the viewer as a live actor forever.
 */
export function startedActorsOnly(forward: (event: InspectionEvent) => void): Observer<InspectionEvent> {
  const held = new Map<ActorRefLike, InspectionEvent>();
  const announced = new WeakSet<ActorRefLike>();
  return {
    next(event) {
      const actor = event.actorRef;
      if (event.type === '@xstate.actor') {
        if (!announced.has(actor)) held.set(actor, event);
        return;
      }
      const announcement = held.get(actor);
      if (announcement) {
        held.delete(actor);
        announced.add(actor);
        forward(announcement);
      }
      forward(event);
    },
  };
}
