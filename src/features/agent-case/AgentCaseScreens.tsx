import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { agentCasePageMachine } from '../../../machines/agentCasePage.ts';
import { AgentCaseSummary } from '../../components/agent-case/AgentCaseSummary.tsx';
import { AgentPageBar } from '../../components/agent-case/AgentPageBar.tsx';
import { DocumentFrame } from '../../components/documents/DocumentFrame.tsx';
import { agentNextSteps, agentStatusText, reviewedDocumentNote } from '../../domain/agentCase.ts';
import { statusWords } from '../../domain/agentSearch.ts';
import { documentDisplayName } from '../../domain/documents.ts';
import type { AppServices } from '../../services/services.ts';
import { useProvided } from '../../services/useServices.ts';
import { LoadFailed } from '../../shell/LoadGate.tsx';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { provideAgentCasePage } from './agentCaseEffects.ts';
import '../../components/agent-case/agent-case.css';

const providePage = (services: AppServices) => provideAgentCasePage(services.api, services);

type PageRef = ActorRefFrom<typeof agentCasePageMachine>;

function usePage(caseId: string, withSignedPolicy: boolean) {
  return useActorRef(useProvided(providePage), { input: { caseId, withSignedPolicy }, inspect });
}

/** Loading and failure, shared by both pages; null once the case is there. */
function PageState({ page, title }: { page: PageRef; title: string }) {
  const phase = useSelector(page, (s) =>
    s.matches('failed') ? 'failed' : s.matches('ready') ? 'ready' : 'loading',
  );
  const error = useSelector(page, (s) => s.context.error);
  if (phase === 'ready') return null;
  return (
    <div className="page agent-case">
      <BackButton page={page} />
      <h1>{title}</h1>
      {phase === 'failed' ? (
        <LoadFailed message={error} onRetry={() => page.send({ type: 'page.retry' })} />
      ) : (
        <Spinner label="Loading…" />
      )}
    </div>
  );
}

/** SPEC §2 go-home button for agents: back to the list, or closing the popup this page was opened in. */
function BackButton({ page }: { page: PageRef }) {
  return <AgentPageBar onBack={() => page.send({ type: 'page.back', popup: window.opener !== null })} />;
}

/** SPEC §2 agent confirmation and agent annuity confirmation ('Case Status'). */
export function AgentConfirmationScreen({ caseId, annuity }: { caseId: string; annuity: boolean }) {
  useDocumentTitle('Case Status');
  const page = usePage(caseId, true);
  // The page shows once the case is there; the signed policy fills its reserved frame when it arrives.
  const caseData = useSelector(page, (s) => (s.matches('failed') ? null : s.context.case));
  const framePending = useSelector(page, (s) => s.matches('loadingSignedPolicy'));
  const signedPolicy = useSelector(page, (s) => s.context.signedPolicy);
  const documentError = useSelector(page, (s) => s.context.documentError);
  if (!caseData) return <PageState page={page} title="Case Status" />;
  const contract = annuity ? 'contract' : 'policy';
  return (
    <div className="page agent-case">
      <BackButton page={page} />
      <h1>Case Status</h1>
      <p className="agent-case__policy">
        {annuity ? 'Contract' : 'Policy'} {caseData.policyNumber}
      </p>
      <p className="agent-case__status" role="status">
        {agentStatusText(caseData.friendlyStatus)}
      </p>
      <AgentCaseSummary caseData={caseData} />
      <section aria-labelledby="agent-case-next">
        <h2 id="agent-case-next">What to expect next</h2>
        <p>{agentNextSteps(caseData.friendlyStatus, annuity)}</p>
      </section>
      <section aria-labelledby="agent-case-signed">
        <h2 id="agent-case-signed">{documentDisplayName('SignedPolicy', annuity)}</h2>
        {framePending ? (
          <div className="document-frame document-frame--pending" role="status">
            Loading the signed {contract}…
          </div>
        ) : signedPolicy ? (
          <DocumentFrame
            content={signedPolicy.content}
            title={documentDisplayName('SignedPolicy', annuity)}
          />
        ) : documentError ? (
          <p className="form-error" role="alert">
            {documentError}
          </p>
        ) : (
          <p>No signed {contract} is on this case.</p>
        )}
      </section>
      <section aria-labelledby="agent-case-docs">
        <h2 id="agent-case-docs">Reviewed documents</h2>
        <ul className="agent-case__documents">
          {caseData.documents.map((d) => (
            <li key={d.documentId}>
              {documentDisplayName(d.documentType, caseData.isAnnuity)}
              {` — ${reviewedDocumentNote(d.isReviewComplete, caseData.friendlyStatus)}`}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** SPEC §2 agent details: 'EPD Case Details' with the policy number and the status in words. */
export function AgentDetailsScreen({ caseId }: { caseId: string }) {
  useDocumentTitle('EPD Case Details');
  const page = usePage(caseId, false);
  const caseData = useSelector(page, (s) => (s.matches('ready') ? s.context.case : null));
  if (!caseData) return <PageState page={page} title="EPD Case Details" />;
  return (
    <div className="page agent-case">
      <BackButton page={page} />
      <h1>EPD Case Details</h1>
      <dl className="agent-case-summary">
        <div>
          <dt>Policy number</dt>
          <dd>{caseData.policyNumber}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{statusWords(caseData.lifeCycleStatus)}</dd>
        </div>
      </dl>
    </div>
  );
}
