import { useId } from 'react';
import type { PaymentInfo } from '../../api/schemas/payment.ts';
import { NOT_ENROLLED, receiptName, receiptOf, receiptText } from '../../domain/receipt.ts';
import { downloadText } from '../../shell/download.ts';

/** A receipt file named by its policy: no account, card or e-mail in it or in its name. */
export function DownloadReceiptButton({
  policyNumber,
  payment,
}: {
  policyNumber: string;
  payment: PaymentInfo;
}) {
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() =>
        downloadText(receiptName(policyNumber), receiptText(receiptOf(policyNumber, payment)), 'text/plain')
      }
    >
      Download receipt
    </button>
  );
}

/**
 * The receipt after a payment (issue 20, decision 077): each payment's confirmation number, amount,
 * method (last four only) and date, then the automatic payments to come.
 */
export function PaymentReceipt({ policyNumber, payment }: { policyNumber: string; payment: PaymentInfo }) {
  const receipt = receiptOf(policyNumber, payment);
  const titleId = useId();
  return (
    <section className="receipt" aria-labelledby={titleId}>
      <h2 id={titleId}>Receipt</h2>
      {receipt.payments.map((p) => (
        <Facts
          key={p.confirmationNumber}
          facts={[
            ['Confirmation number', p.confirmationNumber],
            ['Amount', p.amount],
            ['Paid with', p.method],
            ['Date', p.date],
          ]}
        />
      ))}
      <h3>Automatic payments</h3>
      {receipt.schedule ? (
        <Facts
          facts={[
            ['Amount', receipt.schedule.amount],
            ['Frequency', receipt.schedule.frequency],
            ['Paid with', receipt.schedule.method],
            ['Enrolled on', receipt.schedule.since],
          ]}
        />
      ) : (
        <p>{NOT_ENROLLED}</p>
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
