import { useId } from 'react';
import type { PaymentInfo } from '../../api/schemas/payment.ts';
import { METHOD_TEXTS } from '../../domain/payment/paymentTexts.ts';
import { receiptOf } from '../../domain/payment/receipt.ts';
import { RECEIPT_FILE_TEXTS } from '../../domain/payment/receiptTexts.ts';
import { useFormats, useTexts } from '../../i18n/useTexts.ts';
import { downloadText } from '../../shell/download.ts';
import { CASE_SUMMARY_TEXTS } from './messages.ts';
import { useReceiptFile } from './useReceiptFile.ts';

/** A receipt file named by its policy: no account, card or e-mail in it or in its name. */
export function DownloadReceiptButton({
  policyNumber,
  payment,
}: {
  policyNumber: string;
  payment: PaymentInfo;
}) {
  const t = useTexts(CASE_SUMMARY_TEXTS).receipt;
  const receiptFile = useReceiptFile();
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => {
        const { name, text } = receiptFile(policyNumber, payment);
        downloadText(name, text, 'text/plain');
      }}
    >
      {t.download}
    </button>
  );
}

/**
 * The receipt after a payment (decision 077): each payment's confirmation number, amount,
 * method (last four only) and date, then the automatic payments to come.
 */
export function PaymentReceipt({ policyNumber, payment }: { policyNumber: string; payment: PaymentInfo }) {
  const t = useTexts(CASE_SUMMARY_TEXTS).receipt;
  // The same labels as the receipt file's lines.
  const label = useTexts(RECEIPT_FILE_TEXTS);
  const f = useFormats();
  const notEnrolled = useTexts(METHOD_TEXTS).notEnrolled;
  const receipt = receiptOf(policyNumber, payment, undefined, f);
  const titleId = useId();
  return (
    <section className="receipt" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      {receipt.payments.map((p) => (
        <Facts
          key={p.confirmationNumber}
          facts={[
            [label.confirmationNumber, p.confirmationNumber],
            [label.amount, p.amount],
            [label.paidWith, p.method],
            [label.date, p.date],
          ]}
        />
      ))}
      <h3>{t.automatic}</h3>
      {receipt.schedule ? (
        <Facts
          facts={[
            [label.amount, receipt.schedule.amount],
            [label.frequency, receipt.schedule.frequency],
            [label.paidWith, receipt.schedule.method],
            [label.enrolledOn, receipt.schedule.since],
          ]}
        />
      ) : (
        <p>{notEnrolled}</p>
      )}
      <DownloadReceiptButton policyNumber={policyNumber} payment={payment} />
    </section>
  );
}

function Facts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className="receipt__payment">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
