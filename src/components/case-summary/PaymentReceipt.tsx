import { useId } from 'react';
import type { PaymentInfo } from '../../api/schemas/payment.ts';
import { NOT_ENROLLED, receiptOf, receiptText } from '../../domain/receipt.ts';
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
        downloadText(
          `receipt-${policyNumber}.txt`,
          receiptText(receiptOf(policyNumber, payment)),
          'text/plain',
        )
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
        <dl key={p.confirmationNumber} className="receipt__payment">
          <div>
            <dt>Confirmation number</dt>
            <dd>{p.confirmationNumber}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{p.amount}</dd>
          </div>
          <div>
            <dt>Paid with</dt>
            <dd>{p.method}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{p.date}</dd>
          </div>
        </dl>
      ))}
      <h3>Automatic payments</h3>
      {receipt.schedule ? (
        <dl className="receipt__payment">
          <div>
            <dt>Amount</dt>
            <dd>{receipt.schedule.amount}</dd>
          </div>
          <div>
            <dt>Frequency</dt>
            <dd>{receipt.schedule.frequency}</dd>
          </div>
          <div>
            <dt>Paid with</dt>
            <dd>{receipt.schedule.method}</dd>
          </div>
          <div>
            <dt>Enrolled on</dt>
            <dd>{receipt.schedule.since}</dd>
          </div>
        </dl>
      ) : (
        <p>{NOT_ENROLLED}</p>
      )}
      <DownloadReceiptButton policyNumber={policyNumber} payment={payment} />
    </section>
  );
}
