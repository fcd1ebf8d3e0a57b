import type { PaymentInfo } from '../../api/schemas/payment.ts';
import { initialPaymentRows, recurringRow } from '../../domain/confirmationPayments.ts';
import { NOT_ENROLLED } from '../../domain/receipt.ts';

/** SPEC §2: the initial payments table and the 'Future automatic bill payment' table. */
export function PaymentDetails({ payment }: { payment: PaymentInfo }) {
  const rows = initialPaymentRows(payment);
  const recurring = recurringRow(payment);
  return (
    <>
      <div className="table-wrap">
        <table className="table">
          <caption className="table__caption">Initial payment</caption>
          <thead>
            <tr>
              <th scope="col">Confirmation number</th>
              <th scope="col">Payment method</th>
              <th scope="col">Date</th>
              <th scope="col">Time</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={5}>No payment was needed in this portal.</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  <td data-label="Confirmation number">{row.confirmationNumber}</td>
                  <td data-label="Payment method">{row.method}</td>
                  <td data-label="Date">{row.date}</td>
                  <td data-label="Time">{row.time}</td>
                  <td data-label="Amount">{row.amount}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="table-wrap confirmation-section">
        <table className="table">
          <caption className="table__caption">Future automatic bill payment</caption>
          <thead>
            <tr>
              <th scope="col">Payment method</th>
              <th scope="col">Frequency</th>
              <th scope="col">Amount</th>
              <th scope="col">Enrolled on</th>
            </tr>
          </thead>
          <tbody>
            {recurring ? (
              <tr>
                <td data-label="Payment method">{recurring.method}</td>
                <td data-label="Frequency">{recurring.frequency}</td>
                <td data-label="Amount">{recurring.amount}</td>
                <td data-label="Enrolled on">{recurring.since}</td>
              </tr>
            ) : (
              <tr>
                <td colSpan={4}>{NOT_ENROLLED}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
