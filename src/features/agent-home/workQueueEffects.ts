import { agentQueueMachine } from '../../../machines/agentQueue.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { Api } from '../../api/index.ts';
import { navigateAction, type ScreenEffects } from '../../services/screenActions.ts';

/** The work queue machine with the app's counts call and navigation. */
export function provideAgentQueue(api: Api, effects: Pick<ScreenEffects, 'navigate'>) {
  return agentQueueMachine.provide({
    actors: {
      loadQueueCounts: fromOwnedPromise(({ signal }: { signal: AbortSignal }) =>
        api.queueCounts({}, { signal }),
      ),
    },
    actions: { navigate: navigateAction(effects) },
  });
}
