import { type AgentChangeCall, agentChangeMachine } from '../../../../machines/agentChange.ts';
import { fromOwnedPromise } from '../../../../machines/parts/ownedPromise.ts';
import type { Api } from '../../../api/index.ts';
import { notifyAction, type ScreenEffects } from '../../../services/screenActions.ts';

/** The agent change machine with its four calls (SPEC §7), toasts, and the review's reload. */
export function provideAgentChange(
  api: Api,
  effects: Pick<ScreenEffects, 'notify'> & { onChanged: () => void },
) {
  return agentChangeMachine.provide({
    actors: {
      requestChange: fromOwnedPromise<boolean, AgentChangeCall>(async ({ input, signal }) => {
        const result = await api.createAgentChangeRequest({ caseId: input.caseId }, input.text, { signal });
        return result.isSuccessful;
      }),
      // Raw answers: a 2xx is the success, anything else throws 'Error received from api'.
      processNotTaken: fromOwnedPromise<boolean, AgentChangeCall>(async ({ input, signal }) => {
        await api.notTaken({ caseId: input.caseId }, { signal });
        return true;
      }),
      revertToPaper: fromOwnedPromise<boolean, AgentChangeCall>(async ({ input, signal }) => {
        await api.revertToPaper({ caseId: input.caseId }, { signal });
        return true;
      }),
      sendBgaComment: fromOwnedPromise<boolean, AgentChangeCall>(async ({ input, signal }) => {
        const result = await api.createBgaComment({ caseId: input.caseId }, input.text, { signal });
        return result.isSuccessful;
      }),
    },
    actions: {
      notify: notifyAction(effects),
      changed: () => effects.onChanged(),
    },
  });
}
