import {
  type ContractLoad,
  type DeliveryLink,
  type DeliveryTrackingEvent,
  deliveryConfirmationMachine,
} from '../../../machines/deliveryConfirmation.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { Api } from '../../api/index.ts';
import type { DeliveryAcknowledgeResponse } from '../../api/schemas/case.ts';
import type { ViewerRole } from '../../domain/documents/documents.ts';
import { loadCaseFor } from '../../services/loadCase.ts';
import { type ScreenEffects, screenActions } from '../../services/screenActions.ts';

export interface DeliveryEffects extends ScreenEffects {
  /** Records a tracking event; resolves once it has been handed to the collector. */
  track: (event: DeliveryTrackingEvent) => Promise<void>;
  /** Sends the browser to the external account site's login page. */
  openAccountLogin: () => void;
}

/** One machine, three ways in: signed in, by the e-mail's link, or by the link for new customers. */
export function provideDelivery(api: Api, effects: DeliveryEffects) {
  return deliveryConfirmationMachine.provide({
    actors: {
      loadContract: fromOwnedPromise<ContractLoad, { caseId: string; role: ViewerRole }>(
        async ({ input, signal }) => {
          const [caseData, documents] = await Promise.all([
            loadCaseFor(api, input.caseId, input.role, signal),
            api.documentsOnlySignedPolicy({ caseId: input.caseId }, { signal }),
          ]);
          return { case: caseData, documents };
        },
      ),
      acknowledge: fromOwnedPromise<
        DeliveryAcknowledgeResponse,
        { caseId: string; link: DeliveryLink | null }
      >(({ input: { caseId, link }, signal }) =>
        link
          ? api.acknowledgeDelivery(
              { caseId, confirmationKey: link.confirmationKey },
              { emailAddress: link.emailAddress },
              { signal },
            )
          : api.acknowledgeAuthenticated({ caseId }, { signal }),
      ),
      register: fromOwnedPromise<boolean, { caseId: string; link: DeliveryLink | null }>(
        async ({ input: { caseId, link }, signal }) => {
          if (!link) throw new Error('Registering needs the confirmation link.');
          return api.registerUnauthenticated(
            { caseId, confirmationKey: link.confirmationKey },
            { emailAddress: link.emailAddress },
            { signal },
          );
        },
      ),
      recordEvent: fromOwnedPromise<void, DeliveryTrackingEvent>(({ input }) => effects.track(input)),
    },
    actions: {
      ...screenActions(effects),
      track: (_, event) => void effects.track(event),
      openAccountLogin: () => effects.openAccountLogin(),
    },
  });
}
