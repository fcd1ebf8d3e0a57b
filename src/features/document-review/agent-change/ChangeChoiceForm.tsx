import { useSelector } from '@xstate/react';
import { selectOfferedOptions } from '../../../../machines/agentChange.ts';
import { ModalActions } from '../../../components/comments/index.ts';
import { AGENT_CHANGE_OPTIONS } from '../../../domain/agent/agentCase.ts';
import { ModalError, ModalTextArea, type StepProps } from './ModalFields.tsx';

/** SPEC §4: what the policy needs, and the change itself when a change is chosen. */
export function ChangeChoiceForm(props: StepProps) {
  const { modal, ids, error, busy } = props;
  const option = useSelector(modal, (s) => s.context.option);
  const options = useSelector(modal, selectOfferedOptions, (a, b) => a.join() === b.join());
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        modal.send({ type: 'agentChange.submit' });
      }}
    >
      <h2 id={ids.title}>Changes needed</h2>
      <fieldset className="agent-change__options" aria-describedby={error && !option ? ids.error : undefined}>
        <legend>What does this policy need?</legend>
        {options.map((o) => (
          <label key={o} className="agent-change__option">
            <input
              type="radio"
              name="agent-change-option"
              value={o}
              checked={option === o}
              disabled={busy}
              onChange={() => modal.send({ type: 'agentChange.choose', option: o })}
            />
            {AGENT_CHANGE_OPTIONS[o]}
          </label>
        ))}
      </fieldset>
      {option === 'change' && <ModalTextArea {...props} label="The change you need" />}
      <ModalError ids={ids} error={error} />
      <ModalActions
        onClose={() => modal.send({ type: 'agentChange.close' })}
        busy={busy}
        idle="Submit"
        working="Submitting…"
      />
    </form>
  );
}
