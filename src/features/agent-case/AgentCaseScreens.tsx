import { useSelector } from '@xstate/react';
import { AgentCaseSummary } from '../../components/agent-case/AgentCaseSummary.tsx';
import { CertificateLink } from '../../components/case-summary/CertificateLink.tsx';
import { agentNextSteps, agentStatusText, reviewedDocumentNote } from '../../domain/agent/agentCase.ts';
import { statusWords } from '../../domain/agent/agentSearch.ts';
import { documentDisplayName } from '../../domain/documents/documents.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { AgentCasePage, usePage } from './agentCasePage.tsx';
import { SignedPolicySection } from './SignedPolicySection.tsx';
import '../../components/agent-case/agent-case.css';

/** SPEC §2 agent confirmation and agent annuity confirmation ('Case Status'). */
export function AgentConfirmationScreen({ caseId, annuity }: { caseId: string; annuity: boolean }) {
  useDocumentTitle('Case Status');
  const page = usePage(caseId, true);
  // The page shows once the case is there; the signed policy fills its reserved frame when it arrives.
  const caseData = useSelector(page, (s) => (s.matches('failed') ? null : s.context.case));
  return (
    <AgentCasePage page={page} title="Case Status" caseData={caseData}>
      {(loaded) => (
        <>
          <p className="agent-case__policy">
            {annuity ? 'Contract' : 'Policy'} {loaded.policyNumber}
          </p>
          <p className="agent-case__status" role="status">
            {agentStatusText(loaded.friendlyStatus)}
          </p>
          <AgentCaseSummary caseData={loaded} />
          <section aria-labelledby="agent-case-next">
            <h2 id="agent-case-next">What to expect next</h2>
            <p>{agentNextSteps(loaded.friendlyStatus, annuity)}</p>
          </section>
          <SignedPolicySection page={page} annuity={annuity} />
          <section aria-labelledby="agent-case-docs">
            <h2 id="agent-case-docs">Reviewed documents</h2>
            <ul className="agent-case__documents">
              {loaded.documents.map((d) => (
                <li key={d.documentId}>
                  {documentDisplayName(d.documentType, loaded.isAnnuity)}
                  {` — ${reviewedDocumentNote(d.isReviewComplete, loaded.friendlyStatus)}`}
                </li>
              ))}
            </ul>
          </section>
          <div className="page-actions">
            <CertificateLink caseId={caseId} />
          </div>
        </>
      )}
    </AgentCasePage>
  );
}

/** SPEC §2 agent details: 'EPD Case Details' with the policy number and the status in words. */
export function AgentDetailsScreen({ caseId }: { caseId: string }) {
  useDocumentTitle('EPD Case Details');
  const page = usePage(caseId, false);
  const caseData = useSelector(page, (s) => (s.matches('ready') ? s.context.case : null));
  return (
    <AgentCasePage page={page} title="EPD Case Details" caseData={caseData}>
      {(loaded) => (
        <dl className="agent-case-summary">
          <div>
            <dt>Policy number</dt>
            <dd>{loaded.policyNumber}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{statusWords(loaded.lifeCycleStatus)}</dd>
          </div>
        </dl>
      )}
    </AgentCasePage>
  );
}
