import type { Case } from '../../api/schemas/case.ts';
import { agentCaseFacts } from '../../domain/agent/agentCase.ts';
import { consentLines } from '../../domain/record/consent.ts';
import { CONSENT_TEXTS } from '../../domain/record/consentTexts.ts';

/**
 * SPEC §6: agents see the agent's name, the status and the insured's e-mail; and whether and when each
 * customer consented to electronic records (decision 212).
 */
export function AgentCaseSummary({ caseData }: { caseData: Case }) {
  const facts = agentCaseFacts(caseData);
  return (
    <dl className="agent-case-summary">
      <div>
        <dt>Agent</dt>
        <dd>{facts.agentNames || '—'}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>{caseData.friendlyStatus}</dd>
      </div>
      <div>
        <dt>Insured</dt>
        <dd>{facts.insuredNames || '—'}</dd>
      </div>
      <div>
        <dt>Insured e-mail</dt>
        <dd>{facts.insuredEmails || '—'}</dd>
      </div>
      <div>
        <dt>{CONSENT_TEXTS.agentHeading}</dt>
        {consentLines(caseData).map((line) => (
          <dd key={line}>{line}</dd>
        ))}
      </div>
    </dl>
  );
}
