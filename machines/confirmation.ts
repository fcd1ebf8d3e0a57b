import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../src/api/failure.ts';
import type { Case } from '../src/api/schemas/case.ts';
import type { Document } from '../src/api/schemas/document.ts';
import type { PaymentInfo } from '../src/api/schemas/payment.ts';
import { confirmationRedirect } from '../src/domain/acceptance/acceptanceRules.ts';
import type { ViewerRole } from '../src/domain/documents/documents.ts';
import { CASE_FAILURE_MESSAGES } from '../src/domain/failureTexts.ts';
import type { RouteTarget } from '../src/domain/routeNames.ts';
import type { Message } from '../src/i18n/message.ts';
import { loadFailed } from './parts/loadFailed.ts';

/** SPEC §2 Confirmation (life): the finished case, its reviewed documents and its payments. */

export interface ConfirmationInput {
  caseId: string;
  role: ViewerRole;
}

export interface ConfirmationLoad {
  case: Case;
  /** Every document with the signed policy (GetWithSigned). */
  documents: Document[];
  payment: PaymentInfo;
}

export interface ConfirmationContext extends ConfirmationInput {
  load: ConfirmationLoad | null;
  loadError: Message | null;
}

export type ConfirmationEvent = { type: 'confirmation.retry' };

export const confirmationMachine = setup({
  types: {
    context: {} as ConfirmationContext,
    events: {} as ConfirmationEvent,
    input: {} as ConfirmationInput,
  },
  actors: {
    loadConfirmation: fromPromise<ConfirmationLoad, ConfirmationInput>(async () => {
      throw new Error('loadConfirmation is provided by the app');
    }),
  },
  guards: {
    notThisScreen: ({ context }, load: ConfirmationLoad) =>
      confirmationRedirect(load.case, context.role) !== null,
  },
  actions: {
    // Effects the app supplies with .provide().
    navigate: (_, _target: RouteTarget) => {},
    notify: (_, _notice: { message: Message; kind: 'success' | 'error' }) => {},
    recordLoad: assign((_, load: ConfirmationLoad) => ({ load, loadError: null })),
    recordLoadError: assign((_, error: unknown) => ({
      loadError: failureMessage(CASE_FAILURE_MESSAGES, error),
    })),
  },
}).createMachine({
  id: 'confirmation',
  context: ({ input }) => ({ caseId: input.caseId, role: input.role, load: null, loadError: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadConfirmation',
        src: 'loadConfirmation',
        input: ({ context }) => ({ caseId: context.caseId, role: context.role }),
        onDone: [
          {
            guard: { type: 'notThisScreen', params: ({ event }) => event.output },
            target: 'redirected',
            actions: {
              type: 'navigate',
              params: ({ context, event }) => ({
                name: confirmationRedirect(event.output.case, context.role) ?? 'Acceptance',
                params: { caseId: context.caseId },
                replace: true,
              }),
            },
          },
          { target: 'shown', actions: { type: 'recordLoad', params: ({ event }) => event.output } },
        ],
        onError: loadFailed,
      },
    },
    failed: { on: { 'confirmation.retry': 'loading' } },
    /** No access to the case, or no such case: final; the screen offers the way home. */
    denied: { type: 'final' },
    redirected: { type: 'final' },
    shown: { type: 'final' },
  },
});
