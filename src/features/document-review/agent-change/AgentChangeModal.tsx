import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { type AgentChangeRef, selectAgentChangeStep } from '../../../../machines/agentChange.ts';
import { useSay } from '../../../i18n/useTexts.ts';
import { useModalDialog } from '../../../shell/useModalDialog.ts';
import { BgaCommentForm } from './BgaCommentForm.tsx';
import { ChangeChoiceForm } from './ChangeChoiceForm.tsx';
import { ChangeConfirmStep } from './ChangeConfirmStep.tsx';

/** SPEC §4, §5: the agent's change request (740 px), its confirmation (600 px), and the Bga's comment. */
export function AgentChangeModal({ modal }: { modal: AgentChangeRef }) {
  const step = useSelector(modal, selectAgentChangeStep);
  const text = useSelector(modal, (s) => s.context.text);
  const said = useSelector(modal, (s) => s.context.error);
  const say = useSay();
  const error = said && say(said);
  const busy = useSelector(modal, (s) => s.hasTag('busy'));
  const dialogRef = useModalDialog(step !== 'hidden');
  const ids = { title: useId(), text: useId(), error: useId(), consequence: useId() };
  const props = { modal, ids, text, error, busy };

  return (
    <dialog
      ref={dialogRef}
      className={
        step === 'confirming' ? 'modal agent-change agent-change--confirm' : 'comment-modal agent-change'
      }
      aria-labelledby={ids.title}
      aria-describedby={step === 'confirming' ? ids.consequence : undefined}
      onCancel={(e) => {
        e.preventDefault();
        modal.send({ type: 'agentChange.close' });
      }}
    >
      {step === 'choosing' && <ChangeChoiceForm {...props} />}
      {step === 'confirming' && <ChangeConfirmStep {...props} />}
      {step === 'commenting' && <BgaCommentForm {...props} />}
    </dialog>
  );
}
