import type { Case } from '../../api/schemas/case.ts';
import { GoHomeButton } from '../../components/case-summary/GoHomeButton.tsx';
import { agentNameOf } from '../../domain/consent.ts';
import { CONSENT_TEXTS } from '../../domain/consentTexts.ts';

/** Declined: how to get paper, and that nothing about the case moved. */
export function ConsentDeclined({ caseData, onReconsider }: { caseData: Case; onReconsider: () => void }) {
  const agent = agentNameOf(caseData);
  return (
    <div className="consent__declined" role="status">
      <p className="lead">{CONSENT_TEXTS.declinedHowToGetPaper}</p>
      {agent ? <p>{CONSENT_TEXTS.agentIs(agent)}</p> : null}
      <p>{CONSENT_TEXTS.declinedNothingChanged}</p>
      <p>{CONSENT_TEXTS.declinedChangeMind}</p>
      <div className="page-actions">
        <button type="button" className="button" onClick={onReconsider}>
          {CONSENT_TEXTS.goBack}
        </button>
        <GoHomeButton />
      </div>
    </div>
  );
}
