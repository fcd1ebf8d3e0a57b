import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { selectCommentModal, selectReviewCounts } from '../../../machines/documentReview.ts';
import { AgentCaseSummary } from '../../components/agent-case/AgentCaseSummary.tsx';
import { AgentPageBar } from '../../components/agent-case/AgentPageBar.tsx';
import { message } from '../../i18n/message.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { AppServices } from '../../services/services.ts';
import { useViewerRole } from '../../services/session.ts';
import { useProvided, useServices } from '../../services/useServices.ts';
import { afterNextPaint } from '../../shell/idle.ts';
import { LoadGate } from '../../shell/LoadGate.tsx';
import { inspect } from '../../telemetry/inspect.ts';
import { AgentChangeModal } from './agent-change/AgentChangeModal.tsx';
import { provideAgentChange } from './agent-change/agentChangeEffects.ts';
import { BypassConfirmDialog } from './agent-change/BypassConfirmDialog.tsx';
import '../../components/agent-case/agent-case.css';
import { JourneyTracker, TrackerPending } from '../../components/case-summary/index.ts';
import { CommentModal } from '../../components/comments/index.ts';
import { useHandheld } from '../../components/documents/useHandheld.ts';
import { preloadPdfViewer } from '../../components/pdf-viewer/index.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { REVIEW_TEXTS } from './messages.ts';
import { ReviewActions } from './ReviewActions.tsx';
import { ReviewChanges } from './ReviewChanges.tsx';
import { ReviewDocuments } from './ReviewDocuments.tsx';
import { provideReview, reviewEffects } from './reviewEffects.ts';
import { useMarkedDocuments } from './useMarkedDocuments.ts';
import './document-review.css';

type Counts = ReturnType<typeof selectReviewCounts>;
const sameCounts = (a: Counts, b: Counts) => a?.reviewed === b?.reviewed && a?.total === b?.total;

export type DocumentReviewScreenProps = { caseId: string; partyId?: string };

const provideScreen = (services: AppServices) => provideReview(services.api, reviewEffects(services));

export function DocumentReviewScreen({ caseId, partyId }: DocumentReviewScreenProps) {
  const services = useServices();
  const role = useViewerRole();
  const handheld = useHandheld();

  const review = useActorRef(useProvided(provideScreen), {
    input: { caseId, role, ...(partyId ? { partyId } : {}) },
    inspect,
  });
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
  const modal = useSelector(review, selectCommentModal);
  const failed = useSelector(review, (s) => s.matches('failed'));
  const denied = useSelector(review, (s) => s.matches('denied'));
  const loadError = useSelector(review, (s) => s.context.loadError);
  const caseData = useSelector(review, (s) => (s.matches('ready') ? s.context.case : null));
  // Phones and tablets read documents in the canvas viewer: fetch it while the documents download,
  // once the case is in, so that pdf.js does not hold up the case and the cards (decision 451), and
  // only once the cards are on screen: the effect runs before that paint, and pdf.js's module arriving
  // and running in between would hold it back (decisions 452, 528).
  const caseShown = caseData !== null;
  useEffect(() => {
    if (!handheld || !caseShown) return;
    let left = false;
    void afterNextPaint().then(() => {
      if (!left) preloadPdfViewer();
    });
    return () => {
      left = true;
    };
  }, [handheld, caseShown]);
  const marked = useMarkedDocuments(modal, caseData);
  const t = useTexts(REVIEW_TEXTS);
  useDocumentTitle(message(REVIEW_TEXTS, 'title'));
  const counts = useSelector(review, selectReviewCounts, sameCounts);
  const progress = counts && t.progress(counts.reviewed, counts.total);
  const confirmingBypass = useSelector(review, (s) => s.matches({ ready: { flow: 'confirmingBypass' } }));
  const bypassing = useSelector(review, (s) => s.matches({ ready: { flow: 'bypassing' } }));

  return (
    <div className="page document-review">
      {role === 'agent' && <AgentPageBar onBack={() => services.navigate({ name: 'AgentHome' })} />}
      {/* The tracker waits for the case (its progress), holding its space so the heading stays put. */}
      {role === 'customer' &&
        (caseData ? (
          <JourneyTracker caseId={caseId} page="doc-review" progress={progress ?? undefined}>
            {progress && (
              <p className="step-tracker__progress" role="status">
                {progress}
              </p>
            )}
          </JourneyTracker>
        ) : (
          <TrackerPending withProgress />
        ))}
      <h1>{t.title}</h1>
      <LoadGate
        failed={failed}
        denied={denied}
        error={loadError}
        onRetry={() => review.send({ type: 'review.retry' })}
        loaded={caseData}
      >
        {(loaded) => (
          <>
            <p className="document-review__policy">{t.policy(loaded.policyNumber)}</p>
            {role === 'agent' && <AgentCaseSummary caseData={loaded} />}
            <ReviewDocuments
              {...{ review, handheld }}
              isAnnuity={loaded.isAnnuity}
              onMarksChange={role === 'customer' ? marked.note : undefined}
            />
            <ReviewChanges
              review={review}
              agentChange={agentChange}
              caseData={loaded}
              role={role}
              loadMarkedPages={(ids, signal) => services.api.markedPages(ids, { signal })}
            />
            <ReviewActions review={review} />
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
          </>
        )}
      </LoadGate>
    </div>
  );
}
