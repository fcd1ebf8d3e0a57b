import { useSelector } from '@xstate/react';
import { AGENT_CONSEQUENCES, AGENT_MESSAGES } from '../../../domain/agent/agentCase.ts';
import type { StepProps } from './ModalFields.tsx';

/** Not Taken and Revert to Paper are asked again, with what follows (SPEC §4, 600 px). */
export function ChangeConfirmStep({ modal, ids, busy }: Pick<StepProps, 'modal' | 'ids' | 'busy'>) {
  const notTaken = useSelector(modal, (s) => s.context.option === 'notTaken');
  return (
    <div className="agent-change__confirm">
      <h2 id={ids.title}>
        {notTaken ? AGENT_MESSAGES.confirmNotTaken : AGENT_MESSAGES.confirmRevertToPaper}
      </h2>
      <p id={ids.consequence}>{notTaken ? AGENT_CONSEQUENCES.notTaken : AGENT_CONSEQUENCES.revertToPaper}</p>
      <div className="comment-modal__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => modal.send({ type: 'agentChange.back' })}
          disabled={busy}
        >
          No
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => modal.send({ type: 'agentChange.confirm' })}
          disabled={busy}
        >
          {busy ? 'Submitting…' : 'Yes'}
        </button>
      </div>
    </div>
  );
}
