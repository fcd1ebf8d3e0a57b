import { strictEqual } from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { createActor } from 'xstate';
import { acceptanceMachine } from '../../machines/acceptance.ts';
import { deliveryConfirmationMachine } from '../../machines/deliveryConfirmation.ts';
import { CONFIRMATION_TEXTS } from '../../src/domain/journey/confirmationTexts.ts';
import { type Message, message } from '../../src/i18n/message.ts';
import { inspecting, pendingCalls, type Run, replay } from './replay.ts';

/** The acceptance and delivery confirmation paths replayed against fakes. */

export function acceptanceRunner(input: unknown): Run {
  return async (path, inspect) => {
    const { logic, settle } = pendingCalls();
    const toasts: Message[] = [];
    const machine = acceptanceMachine.provide({
      actors: { loadAcceptance: logic as never, acceptCase: logic as never, loadCase: logic as never },
      actions: { navigate: () => {}, notify: (_, { message }) => void toasts.push(message) },
    });
    const actor = createActor(machine, { input: input as never, ...inspecting(inspect) });
    await replay(actor, settle, path);
    // Every failed accept the case does not show as recorded ends in exactly one toast.
    const inReady = (value: unknown) => typeof value === 'object' && value !== null && 'ready' in value;
    const backToReady = path.steps.filter(
      (s, i) => i > 0 && inReady(s.state.value) && path.steps[i - 1]?.state.value === 'verifying',
    ).length;
    strictEqual(
      toasts.filter((t) => isDeepStrictEqual(t, message(CONFIRMATION_TEXTS, 'acceptFailed'))).length,
      backToReady,
      'one toast per failed accept',
    );
  };
}

export function deliveryRunner(input: unknown): Run {
  return async (path, inspect) => {
    const { logic, settle } = pendingCalls();
    const machine = deliveryConfirmationMachine.provide({
      actors: {
        loadContract: logic as never,
        acknowledge: logic as never,
        register: logic as never,
        recordEvent: logic as never,
      },
    });
    const actor = createActor(machine, { input: input as never, ...inspecting(inspect) });
    await replay(actor, settle, path);
  };
}
