import {
  type ConfirmationInput,
  type ConfirmationLoad,
  confirmationMachine,
} from '../../../machines/confirmation.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { Api } from '../../api/index.ts';
import { loadCaseFor } from '../../services/loadCase.ts';
import { type ScreenEffects, screenActions } from '../../services/screenActions.ts';

/** The life confirmation with the app's calls: the case, GetWithSigned and the payment info. */
export function provideConfirmation(api: Api, effects: ScreenEffects) {
  return confirmationMachine.provide({
    actors: {
      loadConfirmation: fromOwnedPromise<ConfirmationLoad, ConfirmationInput>(async ({ input, signal }) => {
        const { caseId } = input;
        const [caseData, documents, payment] = await Promise.all([
          loadCaseFor(api, caseId, input.role, signal),
          api.documentsWithSigned({ caseId }, { signal }),
          api.paymentInfo({ caseId }, { signal }),
        ]);
        return { case: caseData, documents, payment };
      }),
    },
    actions: screenActions(effects),
  });
}
