/**
 * Screens later issues fill in. Each shows its heading and nothing else: no fake data, no fake
 * buttons. Props mirror the route's parameters so the real screen can take its place unchanged.
 */
interface CaseProps {
  caseId: string;
}

function Placeholder({ title }: { title: string }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
    </section>
  );
}

export const PaymentScreen = (_: CaseProps) => <Placeholder title="Now, let's check on your payments" />;
export const PaymentSequencedScreen = (_: CaseProps) => <Placeholder title="Review and Accept Policy" />;
export const RecurringPaymentScreen = (_: CaseProps) => <Placeholder title="Recurring Payments" />;
export const RecurringPaymentSequencedScreen = (_: CaseProps) => <Placeholder title="Recurring Payments" />;
export const AcceptanceScreen = (_: CaseProps & { sequenced?: boolean }) => (
  <Placeholder title="Almost done!" />
);
export const ConfirmationScreen = (_: CaseProps) => <Placeholder title="You're all done!" />;
export const AnnuityConfirmationScreen = (_: CaseProps) => <Placeholder title="Confirmation" />;
export const DeliveryConfirmationScreen = (
  _: CaseProps & { confirmationKey: string; emailAddress: string },
) => <Placeholder title="Delivery Confirmation" />;
export const DeliveryConfirmationUnregisteredScreen = (
  _: CaseProps & { confirmationKey: string; emailAddress: string },
) => <Placeholder title="Delivery Confirmation" />;
