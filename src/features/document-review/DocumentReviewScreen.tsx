import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import {
  selectAgentOffers,
  selectCommentModal,
  selectMayAct,
  selectReleaseLabel,
  selectReviewProgress,
  selectShowsBypass,
  selectShowsContinue,
} from '../../../machines/documentReview.ts';
import { AgentCaseSummary } from '../../components/agent-case/AgentCaseSummary.tsx';
import { AgentPageBar } from '../../components/agent-case/AgentPageBar.tsx';
import { visibleComments } from '../../domain/comments.ts';
import type { ViewerRole } from '../../domain/documents.ts';
import type { AppServices } from '../../services/services.ts';
import { useIsAgent } from '../../services/session.ts';
import { useProvided, useServices } from '../../services/useServices.ts';
import { LoadFailed } from '../../shell/LoadGate.tsx';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { inspect } from '../../telemetry/inspect.ts';
import { AgentActionsCard, AgentChangeModal, BypassConfirmDialog } from './AgentChangeModal.tsx';
import { provideAgentChange } from './agentChangeEffects.ts';
import '../../components/agent-case/agent-case.css';
import { JourneyTracker } from '../../components/case-summary/index.ts';
import { ChangeHistory, ChangeRequestCard, CommentModal } from '../../components/comments/index.ts';
import { useHandheld } from '../../components/documents/useHandheld.ts';
import { preloadPdfViewer } from '../../components/pdf-viewer/index.ts';
import { type ContentState, DocumentCardView } from './DocumentCardView.tsx';
import { provideReview } from './reviewEffects.ts';
import './document-review.css';

export type DocumentReviewScreenProps = { caseId: string; partyId?: string };

// SPEC §9: toasts in the review flow time out after 5000 ms.
const TOAST = { duration: 5000 } as const;

const reviewEffects = ({ navigate, notify }: AppServices) => ({
  navigate,
  notify: (message: string, kind: 'success' | 'error') => notify(message, kind, TOAST),
});

const provideScreen = (services: AppServices) => provideReview(services.api, reviewEffects(services));

// Not the shell's maintenance text: that one shows too when the whole service is down.
const DOCUMENTS_DOWN =
  'Your documents cannot be shown right now because the document service is unavailable. Please check back later.';

type Offers = ReturnType<typeof selectAgentOffers>;
const sameOffers = (a: Offers, b: Offers) =>
  a.change === b.change && a.revertToPaper === b.revertToPaper && a.bgaComment === b.bgaComment;

export function DocumentReviewScreen({ caseId, partyId }: DocumentReviewScreenProps) {
  const services = useServices();
  const { navigate } = services;
  const role: ViewerRole = useIsAgent() ? 'agent' : 'customer';
  const handheld = useHandheld();
  // Phones and tablets read documents in the canvas viewer: fetch it while the documents download.
  useEffect(() => {
    if (handheld) preloadPdfViewer();
  }, [handheld]);

  const review = useActorRef(useProvided(provideScreen), {
    input: { caseId, role, ...(partyId ? { partyId } : {}) },
    inspect,
  });
  const modal = useSelector(review, selectCommentModal);

  const agentChange = useActorRef(
    useMemo(
      () =>
        provideAgentChange(services.api, {
          notify: reviewEffects(services).notify,
          onChanged: () => review.send({ type: 'review.refresh' }),
        }),
      [services, review],
    ),
    { input: { caseId }, inspect },
  );
  const agentOffers = useSelector(review, selectAgentOffers, sameOffers);

  const phase = useSelector(review, (s) =>
    s.matches('loading')
      ? 'loading'
      : s.matches('failed')
        ? 'failed'
        : s.matches('denied')
          ? 'denied'
          : s.matches('ready')
            ? 'ready'
            : 'leaving',
  );
  const loadError = useSelector(review, (s) => s.context.loadError);
  const caseData = useSelector(review, (s) => s.context.case);
  const cards = useSelector(review, (s) => s.context.cards);
  const openId = useSelector(review, (s) => s.context.openDocumentId);
  const contents = useSelector(review, (s) => s.context.contents);
  const contentPhase = useSelector(review, (s) =>
    s.matches({ ready: { content: 'shown' } })
      ? 'shown'
      : s.matches({ ready: { content: 'down' } })
        ? 'down'
        : s.matches({ ready: { content: 'failed' } })
          ? 'failed'
          : 'fetching',
  );
  const documentsError = useSelector(review, (s) => s.context.documentsError);
  const continuing = useSelector(review, (s) => s.hasTag('busy'));
  const mayAct = useSelector(review, selectMayAct);
  const continues = useSelector(review, selectShowsContinue);
  const releaseLabel = useSelector(review, selectReleaseLabel);
  const showsBypass = useSelector(review, selectShowsBypass);
  const confirmingBypass = useSelector(review, (s) => s.matches({ ready: { flow: 'confirmingBypass' } }));
  const bypassing = useSelector(review, (s) => s.matches({ ready: { flow: 'bypassing' } }));
  const progress = useSelector(review, selectReviewProgress);
  const [historyOpen, setHistoryOpen] = useState(false);

  if (phase === 'loading' || phase === 'leaving' || !caseData) {
    return (
      <div className="page document-review">
        {role === 'agent' && <AgentPageBar onBack={() => navigate({ name: 'AgentHome' })} />}
        <h1>Review all documents</h1>
        {phase === 'failed' || phase === 'denied' ? (
          <LoadFailed
            message={loadError}
            denied={phase === 'denied'}
            onRetry={() => review.send({ type: 'review.retry' })}
          />
        ) : (
          <Spinner label="Loading…" />
        )}
      </div>
    );
  }

  const contentFor = (documentId: string): ContentState => {
    if (contentPhase === 'shown') return { status: 'shown', content: contents[documentId] };
    if (contentPhase === 'failed') return { status: 'failed', message: documentsError ?? '' };
    return { status: contentPhase };
  };

  return (
    <div className="page document-review">
      {role === 'agent' && <AgentPageBar onBack={() => navigate({ name: 'AgentHome' })} />}
      {role === 'customer' && (
        <JourneyTracker caseId={caseId} page="doc-review" progress={progress ?? undefined}>
          {progress && (
            <p className="step-tracker__progress" role="status">
              {progress}
            </p>
          )}
        </JourneyTracker>
      )}
      <h1>Review all documents</h1>
      <p className="document-review__policy">Policy {caseData.policyNumber}</p>
      {role === 'agent' && <AgentCaseSummary caseData={caseData} />}
      {contentPhase === 'down' && (
        <div className="notice notice--warning" role="status">
          <p>{DOCUMENTS_DOWN}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => review.send({ type: 'documents.retry' })}
          >
            Try again
          </button>
        </div>
      )}
      <div className="document-review__cards">
        {cards.map(({ documentId, ref }, index) => (
          <DocumentCardView
            key={documentId}
            card={ref}
            index={index}
            isOpen={openId === documentId}
            isAnnuity={caseData.isAnnuity}
            handheld={handheld}
            content={contentFor(documentId)}
            onToggle={() => review.send({ type: 'review.toggle', documentId })}
          />
        ))}
      </div>
      {role === 'agent' ? (
        <AgentActionsCard
          modal={agentChange}
          offers={agentOffers}
          historyOpen={historyOpen}
          onHistory={() => setHistoryOpen((open) => !open)}
        />
      ) : (
        <ChangeRequestCard
          modal={modal}
          allowChanges={mayAct}
          allowQuestions
          historyOpen={historyOpen}
          onHistory={() => setHistoryOpen((open) => !open)}
        />
      )}
      {historyOpen && (
        <section className="change-history-section" aria-label="Change History">
          <h2>Change History</h2>
          <ChangeHistory comments={visibleComments(caseData.comments, caseData.partyId, role)} />
        </section>
      )}
      {(releaseLabel || showsBypass) && (
        <div className="document-review__actions">
          {releaseLabel && (
            <button
              type="button"
              className="button button--primary"
              disabled={continuing}
              onClick={() => review.send({ type: 'review.release' })}
            >
              {releaseLabel}
            </button>
          )}
          {showsBypass && (
            <button
              type="button"
              className="button button--secondary"
              disabled={continuing}
              onClick={() => review.send({ type: 'review.bypass' })}
            >
              Bypass approval
            </button>
          )}
        </div>
      )}
      {continues && (
        <div className="document-review__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={continuing}
            onClick={() => review.send({ type: 'review.continue' })}
          >
            Continue
          </button>
        </div>
      )}
      <CommentModal modal={modal} />
      <AgentChangeModal modal={agentChange} />
      {role === 'agent' && (
        <BypassConfirmDialog
          open={confirmingBypass || bypassing}
          busy={bypassing}
          onConfirm={() => review.send({ type: 'review.confirmBypass' })}
          onCancel={() => review.send({ type: 'review.cancelBypass' })}
        />
      )}
    </div>
  );
}
