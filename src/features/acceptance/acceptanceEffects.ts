import { type AcceptanceLoad, acceptanceMachine } from '../../../machines/acceptance.ts';
import { acceptanceRedirect } from '../../../machines/acceptanceRedirect.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { Api } from '../../api/index.ts';
import { signingAmounts } from '../../domain/acceptance/signingAmounts.ts';
import type { ViewerRole } from '../../domain/documents/documents.ts';
import { withReceivedFingerprints } from '../../domain/documents/fingerprint.ts';
import { loadCaseFor } from '../../services/loadCase.ts';
import { type ScreenEffects, screenActions } from '../../services/screenActions.ts';

/** Each document of the case with the fingerprint the insurer gave and the one of the bytes received. */
async function signingDocuments(api: Api, caseId: string, signal: AbortSignal) {
  const received = await withReceivedFingerprints(await api.documents({ caseId }, { signal }));
  return received.map((d) => ({
    documentId: d.documentId,
    documentType: d.documentType,
    delivered: d.sha256 ?? null,
    received: d.receivedSha256,
  }));
}

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
        // A visitor the machine sends elsewhere signs nothing: the documents' bytes are not fetched for them.
        const leaving = acceptanceRedirect(caseData, input.role, payment.paymentStatus) !== null;
        const documents = leaving ? [] : await signingDocuments(api, caseId, signal);
        return {
          case: caseData,
          paymentStatus: payment.paymentStatus,
          tracker,
          documents,
          amounts: signingAmounts(payment),
          premiums: payment,
        };
      }),
      acceptCase: fromOwnedPromise(({ input, signal }) =>
        api.acceptCase({ caseId: input.caseId }, input.request, { signal }),
      ),
      loadCase: fromOwnedPromise(({ input, signal }) => loadCaseFor(api, input.caseId, input.role, signal)),
    },
    actions: screenActions(effects),
  });
}
