import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, type InspectionEvent } from 'xstate';
import { acceptanceMachine } from '../../machines/acceptance.ts';
import { deliveryConfirmationMachine } from '../../machines/deliveryConfirmation.ts';
import { acceptanceModel, DELIVERY_GAPS, deliveryModels, describePath } from './confirmation-paths.ts';
import { coverageRecorder } from './machine-coverage.ts';

/** Invoked promises held open until the path says how they end (keyed by invoke id). */
function pendingCalls() {
  const calls = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const logic = fromPromise<unknown, unknown>(
    ({ self }) => new Promise((resolve, reject) => calls.set(self.id, { resolve, reject })),
  );
  async function settle(type: string, event: { output?: unknown; error?: unknown }) {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    if (!match) return false;
    const call = calls.get(match[2]!);
    if (!call) throw new Error(`${match[2]} was not running`);
    calls.delete(match[2]!);
    if (match[1] === 'done') call.resolve(event.output);
    else call.reject(event.error);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    return true;
  }
  return { logic, settle };
}

type Path = { steps: { event: { type: string }; state: { value: unknown } }[] };
type Inspect = (event: InspectionEvent) => void;

async function replay(actor: AnyActorRef, settle: ReturnType<typeof pendingCalls>['settle'], path: Path) {
  actor.start();
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    if (!(await settle(step.event.type, step.event as never))) actor.send(step.event);
    expect(actor.getSnapshot().value, `after ${step.event.type}`).toEqual(step.state.value);
  }
  actor.stop();
}

const acceptance = acceptanceModel();
const deliveries = deliveryModels();

async function runAcceptancePath(path: Path, inspect?: Inspect) {
  const { logic, settle } = pendingCalls();
  const effects: string[] = [];
  const machine = acceptanceMachine.provide({
    actors: { loadAcceptance: logic as never, acceptCase: logic as never, loadCase: logic as never },
    actions: {
      navigate: (_, target) => void effects.push('name' in target ? target.name : target.href),
      notify: (_, { message }) => void effects.push(message),
    },
  });
  const actor = createActor(machine, { input: acceptance.input as never, ...(inspect ? { inspect } : {}) });
  await replay(actor, settle, path);
  // Every failed accept the case does not show as recorded ends in exactly one toast.
  const backToReady = path.steps.filter(
    (s, i) => i > 0 && s.state.value === 'ready' && path.steps[i - 1]!.state.value === 'verifying',
  ).length;
  expect(effects.filter((e) => e === 'Something went wrong. Please try again.')).toHaveLength(backToReady);
}

function runDeliveryPath(input: unknown) {
  return async (path: Path, inspect?: Inspect) => {
    const { logic, settle } = pendingCalls();
    const machine = deliveryConfirmationMachine.provide({
      actors: {
        loadContract: logic as never,
        acknowledge: logic as never,
        register: logic as never,
        recordEvent: logic as never,
      },
    });
    const actor = createActor(machine, { input: input as never, ...(inspect ? { inspect } : {}) });
    await replay(actor, settle, path);
  };
}

describe(`generated paths: ${acceptance.name}`, () => {
  it.each(acceptance.edgePaths.map((p) => [describePath(p), p] as const))('%s', (_, path) =>
    runAcceptancePath(path),
  );
});
for (const model of deliveries) {
  describe(`generated paths: ${model.name}`, () => {
    it.each(model.edgePaths.map((p) => [describePath(p), p] as const))('%s', (_, path) =>
      runDeliveryPath(model.input)(path),
    );
  });
}

function report(
  name: string,
  coverage: ReturnType<ReturnType<typeof coverageRecorder>['coverage']>,
  paths: number,
) {
  const { states, transitions } = coverage;
  console.info(
    `${name}: ${states.reached.length}/${states.all.length} states, ${transitions.reached.length}/${transitions.all.length} transitions, ${paths} paths replayed`,
  );
}

describe('the generated paths cover each machine', () => {
  it('acceptance: every state node and every declared transition', async () => {
    const recorder = coverageRecorder(acceptanceMachine);
    for (const path of acceptance.edgePaths) await runAcceptancePath(path, recorder.inspect);
    const coverage = recorder.coverage();
    report('acceptance', coverage, acceptance.edgePaths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it('deliveryConfirmation (three variants together): every state node and every declared transition', async () => {
    const recorder = coverageRecorder(deliveryConfirmationMachine);
    let count = 0;
    for (const model of deliveries)
      for (const path of model.edgePaths) {
        await runDeliveryPath(model.input)(path, recorder.inspect);
        count += 1;
      }
    const coverage = recorder.coverage();
    report('deliveryConfirmation', coverage, count);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual(Object.keys(DELIVERY_GAPS));
  });
});
