import { type AcceptanceLoad, acceptanceMachine } from '../../../machines/acceptance.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { Api } from '../../api/index.ts';
import type { Case } from '../../api/schemas/case.ts';
import type { ViewerRole } from '../../domain/documents.ts';
import type { RouteTarget } from '../../domain/routeNames.ts';

export interface AcceptanceEffects {
  navigate: (target: RouteTarget) => void;
  notify: (message: string, kind: 'success' | 'error') => void;
}

/** The case as its viewer may read it: agents through their own call (SPEC §7). */
export function loadCaseFor(api: Api, caseId: string, role: ViewerRole, signal: AbortSignal): Promise<Case> {
  return role === 'agent' ? api.getCaseForAgent({ caseId }, { signal }) : api.getCase({ caseId }, { signal });
}

/** The acceptance machine with the app's calls, navigation and toasts. */
export function provideAcceptance(api: Api, effects: AcceptanceEffects) {
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
    actions: {
      navigate: (_, target) => effects.navigate(target),
      notify: (_, { message, kind }) => effects.notify(message, kind),
    },
  });
}
