import type { AgentChangeRef } from '../../../../machines/agentChange.ts';

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
