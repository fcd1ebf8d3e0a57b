import { agentQueueMachine } from '../../../machines/agentQueue.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { Api } from '../../api/index.ts';
import type { RouteTarget } from '../../domain/routeNames.ts';

/** The work queue machine with the app's counts call and navigation. */
export function provideAgentQueue(api: Api, effects: { navigate: (target: RouteTarget) => void }) {
  return agentQueueMachine.provide({
    actors: {
      loadQueueCounts: fromOwnedPromise(({ signal }: { signal: AbortSignal }) =>
        api.queueCounts({}, { signal }),
      ),
    },
    actions: { navigate: (_, target) => effects.navigate(target) },
  });
}
