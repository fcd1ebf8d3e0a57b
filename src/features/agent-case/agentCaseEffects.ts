import { agentCasePageMachine } from '../../../machines/agentCasePage.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { Api } from '../../api/index.ts';
import { navigateAction, type ScreenEffects } from '../../services/screenActions.ts';

/** The agent's case pages with the agent view of the case, the signed policy, navigation and closing. */
export function provideAgentCasePage(api: Api, effects: Pick<ScreenEffects, 'navigate'>) {
  return agentCasePageMachine.provide({
    actors: {
      loadCase: fromOwnedPromise(({ input, signal }) =>
        api.getCaseForAgent({ caseId: input.caseId }, { signal }),
      ),
      loadSignedPolicy: fromOwnedPromise(({ input, signal }) =>
        api.documentsOnlySignedPolicy({ caseId: input.caseId }, { signal }),
      ),
    },
    actions: {
      navigate: navigateAction(effects),
      closeWindow: () => window.close(),
    },
  });
}
