import { assertEvent, assign, type DoneActorEvent, fromPromise, setup } from 'xstate';
import type { QueueCounts } from '../src/api/schemas/agent.ts';
import { type QueueGroup, queueAddress } from '../src/domain/agent/workQueue.ts';
import type { RouteTarget } from '../src/domain/routeNames.ts';

/**
 * The agent's work queue at the top of the Policy List (decision 083): the whole book counted
 * by what needs doing, loaded beside the search and failing on its own (the search goes on). Picking a
 * group asks for that group's search by address, the way a submitted search does, so the search machine
 * runs it and Back returns to the list before.
 */
export interface AgentQueueInput {
  listAllPolicies?: 'true' | 'false';
}

export interface AgentQueueContext {
  counts: QueueCounts | null;
  listAllPolicies: 'true' | 'false' | undefined;
}

export type AgentQueueEvent =
  | { type: 'queue.retry' }
  | { type: 'queue.refresh' }
  | { type: 'queue.pick'; group: QueueGroup };

export const agentQueueMachine = setup({
  types: {
    context: {} as AgentQueueContext,
    events: {} as AgentQueueEvent,
    input: {} as AgentQueueInput,
  },
  actors: {
    loadQueueCounts: fromPromise<QueueCounts>(async () => {
      throw new Error('loadQueueCounts is provided by the app');
    }),
  },
  actions: {
    navigate: (_, _target: RouteTarget) => {},
    keepCounts: assign((_, counts: QueueCounts) => ({ counts })),
  },
}).createMachine({
  id: 'agentQueue',
  context: ({ input }) => ({ counts: null, listAllPolicies: input.listAllPolicies }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadQueueCounts',
        src: 'loadQueueCounts',
        onDone: {
          target: 'loaded',
          actions: {
            type: 'keepCounts',
            params: ({ event }: { event: DoneActorEvent<QueueCounts> }) => event.output,
          },
        },
        onError: 'failed',
      },
    },
    loaded: {
      initial: 'shown',
      on: {
        'queue.pick': {
          actions: {
            type: 'navigate',
            params: ({ context, event }) => {
              assertEvent(event, 'queue.pick');
              return {
                name: 'AgentHome' as const,
                search: queueAddress(event.group, context.listAllPolicies),
              };
            },
          },
        },
      },
      states: {
        shown: { on: { 'queue.refresh': 'refreshing' } },
        // Counted again while the agent stays (a search made, the tab shown again): the counts shown
        // stay until the new ones come, and stay as they were if the new ones do not come.
        refreshing: {
          invoke: {
            id: 'refreshQueueCounts',
            src: 'loadQueueCounts',
            onDone: {
              target: 'shown',
              actions: {
                type: 'keepCounts',
                params: ({ event }: { event: DoneActorEvent<QueueCounts> }) => event.output,
              },
            },
            onError: 'shown',
          },
        },
      },
    },
    // The counts only: the search beside it is untouched. The view says so and offers a retry.
    failed: { on: { 'queue.retry': 'loading', 'queue.refresh': 'loading' } },
  },
});

export type AgentQueueMachine = typeof agentQueueMachine;
