import { createActor, type EventFromLogic } from 'xstate';
import { agentQueueMachine } from '../../machines/agentQueue.ts';
import { ApiError } from '../../src/api/errors.ts';
import { build } from './document-paths.ts';
import { inspecting, pendingCalls, type Run, replay } from './replay.ts';

const SERVER_ERROR = new ApiError('Error received from api', {
  code: 'ServerError',
  status: 500,
  call: 'queueCounts',
});

/** The work queue's generated paths: its call, a failure and its retry, a recount, a pick of each group. */
export function agentQueueModel() {
  return build('agentQueue', agentQueueMachine, {
    input: {},
    events: [
      {
        type: 'xstate.done.actor.loadQueueCounts',
        output: { toRelease: 3, waitingForCustomers: 5, changeRequested: 1 },
      },
      {
        type: 'xstate.error.actor.loadQueueCounts',
        error: SERVER_ERROR,
      },
      { type: 'queue.retry' },
      { type: 'queue.refresh' },
      {
        type: 'xstate.done.actor.refreshQueueCounts',
        output: { toRelease: 2, waitingForCustomers: 6, changeRequested: 0 },
      },
      {
        type: 'xstate.error.actor.refreshQueueCounts',
        error: SERVER_ERROR,
      },
      { type: 'queue.pick', group: 'toRelease' },
      { type: 'queue.pick', group: 'waitingForCustomers' },
      { type: 'queue.pick', group: 'changeRequested' },
    ] as EventFromLogic<typeof agentQueueMachine>[],
    serializeState: (s) => JSON.stringify(s.value),
  });
}

export const runAgentQueuePath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = agentQueueMachine.provide({
    actors: { loadQueueCounts: logic as never },
    actions: { navigate: () => {} },
  });
  await replay(createActor(machine, { input: {}, ...inspecting(inspect) }), settle, path);
};
