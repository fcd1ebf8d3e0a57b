import { assign, fromPromise, setup } from 'xstate';
import { failureText } from '../src/api/failure.ts';
import type { Case, SuccessResponse, TrackerResponse } from '../src/api/schemas/case.ts';
import type { PaymentStatus } from '../src/api/schemas/enums.ts';
import { acceptanceRecorded, confirmationRouteOf } from '../src/domain/acceptanceRules.ts';
import { CONFIRMATION_TEXTS } from '../src/domain/confirmationTexts.ts';
import type { ViewerRole } from '../src/domain/documents.ts';
import { CASE_FAILURES } from '../src/domain/failureTexts.ts';
import type { RouteTarget } from '../src/domain/routeNames.ts';
import { acceptanceRedirect } from './acceptanceRedirect.ts';
import { loadFailed } from './parts/loadFailed.ts';

/** SPEC §2 Acceptance: the Owner accepts the policy with an electronic signature, once. */

export interface AcceptanceInput {
  caseId: string;
  role: ViewerRole;
  /** The AcceptanceSequenced screen: the same acceptance under the step tracker. */
  sequenced?: boolean;
}

export interface AcceptanceLoad {
  case: Case;
  paymentStatus: PaymentStatus;
  /** The step tracker's steps on the sequenced screen; null elsewhere. */
  tracker: TrackerResponse | null;
}

export interface AcceptanceContext {
  caseId: string;
  role: ViewerRole;
  sequenced: boolean;
  case: Case | null;
  tracker: TrackerResponse | null;
  loadError: string | null;
}

export type AcceptanceEvent = { type: 'acceptance.accept' } | { type: 'acceptance.retry' };

export type AcceptanceNotice = { message: string; kind: 'success' | 'error' };

/** SPEC §8 'Accept failure': one text whatever went wrong (the kind decides nothing here). */
const acceptFailed = CONFIRMATION_TEXTS.acceptFailed;

const redirectOf = (context: Pick<AcceptanceContext, 'role'>, load: AcceptanceLoad) =>
  acceptanceRedirect(load.case, context.role, load.paymentStatus);

export const acceptanceMachine = setup({
  types: {
    context: {} as AcceptanceContext,
    events: {} as AcceptanceEvent,
    input: {} as AcceptanceInput,
  },
  actors: {
    loadAcceptance: fromPromise<AcceptanceLoad, { caseId: string; role: ViewerRole; sequenced: boolean }>(
      async () => {
        throw new Error('loadAcceptance is provided by the app');
      },
    ),
    acceptCase: fromPromise<SuccessResponse, { caseId: string }>(async () => {
      throw new Error('acceptCase is provided by the app');
    }),
    loadCase: fromPromise<Case, { caseId: string; role: ViewerRole }>(async () => {
      throw new Error('loadCase is provided by the app');
    }),
  },
  guards: {
    mustLeave: ({ context }, load: AcceptanceLoad) => redirectOf(context, load) !== null,
    refused: (_, answer: SuccessResponse) => !answer.isSuccessful,
    // The answer was lost but the acceptance may have been recorded: then it is done, not failed.
    recorded: ({ context }, caseData: Case) => acceptanceRecorded(caseData, context.role),
  },
  actions: {
    // Effects the app supplies with .provide().
    navigate: (_, _target: RouteTarget) => {},
    notify: (_, _notice: AcceptanceNotice) => {},
    recordLoad: assign((_, load: AcceptanceLoad) => ({
      case: load.case,
      tracker: load.tracker,
      loadError: null,
    })),
    recordLoadError: assign((_, error: unknown) => ({ loadError: failureText(CASE_FAILURES, error) })),
  },
}).createMachine({
  id: 'acceptance',
  context: ({ input }) => ({
    caseId: input.caseId,
    role: input.role,
    sequenced: input.sequenced === true,
    case: null,
    tracker: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAcceptance',
        src: 'loadAcceptance',
        input: ({ context }) => ({
          caseId: context.caseId,
          role: context.role,
          sequenced: context.sequenced,
        }),
        onDone: [
          {
            guard: { type: 'mustLeave', params: ({ event }) => event.output },
            target: 'redirected',
            actions: {
              type: 'navigate',
              params: ({ context, event }) => ({
                name: redirectOf(context, event.output) ?? 'DocumentReview',
                params: { caseId: context.caseId },
                replace: true,
              }),
            },
          },
          { target: 'ready', actions: { type: 'recordLoad', params: ({ event }) => event.output } },
        ],
        onError: loadFailed,
      },
    },
    failed: {
      on: { 'acceptance.retry': 'loading' },
    },
    /** No access to the case, or no such case: final; the screen offers the way home. */
    denied: { type: 'final' },
    ready: {
      on: { 'acceptance.accept': 'accepting' },
    },
    // A second click while the call runs finds no 'acceptance.accept' here: one request.
    accepting: {
      tags: ['busy'],
      invoke: {
        id: 'acceptCase',
        src: 'acceptCase',
        input: ({ context }) => ({ caseId: context.caseId }),
        onDone: [
          { guard: { type: 'refused', params: ({ event }) => event.output }, target: 'verifying' },
          {
            target: 'accepted',
            actions: {
              type: 'navigate',
              params: ({ context }) => ({
                name: context.case ? confirmationRouteOf(context.case) : 'Confirmation',
                params: { caseId: context.caseId },
              }),
            },
          },
        ],
        onError: { target: 'verifying' },
      },
    },
    // After a failure or a timeout, the case tells whether the acceptance was recorded after all.
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyAcceptance',
        src: 'loadCase',
        input: ({ context }) => ({ caseId: context.caseId, role: context.role }),
        onDone: [
          {
            guard: { type: 'recorded', params: ({ event }) => event.output },
            target: 'accepted',
            actions: {
              type: 'navigate',
              params: ({ context, event }) => ({
                name: confirmationRouteOf(event.output),
                params: { caseId: context.caseId },
              }),
            },
          },
          {
            target: 'ready',
            actions: [
              assign({ case: ({ event }) => event.output }),
              { type: 'notify', params: { message: acceptFailed, kind: 'error' } },
            ],
          },
        ],
        onError: {
          target: 'ready',
          actions: { type: 'notify', params: { message: acceptFailed, kind: 'error' } },
        },
      },
    },
    accepted: { type: 'final' },
    redirected: { type: 'final' },
  },
});

export type AcceptanceMachine = typeof acceptanceMachine;
export type AcceptanceSnapshot = ReturnType<AcceptanceMachine['getInitialSnapshot']>;

/** Is the accept call (or the check after it) running? The button is disabled meanwhile. */
export const selectAccepting = (snapshot: AcceptanceSnapshot): boolean => snapshot.hasTag('busy');
