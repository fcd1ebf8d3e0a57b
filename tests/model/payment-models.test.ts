import { describe, expect, it } from 'vitest';
import {
  type AnyActorRef,
  type AnyStateMachine,
  createActor,
  fromPromise,
  type InspectionEvent,
} from 'xstate';
import { paymentMachine } from '../../machines/payment.ts';
import { paymentFormMachine } from '../../machines/paymentForm.ts';
import { describePath } from './document-paths.ts';
import { coverageRecorder } from './machine-coverage.ts';
import {
  infoFor,
  paymentFormFor,
  paymentFormModel,
  paymentModel,
  paymentWithoutForm,
} from './payment-paths.ts';

type Path = { steps: { event: { type: string }; state: { value: unknown } }[] };
type Inspect = (event: InspectionEvent) => void;

/** Invoked promises held open until the path says how they end. */
function pendingCalls() {
  const calls = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const logic = fromPromise<unknown, unknown>(
    ({ self }) => new Promise((resolve, reject) => calls.set(self.id, { resolve, reject })),
  );
  async function settle(type: string, event: { output?: unknown; error?: unknown }) {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    if (!match) return false;
    const call = calls.get(match[2] ?? '');
    if (!call) throw new Error(`${match[2]} was not running`);
    calls.delete(match[2] ?? '');
    if (match[1] === 'done') call.resolve(event.output);
    else call.reject(event.error);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    return true;
  }
  return { logic, settle };
}

async function replay(actor: AnyActorRef, settle: ReturnType<typeof pendingCalls>['settle'], path: Path) {
  actor.start();
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    if (!(await settle(step.event.type, step.event as never))) actor.send(step.event);
    expect(actor.getSnapshot().value, `after ${step.event.type}`).toEqual(step.state.value);
  }
  actor.stop();
}

async function runPaymentPath(path: Path, inspect?: Inspect) {
  const { logic, settle } = pendingCalls();
  const machine = paymentWithoutForm.provide({
    actors: { loadPayment: logic as never, submitPayment: logic as never },
  });
  const actor = createActor(machine, {
    input: { caseId: '100001', flow: 'standard', screen: 'payment', role: 'customer' },
    ...(inspect ? { inspect } : {}),
  });
  await replay(actor, settle, path);
}

function formRunner(mode: 'initial' | 'recurring') {
  return async (path: Path, inspect?: Inspect) => {
    const { logic, settle } = pendingCalls();
    const sent: unknown[] = [];
    const machine = paymentFormFor(sent).provide({ actors: { openCardSession: logic as never } });
    const actor = createActor(machine, {
      input: { caseId: '100001', mode, info: infoFor(mode) },
      ...(inspect ? { inspect } : {}),
    });
    await replay(actor, settle, path);
    // The form hands its parent one payment each time it enters `sent`, never more.
    const entered = path.steps.filter(
      (s, i) => i > 0 && isSent(s.state.value) && !isSent(path.steps[i - 1]?.state.value),
    ).length;
    expect(sent).toHaveLength(entered);
  };
}

const isSent = (value: unknown) => JSON.stringify(value).includes('"entry":"sent"');

const payment = paymentModel();
const initialForm = paymentFormModel('initial');
const recurringForm = paymentFormModel('recurring');

const models = [
  { model: payment, machine: paymentMachine, run: runPaymentPath },
  { model: initialForm, machine: paymentFormMachine, run: formRunner('initial') },
  { model: recurringForm, machine: paymentFormMachine, run: formRunner('recurring') },
] as {
  model: { name: string; edgePaths: Path[]; gaps: Record<string, string> };
  machine: AnyStateMachine;
  run: typeof runPaymentPath;
}[];

for (const { model, machine, run } of models) {
  const { totals } = coverageRecorder(machine);
  describe(`generated paths: ${model.name} (${totals.states} states, ${totals.transitions} transitions)`, () => {
    it.each(model.edgePaths.map((p) => [describePath(p), p] as const))('%s', async (_, path) => run(path));
  });
}

/** Why a declared transition is not walked by the generated paths (and where it is tested instead). */
const GAPS: Record<string, Record<string, string>> = {
  payment: {},
  paymentForm: {},
};

describe('the generated paths cover each machine', () => {
  it('payment: every state node, and every declared transition but the listed gaps', async () => {
    const recorder = coverageRecorder(paymentMachine);
    for (const path of payment.edgePaths) await runPaymentPath(path, recorder.inspect);
    expectCovered('payment', recorder.coverage(), payment.edgePaths.length);
  });

  it('paymentForm: initial payment and recurring setup together', async () => {
    const recorder = coverageRecorder(paymentFormMachine);
    for (const path of initialForm.edgePaths) await formRunner('initial')(path, recorder.inspect);
    for (const path of recurringForm.edgePaths) await formRunner('recurring')(path, recorder.inspect);
    expectCovered(
      'paymentForm',
      recorder.coverage(),
      initialForm.edgePaths.length + recurringForm.edgePaths.length,
    );
  });
});

function expectCovered(
  name: string,
  coverage: ReturnType<ReturnType<typeof coverageRecorder>['coverage']>,
  paths: number,
) {
  const { states, transitions } = coverage;
  console.info(
    `${name}: ${states.reached.length}/${states.all.length} states, ${transitions.reached.length}/${transitions.all.length} transitions, ${paths} paths replayed`,
  );
  const gaps = GAPS[name] ?? {};
  const gapTargets = Object.keys(gaps).map((key) => key.split('--> ')[1]);
  expect(
    states.missing.filter((id) => !gapTargets.includes(id)),
    'state nodes no path enters',
  ).toEqual([]);
  expect(transitions.missing, 'transitions no path takes (other than the listed gaps)').toEqual(
    Object.keys(gaps),
  );
}
