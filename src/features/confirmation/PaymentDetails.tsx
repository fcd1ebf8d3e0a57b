import type { PaymentInfo } from '../../api/schemas/payment.ts';
import { initialPaymentRows, recurringRow } from '../../domain/payment/confirmationPayments.ts';
import { METHOD_TEXTS } from '../../domain/payment/paymentTexts.ts';
import { useFormats, useTexts } from '../../i18n/useTexts.ts';
import { CONFIRMATION_SCREEN_TEXTS } from './messages.ts';

/** SPEC §2: the initial payments table and the 'Future automatic bill payment' table. */
export function PaymentDetails({ payment }: { payment: PaymentInfo }) {
  const t = useTexts(CONFIRMATION_SCREEN_TEXTS);
  const f = useFormats();
  const notEnrolled = useTexts(METHOD_TEXTS).notEnrolled;
  const rows = initialPaymentRows(payment, undefined, f);
  const recurring = recurringRow(payment, undefined, f);
  return (
    <>
      <div className="table-wrap">
        <table className="table">
          <caption className="table__caption">{t.initialPayment}</caption>
          <thead>
            <tr>
              <th scope="col">{t.confirmationNumber}</th>
              <th scope="col">{t.paymentMethod}</th>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.time}</th>
              <th scope="col">{t.amount}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={5}>{t.noPayment}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t.confirmationNumber}>{row.confirmationNumber}</td>
                  <td data-label={t.paymentMethod}>{row.method}</td>
                  <td data-label={t.date}>{row.date}</td>
                  <td data-label={t.time}>{row.time}</td>
                  <td data-label={t.amount}>{row.amount}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="table-wrap confirmation-section">
        <table className="table">
          <caption className="table__caption">{t.futureAutomatic}</caption>
          <thead>
            <tr>
              <th scope="col">{t.paymentMethod}</th>
              <th scope="col">{t.frequency}</th>
              <th scope="col">{t.amount}</th>
              <th scope="col">{t.enrolledOn}</th>
            </tr>
          </thead>
          <tbody>
            {recurring ? (
              <tr>
                <td data-label={t.paymentMethod}>{recurring.method}</td>
                <td data-label={t.frequency}>{recurring.frequency}</td>
                <td data-label={t.amount}>{recurring.amount}</td>
                <td data-label={t.enrolledOn}>{recurring.since}</td>
              </tr>
            ) : (
              <tr>
                <td colSpan={4}>{notEnrolled}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
