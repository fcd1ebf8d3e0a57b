import { type AnyStateMachine, createActor, fromPromise } from 'xstate';
import { coverageRecorder, inventory } from './machine-coverage.ts';

export type Step = { event: { type: string }; state: unknown };
export type Path = { steps: Step[] };

/**
 * The state nodes and declared transitions one path takes, replayed on the machine itself: every
 * invoked actor is held open and the path's synthetic done/error events are sent as they are.
 */
function walk(machine: AnyStateMachine, input: unknown, path: Path) {
  const held = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((id) => [id, held]));
  const recorder = coverageRecorder(machine);
  const actor = createActor(machine.provide({ actors }), { input, inspect: recorder.inspect });
  actor.start();
  // The graph keeps one snapshot per serialized state, so a step's snapshot may come from another
  // path (with, say, 40 rows where this one has 20); the replay gives this path's own.
  const steps = path.steps.map((step) => {
    if (step.event.type !== 'xstate.init') actor.send(step.event);
    return { ...step, state: actor.getSnapshot() };
  });
  actor.stop();
  const { states, transitions } = recorder.coverage();
  return { steps, states: new Set(states.reached), transitions: new Set(transitions.reached) };
}

/**
 * A bounded set of generated paths for a replay in the browser: the shortest path into each state
 * node, then, greedily, the path taking the most transitions no chosen path takes yet, until every
 * transition some candidate takes is taken once. Candidates are the paths the screen can drive.
 */
export function coveringPaths<P extends Path>(
  machine: AnyStateMachine,
  input: unknown,
  candidates: P[],
): {
  paths: P[];
  states: { reached: string[]; all: number };
  transitions: { reached: string[]; all: number };
} {
  const walked = candidates.map((path) => ({ path, ...walk(machine, input, path) }));
  const chosen = new Set<(typeof walked)[number]>();
  const { totals } = coverageRecorder(machine);
  const allStates = new Set(walked.flatMap((w) => [...w.states]));
  for (const state of allStates) {
    const shortest = walked
      .filter((w) => w.states.has(state))
      .sort((a, b) => a.path.steps.length - b.path.steps.length)[0];
    if (shortest) chosen.add(shortest);
  }
  const taken = new Set([...chosen].flatMap((w) => [...w.transitions]));
  for (;;) {
    let best: (typeof walked)[number] | undefined;
    let gain = 0;
    for (const w of walked) {
      const fresh = [...w.transitions].filter((t) => !taken.has(t)).length;
      if (
        fresh > gain ||
        (fresh === gain && fresh > 0 && best && w.path.steps.length < best.path.steps.length)
      ) {
        best = w;
        gain = fresh;
      }
    }
    if (!best) break;
    chosen.add(best);
    for (const t of best.transitions) taken.add(t);
  }
  return {
    paths: [...chosen].map((w) => ({ ...w.path, steps: w.steps })),
    states: { reached: [...allStates], all: totals.states },
    transitions: { reached: [...taken], all: totals.transitions },
  };
}

/** Each step of a path replayed on the machine (invoked actors held open): its snapshot, and the
 * state nodes and transitions that step alone takes (the first step also counts the actor's start). */
function walkSteps<S extends Step>(machine: AnyStateMachine, input: unknown, steps: S[]) {
  const held = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((id) => [id, held]));
  let recorder = coverageRecorder(machine);
  const actor = createActor(machine.provide({ actors }), {
    input,
    inspect: (event) => recorder.inspect(event),
  });
  actor.start();
  const walked = steps.map((step, index) => {
    if (index > 0) recorder = coverageRecorder(machine);
    if (step.event.type !== 'xstate.init') actor.send(step.event);
    const { states, transitions } = recorder.coverage();
    const taken = [...states.reached.map((id) => `state ${id}`), ...transitions.reached];
    return { step: { ...step, state: actor.getSnapshot() } as S, taken };
  });
  actor.stop();
  return walked;
}

interface Edge<S> {
  to: string;
  step: S;
  taken: string[];
}

/**
 * A transition cover built as tours: each path starts at the initial state and, while it has fewer
 * than `maxSteps` events, goes the shortest way (over the candidates' own steps) to the nearest step
 * that takes a transition or enters a state node no chosen path takes yet, the one taking most of
 * them where several are as near. A tour ends where nothing new is within reach, and the next starts
 * over, until every transition and state node some candidate takes is taken. Fewer, longer paths than
 * one per transition: each browser replay pays for a page, its session and its first load. A tour
 * that the others make redundant is dropped.
 * `vertexOf` tells the model's states apart, as the model's traversal does; each chosen path is
 * replayed on the machine and must pass the states the candidates say it passes.
 */
export function transitionTours<S extends Step>(
  machine: AnyStateMachine,
  input: unknown,
  candidates: { steps: S[] }[],
  { vertexOf, maxSteps = 12 }: { vertexOf: (state: never) => string; maxSteps?: number },
) {
  const vertex = vertexOf as (state: unknown) => string;
  const edges = new Map<string, Edge<S>[]>();
  const known = new Set<string>();
  const target = new Set<string>();
  let start: { vertex: string; steps: S[]; taken: string[] } | undefined;
  let longest = 0;
  for (const path of candidates) {
    const walked = walkSteps(machine, input, path.steps);
    const opening = walked[0]?.step.event.type === 'xstate.init' ? 1 : 0;
    const first = opening ? walked[0]! : undefined;
    start ??= {
      vertex: vertex(first?.step.state ?? initialSnapshot(machine, input)),
      steps: first ? [first.step] : [],
      taken: first?.taken ?? [],
    };
    longest = Math.max(longest, walked.length - opening);
    let from = start.vertex;
    for (const { step, taken } of walked.slice(opening)) {
      const to = vertex(step.state);
      const key = JSON.stringify([from, step.event, to, taken]);
      for (const t of taken) target.add(t);
      if (!known.has(key)) {
        known.add(key);
        edges.set(from, [...(edges.get(from) ?? []), { to, step, taken }]);
      }
      from = to;
    }
  }
  if (!start) return { paths: [] as { steps: S[] }[], target: [] as string[] };
  const bound = Math.max(maxSteps, longest);
  const untaken = new Set(target);
  for (const t of start.taken) untaken.delete(t);

  /** The shortest route from `at`, within `budget` steps, to the nearest step taking something new. */
  const nearest = (at: string, budget: number): Edge<S>[] | undefined => {
    let level: { at: string; route: Edge<S>[] }[] = [{ at, route: [] }];
    const seen = new Set([at]);
    for (let depth = 1; depth <= budget && level.length > 0; depth++) {
      let best: Edge<S>[] | undefined;
      let gain = 0;
      const next: typeof level = [];
      for (const { at: here, route } of level)
        for (const edge of edges.get(here) ?? []) {
          const fresh = edge.taken.filter((t) => untaken.has(t)).length;
          if (fresh > gain) {
            best = [...route, edge];
            gain = fresh;
          }
          if (!seen.has(edge.to)) {
            seen.add(edge.to);
            next.push({ at: edge.to, route: [...route, edge] });
          }
        }
      if (best) return best;
      level = next;
    }
    return undefined;
  };

  const tours: { steps: S[]; vertices: string[] }[] = [];
  while (untaken.size > 0) {
    const tour = { steps: [...start.steps], vertices: start.steps.map(() => start!.vertex) };
    let at = start.vertex;
    for (let length = 0; ; ) {
      const route = nearest(at, bound - length);
      if (!route) break;
      for (const edge of route) {
        tour.steps.push(edge.step);
        tour.vertices.push(edge.to);
        for (const t of edge.taken) untaken.delete(t);
      }
      length += route.length;
      at = route.at(-1)!.to;
    }
    if (tour.steps.length === start.steps.length)
      throw new Error(`No tour reaches ${[...untaken].join(', ')} within ${bound} steps`);
    tours.push(tour);
  }
  const replayed = tours.map(({ steps, vertices }) => {
    const walked = walkSteps(machine, input, steps);
    walked.forEach(({ step }, i) => {
      if (vertex(step.state) !== vertices[i])
        throw new Error(
          `A tour's step ${i} (${step.event.type}) reaches ${vertex(step.state)}, not ${vertices[i]}`,
        );
    });
    return { steps: walked.map(({ step }) => step), taken: new Set(walked.flatMap((w) => w.taken)) };
  });
  // A tour whose every transition and state node later tours also take is dropped, shortest first.
  const kept = new Set(replayed);
  for (const tour of [...replayed].sort((a, b) => a.steps.length - b.steps.length)) {
    const others = [...kept].filter((other) => other !== tour);
    if ([...tour.taken].every((t) => others.some((other) => other.taken.has(t)))) kept.delete(tour);
  }
  return {
    paths: replayed.filter((tour) => kept.has(tour)).map(({ steps }) => ({ steps })),
    target: [...target],
  };
}

function initialSnapshot(machine: AnyStateMachine, input: unknown) {
  const held = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((id) => [id, held]));
  const actor = createActor(machine.provide({ actors }), { input });
  actor.start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

/** The state nodes and transitions a set of paths takes when replayed on the machine. */
export function pathCoverage(machine: AnyStateMachine, input: unknown, paths: Path[]) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    const walked = walk(machine, input, path);
    for (const s of walked.states) states.add(s);
    for (const t of walked.transitions) transitions.add(t);
  }
  const { states: allStates, transitions: allTransitions } = inventory(machine);
  return {
    states: allStates.filter((s) => states.has(s)),
    transitions: allTransitions.filter((t) => transitions.has(t)),
    totals: { states: allStates.length, transitions: allTransitions.length },
  };
}
