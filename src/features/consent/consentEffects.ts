import { consentMachine } from '../../../machines/consent.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { Api } from '../../api/index.ts';
import { loadCaseFor } from '../../services/loadCase.ts';
import { navigateAction, type ScreenEffects } from '../../services/screenActions.ts';

/** The consent machine with the app's calls and navigation. */
export function provideConsent(api: Api, effects: Pick<ScreenEffects, 'navigate'>) {
  return consentMachine.provide({
    actors: {
      loadCase: fromOwnedPromise(({ input, signal }) => loadCaseFor(api, input.caseId, input.role, signal)),
      giveConsent: fromOwnedPromise(({ input, signal }) =>
        api.giveConsent({ caseId: input.caseId }, { disclosureVersion: input.disclosureVersion }, { signal }),
      ),
      declineConsent: fromOwnedPromise(({ input, signal }) =>
        api.declineConsent(
          { caseId: input.caseId },
          { disclosureVersion: input.disclosureVersion },
          { signal },
        ),
      ),
    },
    actions: { navigate: navigateAction(effects) },
  });
}
