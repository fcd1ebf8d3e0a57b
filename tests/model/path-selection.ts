import { type AnyStateMachine, createActor, fromPromise } from 'xstate';
import { coverageRecorder } from './machine-coverage.ts';

type Step = { event: { type: string }; state: unknown };
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
