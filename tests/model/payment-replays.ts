import { strictEqual } from 'node:assert/strict';
import { createActor } from 'xstate';
import { infoFor, paymentFormFor, paymentWithoutForm } from './payment-paths.ts';
import { inspecting, pendingCalls, type Run, replay } from './replay.ts';

/** The payment machines' paths replayed against fakes. */

export const runPaymentPath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = paymentWithoutForm.provide({
    actors: { loadPayment: logic as never, submitPayment: logic as never },
  });
  const actor = createActor(machine, {
    input: { caseId: '100001', flow: 'standard', screen: 'payment', role: 'customer' },
    ...inspecting(inspect),
  });
  await replay(actor, settle, path);
};

const isSent = (value: unknown) => JSON.stringify(value).includes('"entry":"sent"');

export function formRunner(mode: 'initial' | 'recurring'): Run {
  return async (path, inspect) => {
    const { logic, settle } = pendingCalls();
    const sent: unknown[] = [];
    const machine = paymentFormFor(sent).provide({ actors: { openCardSession: logic as never } });
    const actor = createActor(machine, {
      input: { caseId: '100001', mode, info: infoFor(mode) },
      ...inspecting(inspect),
    });
    await replay(actor, settle, path);
    // The form hands its parent one payment each time it enters `sent`, never more.
    const entered = path.steps.filter(
      (s, i) => i > 0 && isSent(s.state.value) && !isSent(path.steps[i - 1]?.state.value),
    ).length;
    strictEqual(sent.length, entered, 'one payment handed to the parent per entry into sent');
  };
}
