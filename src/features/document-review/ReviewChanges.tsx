import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { AgentChangeRef } from '../../../machines/agentChange.ts';
import { selectAgentOffers, selectCommentModal, selectMayAct } from '../../../machines/documentReview.ts';
import type { Case } from '../../api/schemas/case.ts';
import { ChangeHistory, ChangeRequestCard, type LoadMarkedPages } from '../../components/comments/index.ts';
import type { ViewerRole } from '../../domain/documents/documents.ts';
import { visibleComments } from '../../domain/review/comments.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { AgentActionsCard } from './agent-change/AgentActionsCard.tsx';
import { REVIEW_TEXTS } from './messages.ts';
import type { ReviewRef } from './ReviewDocuments.tsx';

type Offers = ReturnType<typeof selectAgentOffers>;
const sameOffers = (a: Offers, b: Offers) =>
  a.change === b.change && a.revertToPaper === b.revertToPaper && a.bgaComment === b.bgaComment;

interface ReviewChangesProps {
  review: ReviewRef;
  agentChange: AgentChangeRef;
  caseData: Case;
  role: ViewerRole;
  /** Fetches a comment's marked pages (decision 285). */
  loadMarkedPages: LoadMarkedPages;
}

/** Asking for changes (the customer's card or the agent's), and the change history it opens (SPEC §2, §4). */
export function ReviewChanges({ review, agentChange, caseData, role, loadMarkedPages }: ReviewChangesProps) {
  const modal = useSelector(review, selectCommentModal);
  const mayAct = useSelector(review, selectMayAct);
  const agentOffers = useSelector(review, selectAgentOffers, sameOffers);
  const [historyOpen, setHistoryOpen] = useState(false);
  const t = useTexts(REVIEW_TEXTS);
  const toggleHistory = () => setHistoryOpen((open) => !open);
  return (
    <>
      {role === 'agent' ? (
        <AgentActionsCard
          modal={agentChange}
          offers={agentOffers}
          historyOpen={historyOpen}
          onHistory={toggleHistory}
        />
      ) : (
        <ChangeRequestCard
          modal={modal}
          allowChanges={mayAct}
          allowQuestions
          historyOpen={historyOpen}
          onHistory={toggleHistory}
        />
      )}
      {historyOpen && (
        <section className="change-history-section" aria-label={t.changeHistory}>
          <h2>{t.changeHistory}</h2>
          <ChangeHistory
            comments={visibleComments(caseData.comments, caseData.partyId, role)}
            caseData={caseData}
            loadMarkedPages={loadMarkedPages}
          />
        </section>
      )}
    </>
  );
}
