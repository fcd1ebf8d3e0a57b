/**
 * What the live viewer knows of the running actors, folded from the messages @statelyai/inspect
 * sends through the relay (`@xstate.actor`, `@xstate.event`, `@xstate.snapshot`). Pure, so the
 * folding is tested without a browser.
 */

interface LoggedEvent {
  type: string;
  at: number;
}

export interface InspectedActor {
  /** Unique across runs: the page load's run id, then XState's own id (`r…:x:3`). */
  sessionId: string;
  /** The page load the actor belongs to (null from an inspector that names no run). */
  runId: string | null;
  /** The actor's id as its parent named it (`card-D-100001-1`), or its machine's id for a root. */
  name: string;
  parentId: string | undefined;
  /** The machine's config as the inspector serialized it; absent for promise and callback actors. */
  definition: unknown;
  value: unknown;
  status: string;
  events: LoggedEvent[];
}

export type Actors = ReadonlyMap<string, InspectedActor>;

/** How many events each actor's log keeps. */
export const LOG_LENGTH = 30;

interface Message {
  type?: string;
  runId?: string;
  sessionId?: string;
  name?: string;
  parentId?: string;
  definition?: string;
  event?: { type?: string };
  snapshot?: { value?: unknown; status?: string };
  createdAt?: string;
}

function parse(raw: string): Message | null {
  try {
    const parsed = JSON.parse(raw) as Message & { json?: Message };
    return parsed.json ?? parsed;
  } catch {
    return null;
  }
}

function parseDefinition(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface Received {
  actors: Actors;
  /** The actor the message changed. */
  changed: string | null;
  /** The actors an ended run took with it. */
  removed: string[];
}

/** The actors of a run that ended (`@epd.run.ended`: its page reloaded or closed) are gone. */
function endRun(actors: Actors, runId: string | undefined): Received {
  const removed = [...actors.values()].filter((a) => runId && a.runId === runId).map((a) => a.sessionId);
  if (!removed.length) return { actors, changed: null, removed };
  const next = new Map(actors);
  for (const id of removed) next.delete(id);
  return { actors: next, changed: null, removed };
}

/** The actors after one relayed message, and what it changed. */
export function receive(actors: Actors, raw: string): Received {
  const message = parse(raw);
  if (message?.type === '@epd.run.ended') return endRun(actors, message.runId);
  const id = message?.sessionId;
  const unchanged: Received = { actors, changed: null, removed: [] };
  if (!message || !id) return unchanged;
  const next = new Map(actors);
  const known = actors.get(id);
  const at = Number(message.createdAt) || 0;
  switch (message.type) {
    case '@xstate.actor':
      next.set(id, {
        sessionId: id,
        runId: message.runId ?? null,
        name: message.name ?? id,
        parentId: message.parentId,
        definition: parseDefinition(message.definition),
        value: message.snapshot?.value,
        status: message.snapshot?.status ?? 'active',
        events: known?.events ?? [],
      });
      return { actors: next, changed: id, removed: [] };
    case '@xstate.event': {
      const type = message.event?.type;
      if (!known || !type) return unchanged;
      next.set(id, { ...known, events: [...known.events, { type, at }].slice(-LOG_LENGTH) });
      return { actors: next, changed: id, removed: [] };
    }
    case '@xstate.snapshot':
      if (!known) return unchanged;
      next.set(id, {
        ...known,
        value: message.snapshot?.value ?? known.value,
        status: message.snapshot?.status ?? known.status,
      });
      return { actors: next, changed: id, removed: [] };
    default:
      return unchanged;
  }
}

/** XState's own id, without the run it belongs to (`x:3`). */
export const shortId = (actor: InspectedActor) =>
  actor.runId && actor.sessionId.startsWith(`${actor.runId}:`)
    ? actor.sessionId.slice(actor.runId.length + 1)
    : actor.sessionId;

/** Root actors first, each followed by its children, depth first: the order the viewer draws them. */
export function actorTree(actors: Actors): { actor: InspectedActor; depth: number }[] {
  const children = new Map<string | undefined, InspectedActor[]>();
  for (const actor of actors.values()) {
    const parent = actor.parentId && actors.has(actor.parentId) ? actor.parentId : undefined;
    children.set(parent, [...(children.get(parent) ?? []), actor]);
  }
  const rows: { actor: InspectedActor; depth: number }[] = [];
  const visit = (parent: string | undefined, depth: number) => {
    for (const actor of children.get(parent) ?? []) {
      rows.push({ actor, depth });
      visit(actor.sessionId, depth + 1);
    }
  };
  visit(undefined, 0);
  return rows;
}

/** The ids of the state nodes a state value makes active (`{ ready: { flow: 'reviewing' } }`). */
export function activeNodeIds(machineId: string, value: unknown): Set<string> {
  const ids = new Set<string>();
  const walk = (prefix: string, part: unknown) => {
    if (typeof part === 'string') ids.add(`${prefix}.${part}`);
    else if (part && typeof part === 'object')
      for (const [key, inner] of Object.entries(part)) {
        ids.add(`${prefix}.${key}`);
        walk(`${prefix}.${key}`, inner);
      }
  };
  walk(machineId, value);
  return ids;
}
