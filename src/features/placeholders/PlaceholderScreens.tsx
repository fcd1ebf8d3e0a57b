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

export const AgentHomeScreen = (_: { listAllPolicies?: string }) => <Placeholder title="Policy List" />;
export const AgentDetailsScreen = (_: CaseProps) => <Placeholder title="EPD Case Details" />;
export const AgentConfirmationScreen = (_: CaseProps & { annuity: boolean }) => (
  <Placeholder title="Case Status" />
);
