import { type AcceptanceLoad, acceptanceMachine } from '../../../machines/acceptance.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { Api } from '../../api/index.ts';
import type { ViewerRole } from '../../domain/documents.ts';
import { loadCaseFor } from '../../services/loadCase.ts';
import { type ScreenEffects, screenActions } from '../../services/screenActions.ts';

/** The acceptance machine with the app's calls, navigation and toasts. */
export function provideAcceptance(api: Api, effects: ScreenEffects) {
  return acceptanceMachine.provide({
    actors: {
      loadAcceptance: fromOwnedPromise<
        AcceptanceLoad,
        { caseId: string; role: ViewerRole; sequenced: boolean }
      >(async ({ input, signal }) => {
        const { caseId } = input;
        const [caseData, payment, tracker] = await Promise.all([
          loadCaseFor(api, caseId, input.role, signal),
          api.paymentInfo({ caseId }, { signal }),
          input.sequenced ? api.tracker({ caseId, currentPage: 'acceptance' }, { signal }) : null,
        ]);
        return { case: caseData, paymentStatus: payment.paymentStatus, tracker };
      }),
      acceptCase: fromOwnedPromise(({ input, signal }) =>
        api.acceptCase({ caseId: input.caseId }, { signal }),
      ),
      loadCase: fromOwnedPromise(({ input, signal }) => loadCaseFor(api, input.caseId, input.role, signal)),
    },
    actions: screenActions(effects),
  });
}
