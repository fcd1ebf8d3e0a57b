import { agentSearchMachine, type PostLinkInput } from '../../../machines/agentSearch.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { Api } from '../../api/index.ts';
import type { SearchRequest } from '../../api/schemas/agent.ts';
import type { RouteTarget } from '../../domain/routeNames.ts';
import { addressAfterPaint } from './addressAfterPaint.ts';
import { postLink } from './formPost.ts';

export interface AgentHomeEffects {
  navigate: (target: RouteTarget) => void;
  notify: (message: string, kind: 'success' | 'error') => void;
  alert: (message: string) => void;
}

/** The search machine with the app's search call, form posts, navigation, toasts and alerts. */
export function provideAgentSearch(api: Api, effects: AgentHomeEffects) {
  const recordAddress = addressAfterPaint(effects.navigate);
  return agentSearchMachine.provide({
    actors: {
      searchBook: fromOwnedPromise(({ input, signal }: { input: SearchRequest; signal: AbortSignal }) =>
        api.searchBook({}, input, { signal }),
      ),
      postLink: fromOwnedPromise(({ input, signal }: { input: PostLinkInput; signal: AbortSignal }) =>
        postLink(input, signal),
      ),
    },
    actions: {
      navigate: (_, target) => effects.navigate(target),
      recordAddress: (_, target) => recordAddress(target),
      notify: (_, { message, kind }) => effects.notify(message, kind),
      alert: (_, message) => effects.alert(message),
    },
  });
}
