import { ModalActions } from '../../../components/comments/index.ts';
import { ModalError, ModalTextArea, type StepProps } from './ModalFields.tsx';

/** SPEC §5: the Bga's comment to the agent. */
export function BgaCommentForm(props: StepProps) {
  const { modal, ids, error, busy } = props;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        modal.send({ type: 'agentChange.submit' });
      }}
    >
      <h2 id={ids.title}>Send a comment to the agent</h2>
      <ModalTextArea {...props} label="Your comment to the agent" />
      <ModalError ids={ids} error={error} />
      <ModalActions
        onClose={() => modal.send({ type: 'agentChange.close' })}
        busy={busy}
        idle="Send"
        working="Sending…"
      />
    </form>
  );
}
