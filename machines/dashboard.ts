import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { type FailureKind, failureKind } from '../src/api/failure.ts';
import type { DashboardResponse } from '../src/api/schemas/case.ts';

/**
 * The customer dashboard (SPEC §2 SecureHome): its one call, loading → loaded or failed;
 * `dashboard.retry` tries again. Every failure reads the same to the customer (SPEC §2's text); the
 * kind is kept for the maintenance case, which the shell also announces.
 */
export interface DashboardContext {
  dashboard: DashboardResponse | null;
  failure: FailureKind | null;
}

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as { type: 'dashboard.retry' },
  },
  actors: {
    loadDashboard: fromPromise<DashboardResponse>(async () => {
      throw new Error('dashboard machine: provide loadDashboard');
    }),
  },
  actions: {
    keepDashboard: assign((_, dashboard: DashboardResponse) => ({ dashboard, failure: null })),
    keepFailure: assign((_, error: unknown) => ({ failure: failureKind(error) })),
  },
}).createMachine({
  id: 'dashboard',
  context: { dashboard: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        onDone: {
          target: 'loaded',
          actions: {
            type: 'keepDashboard',
            params: ({ event }: { event: DoneActorEvent<DashboardResponse> }) => event.output,
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    loaded: {},
    failed: { on: { 'dashboard.retry': 'loading' } },
  },
});
