import type { AgentChangeRef } from '../../../../machines/agentChange.ts';

/** The ids that tie the modal's title, text, error and consequence together. */
interface ModalIds {
  title: string;
  text: string;
  error: string;
  consequence: string;
}

export interface StepProps {
  modal: AgentChangeRef;
  ids: ModalIds;
  text: string;
  error: string | null;
  busy: boolean;
}

export function ModalError({ ids, error }: Pick<StepProps, 'ids' | 'error'>) {
  return error ? (
    <p id={ids.error} className="form-error" role="alert">
      {error}
    </p>
  ) : null;
}

export function ModalTextArea({ modal, ids, text, error, busy, label }: StepProps & { label: string }) {
  return (
    <>
      <label htmlFor={ids.text}>{label}</label>
      <textarea
        id={ids.text}
        rows={5}
        value={text}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(e) => modal.send({ type: 'agentChange.edit', text: e.target.value })}
      />
    </>
  );
}
