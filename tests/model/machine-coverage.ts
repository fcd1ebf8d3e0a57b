import type {
  AnyActorRef,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';

/**
 * How much of a machine replayed paths really walk, measured against the machine's own definition:
 * every state node and every transition it declares (events, invoke done/error, eventless `always`,
 * delayed `after`, raised events), and the ones the running actor takes, as its inspection reports
 * each microstep. A transition that no replay takes is listed as missing.
 */
export interface Coverage {
  states: { all: string[]; reached: string[]; missing: string[] };
  transitions: { all: string[]; reached: string[]; missing: string[] };
}

/** Every state node of the machine, by id, and every transition it declares, by a readable key. */
export function inventory(machine: AnyStateMachine) {
  const states: string[] = [];
  const transitions: string[] = [];
  const visit = (node: AnyStateNode) => {
    states.push(node.id);
    for (const list of node.transitions.values()) for (const t of list) transitions.push(transitionKey(t));
    for (const t of node.always ?? []) transitions.push(transitionKey(t));
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return { states, transitions };
}

/**
 * A transition's name: its source, event and place in the source's list. Names, not object identity,
 * because `.provide()` copies a machine's nodes and the replays run provided copies.
 */
function transitionKey(t: AnyTransitionDefinition) {
  const source = t.source;
  const eventless = t.eventType === '';
  const list = eventless ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  const targets = t.target?.map((n) => n.id).join(',') ?? '(stays)';
  return `${source.id} --${eventless ? 'always' : t.eventType}[${list.indexOf(t)}]--> ${targets}`;
}

/**
 * Records what actors of `machine` do: pass `inspect` to createActor, replay, then read `coverage()`.
 * Only the machine's own actor counts (invoked children report no microsteps of its machine).
 */
export function coverageRecorder(machine: AnyStateMachine) {
  const { states, transitions } = inventory(machine);
  const knownStates = new Set(states);
  const knownTransitions = new Set(transitions);
  const reachedStates = new Set<string>();
  const reachedTransitions = new Set<string>();

  const record = (snapshot: { _nodes?: AnyStateNode[] }, taken: AnyTransitionDefinition[]) => {
    for (const node of snapshot._nodes ?? [])
      if (knownStates.has(node.id)) reachedStates.add(node.id);
      else throw new Error(`State ${node.id} is not in the machine's inventory`);
    for (const t of taken) {
      const key = transitionKey(t);
      if (!knownTransitions.has(key)) throw new Error(`${key} is not in the machine's inventory`);
      reachedTransitions.add(key);
      // A transient source (one left at once by `always`) shows in no snapshot, but it was active.
      for (let node: AnyStateNode | undefined = t.source; node; node = node.parent)
        reachedStates.add(node.id);
    }
  };

  // Children (invoked promises, spawned cards) report through the same system; only the root counts.
  const isRoot = (actorRef: InspectionEvent['actorRef']) =>
    !('_parent' in actorRef) || (actorRef as AnyActorRef)._parent === undefined;
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep' && isRoot(event.actorRef))
      record(event.snapshot as { _nodes?: AnyStateNode[] }, event._transitions);
    if (event.type === '@xstate.snapshot' && isRoot(event.actorRef))
      record(event.snapshot as { _nodes?: AnyStateNode[] }, []);
  };

  const coverage = (): Coverage => {
    const result = (all: string[], reached: Set<string>) => ({
      all,
      reached: all.filter((k) => reached.has(k)),
      missing: all.filter((k) => !reached.has(k)),
    });
    return {
      states: result(states, reachedStates),
      transitions: result(transitions, reachedTransitions),
    };
  };

  return { inspect, coverage, totals: { states: states.length, transitions: transitions.length } };
}
