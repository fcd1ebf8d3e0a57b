import type { Case } from '../../api/schemas/case.ts';
import { GoHomeButton } from '../../components/case-summary/GoHomeButton.tsx';
import { agentNameOf } from '../../domain/consent.ts';
import { CONSENT_TEXTS } from '../../domain/consentTexts.ts';
import { useTexts } from '../../i18n/useTexts.ts';

/** Declined: how to get paper, and that nothing about the case moved. */
export function ConsentDeclined({ caseData, onReconsider }: { caseData: Case; onReconsider: () => void }) {
  const agent = agentNameOf(caseData);
  const t = useTexts(CONSENT_TEXTS);
  return (
    <div className="consent__declined" role="status">
      <p className="lead">{t.declinedHowToGetPaper}</p>
      {agent ? <p>{t.agentIs(agent)}</p> : null}
      <p>{t.declinedNothingChanged}</p>
      <p>{t.declinedChangeMind}</p>
      <div className="page-actions">
        <button type="button" className="button" onClick={onReconsider}>
          {t.goBack}
        </button>
        <GoHomeButton />
      </div>
    </div>
  );
}
