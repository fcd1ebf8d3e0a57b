import type { Case } from '../../api/schemas/case.ts';
import type { ViewerRole } from '../../domain/documents/documents.ts';
import { numberLine, partyLines, productName, statusLine } from '../../domain/journey/caseSummary.ts';
import { ROLE_TEXTS } from '../../domain/journey/caseSummaryTexts.ts';
import { useFormats, useTexts } from '../../i18n/useTexts.ts';
import { CASE_SUMMARY_TEXTS } from './messages.ts';

/** The policy summary the acceptance and confirmation screens share (SPEC §2, §4, §6). */
export function CaseSummaryCard({
  caseData,
  role,
  statusKnown = true,
}: {
  caseData: Case;
  role: ViewerRole;
  /** False when the case has moved since it was read: an old status is not shown as current. */
  statusKnown?: boolean;
}) {
  const t = useTexts(CASE_SUMMARY_TEXTS);
  const roles = useTexts(ROLE_TEXTS);
  const f = useFormats();
  const number = numberLine(caseData, f);
  return (
    <section className="card case-summary" aria-labelledby="case-summary-title">
      <h2 id="case-summary-title" className="case-summary__title">
        {productName(caseData, f)}
      </h2>
      <dl className="case-summary__list" aria-label={t.summary}>
        <div>
          <dt>{number.label}</dt>
          <dd>{number.value}</dd>
        </div>
        {partyLines(caseData, role).map((line) => (
          <div key={`${line.role}-${line.name}`}>
            <dt>{roles[line.role]}</dt>
            <dd>
              {line.name}
              {line.email ? <span className="case-summary__email">{line.email}</span> : null}
            </dd>
          </div>
        ))}
        {statusKnown ? (
          <div>
            <dt>{t.status}</dt>
            <dd>{statusLine(caseData, f)}</dd>
          </div>
        ) : null}
      </dl>
      {number.note ? <p className="card__footnote">{number.note}</p> : null}
    </section>
  );
}
