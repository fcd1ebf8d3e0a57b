import type { Case } from '../../api/schemas/case.ts';
import { GoHomeButton } from '../../components/case-summary/GoHomeButton.tsx';
import { agentContactOf } from '../../domain/record/consent.ts';
import { CONSENT_TEXTS } from '../../domain/record/consentTexts.ts';
import { useTexts } from '../../i18n/useTexts.ts';

/** Declined: how to get paper, and that nothing about the case moved. */
export function ConsentDeclined({ caseData, onReconsider }: { caseData: Case; onReconsider: () => void }) {
  const agent = agentContactOf(caseData);
  const t = useTexts(CONSENT_TEXTS);
  return (
    <div className="consent__declined" role="status">
      <p className="lead">{t.declinedHowToGetPaper}</p>
      {agent ? (
        <div className="consent__agent">
          <p>{t.agentIs(agent.name)}</p>
          {/* How to reach them, so asking for paper is one call or one e-mail away (decision 425). */}
          {(agent.phone || agent.email) && (
            <ul className="consent__agent-contact">
              {agent.phone && (
                <li>
                  {t.agentPhone} <a href={`tel:${agent.phone.replace(/[^0-9+]/g, '')}`}>{agent.phone}</a>
                </li>
              )}
              {agent.email && (
                <li>
                  {t.agentEmail} <a href={`mailto:${agent.email}`}>{agent.email}</a>
                </li>
              )}
            </ul>
          )}
        </div>
      ) : null}
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
