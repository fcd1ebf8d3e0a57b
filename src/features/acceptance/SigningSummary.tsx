import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AcceptanceRef, AcceptanceSnapshot } from '../../../machines/acceptance.ts';
import { signingRows } from '../../domain/acceptance/signature.ts';
import { signingAmounts } from '../../domain/acceptance/signingAmounts.ts';
import { SIGNING_TEXTS } from '../../domain/acceptance/signingTexts.ts';
import { DOCUMENT_TEXTS } from '../../domain/documents/documentTexts.ts';
import { useFormats, useTexts } from '../../i18n/useTexts.ts';

const rowsIn = (texts: typeof DOCUMENT_TEXTS) => (s: AcceptanceSnapshot) =>
  signingRows(s.context.documents, s.context.case?.isAnnuity === true, texts);
type Rows = ReturnType<ReturnType<typeof rowsIn>>;
const sameRows = (a: Rows, b: Rows) =>
  a.length === b.length && a.every((row, i) => row.sha256 === b[i]?.sha256 && row.name === b[i]?.name);

/** What is signed: each document with its fingerprint, and the amounts the case has (decision 220). */
export function SigningSummary({ acceptance }: { acceptance: AcceptanceRef }) {
  const documentTexts = useTexts(DOCUMENT_TEXTS);
  const rows = useSelector(
    acceptance,
    useMemo(() => rowsIn(documentTexts), [documentTexts]),
    sameRows,
  );
  const loaded = useSelector(acceptance, (s) => s.context.amounts);
  const premiums = useSelector(acceptance, (s) => s.context.premiums);
  const t = useTexts(SIGNING_TEXTS);
  const f = useFormats();
  const amounts = premiums ? signingAmounts(premiums, f) : loaded;
  return (
    <section className="card signing-summary" aria-labelledby="signing-documents-title">
      <h2 id="signing-documents-title" className="signing-summary__title">
        {t.documentsHeading}
      </h2>
      <ul className="signing-summary__documents" aria-label={t.documents}>
        {rows.map((row) => (
          <li key={row.documentId}>
            <span className="signing-summary__name">{row.name}</span>
            {row.sha256 ? (
              <details className="signing-summary__fingerprint">
                <summary>
                  {documentTexts.fingerprintLabel}: <code>{row.short}</code>
                </summary>
                <p className="signing-summary__help">{documentTexts.fingerprintHelp}</p>
                <code className="signing-summary__full">{row.sha256}</code>
              </details>
            ) : null}
            {row.differs ? (
              <p className="form-message" role="alert">
                {documentTexts.fingerprintMismatch}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {amounts.length > 0 ? (
        <>
          <h3 className="signing-summary__subtitle">{t.amountsHeading}</h3>
          <dl className="signing-summary__amounts">
            {amounts.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  );
}
