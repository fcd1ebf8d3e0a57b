import { assign, fromPromise, setup } from 'xstate';
import type { DashboardResponse } from '../../api/index.ts';

/** The dashboard's one call: loading → loaded or failed; `dashboard.retry` tries again. */
export const dashboardMachine = setup({
  types: {
    context: {} as { dashboard: DashboardResponse | null; error: string | null },
    events: {} as { type: 'dashboard.retry' },
  },
  actors: {
    loadDashboard: fromPromise<DashboardResponse>(async () => {
      throw new Error('dashboard machine: provide loadDashboard');
    }),
  },
}).createMachine({
  id: 'dashboard',
  context: { dashboard: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadDashboard',
        onDone: {
          target: 'loaded',
          actions: assign({ dashboard: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    loaded: {},
    failed: { on: { 'dashboard.retry': 'loading' } },
  },
});
