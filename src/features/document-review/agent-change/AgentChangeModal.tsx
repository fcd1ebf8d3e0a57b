import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { agentChangeMachine } from '../../../machines/agentChange.ts';
import {
  AGENT_CHANGE_OPTIONS,
  AGENT_CONSEQUENCES,
  AGENT_MESSAGES,
  type AgentChangeOption,
} from '../../domain/agentCase.ts';

export type AgentChangeRef = ActorRefFrom<typeof agentChangeMachine>;

const OPTIONS = Object.keys(AGENT_CHANGE_OPTIONS) as AgentChangeOption[];

/** SPEC §4, §5: the agent's change request (740 px), its confirmation (600 px), and the Bga's comment. */
export function AgentChangeModal({ modal }: { modal: AgentChangeRef }) {
  const phase = useSelector(modal, (s) =>
    s.matches('hidden')
      ? 'hidden'
      : s.matches('confirming') || s.matches('processingNotTaken') || s.matches('revertingToPaper')
        ? 'confirming'
        : s.matches('commenting') || s.matches('sendingComment')
          ? 'commenting'
          : 'choosing',
  );
  const option = useSelector(modal, (s) => s.context.option);
  const offerRevert = useSelector(modal, (s) => s.context.offerRevert);
  const text = useSelector(modal, (s) => s.context.text);
  const error = useSelector(modal, (s) => s.context.error);
  const busy = useSelector(modal, (s) => s.hasTag('busy'));
  const dialogRef = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), text: useId(), error: useId(), consequence: useId() };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (phase !== 'hidden' && !dialog.open) dialog.showModal();
    if (phase === 'hidden' && dialog.open) dialog.close();
  }, [phase]);

  const close = () => modal.send({ type: 'agentChange.close' });
  const errorText = error && (
    <p id={ids.error} className="form-error" role="alert">
      {error}
    </p>
  );
  const textArea = (label: string) => (
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

  return (
    <dialog
      ref={dialogRef}
      className={
        phase === 'confirming' ? 'modal agent-change agent-change--confirm' : 'comment-modal agent-change'
      }
      aria-labelledby={ids.title}
      aria-describedby={phase === 'confirming' ? ids.consequence : undefined}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      {phase === 'choosing' && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            modal.send({ type: 'agentChange.submit' });
          }}
        >
          <h2 id={ids.title}>Changes needed</h2>
          <fieldset
            className="agent-change__options"
            aria-describedby={error && !option ? ids.error : undefined}
          >
            <legend>What does this policy need?</legend>
            {OPTIONS.filter((o) => o !== 'revertToPaper' || offerRevert).map((o) => (
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
          {option === 'change' && textArea('The change you need')}
          {errorText}
          <div className="comment-modal__actions">
            <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
              Close
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Submitting…' : 'Submit'}
            </button>
          </div>
        </form>
      )}
      {phase === 'confirming' && (
        <div className="agent-change__confirm">
          <h2 id={ids.title}>
            {option === 'notTaken' ? AGENT_MESSAGES.confirmNotTaken : AGENT_MESSAGES.confirmRevertToPaper}
          </h2>
          <p id={ids.consequence}>
            {option === 'notTaken' ? AGENT_CONSEQUENCES.notTaken : AGENT_CONSEQUENCES.revertToPaper}
          </p>
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
      )}
      {phase === 'commenting' && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            modal.send({ type: 'agentChange.submit' });
          }}
        >
          <h2 id={ids.title}>Send a comment to the agent</h2>
          {textArea('Your comment to the agent')}
          {errorText}
          <div className="comment-modal__actions">
            <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
              Close
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Sending…' : 'Send'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

interface AgentActionsCardProps {
  modal: AgentChangeRef;
  offers: { change: boolean; revertToPaper: boolean; bgaComment: boolean };
  historyOpen: boolean;
  onHistory: () => void;
}

/** The agent's side of the change request card: no 'Email your questions' (SPEC §2). */
export function AgentActionsCard({ modal, offers, historyOpen, onHistory }: AgentActionsCardProps) {
  return (
    <section className="change-request-card" aria-label="Changes">
      <p>Does this policy need a change, or should it not go ahead electronically?</p>
      <div className="change-request-card__links">
        {offers.change && (
          <button
            type="button"
            className="button button--link"
            onClick={() => modal.send({ type: 'agentChange.open', offerRevert: offers.revertToPaper })}
          >
            Changes needed
          </button>
        )}
        {offers.bgaComment && (
          <button
            type="button"
            className="button button--link"
            onClick={() => modal.send({ type: 'bgaComment.open' })}
          >
            Send a comment to the agent
          </button>
        )}
        <button type="button" className="button button--link" aria-expanded={historyOpen} onClick={onHistory}>
          Change History
        </button>
      </div>
    </section>
  );
}

interface BypassConfirmProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Issue 21: Bypass skips every other approver, so it is confirmed in a dialog that says so. */
export function BypassConfirmDialog({ open, busy, onConfirm, onCancel }: BypassConfirmProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), consequence: useId() };
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={dialogRef}
      className="modal agent-change agent-change--confirm"
      aria-labelledby={ids.title}
      aria-describedby={ids.consequence}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <div className="agent-change__confirm">
          <h2 id={ids.title}>{AGENT_MESSAGES.confirmBypass}</h2>
          <p id={ids.consequence}>{AGENT_CONSEQUENCES.bypass}</p>
          <div className="comment-modal__actions">
            <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
              No
            </button>
            <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy}>
              {busy ? 'Submitting…' : 'Yes, bypass approval'}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
