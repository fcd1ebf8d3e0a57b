import { Fragment } from 'react';
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
        <dd>{facts.insuredEmails ? <Addresses text={facts.insuredEmails} /> : '—'}</dd>
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

/**
 * E-mail addresses with a line break offered after each '@' and before each dot, where a reader expects
 * a long address to wrap: WebKit otherwise cut one inside a word ('example.co' / 'm').
 */
function Addresses({ text }: { text: string }) {
  return text.split(/(?=\.)|(?<=@)/).map((part, index, parts) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}
