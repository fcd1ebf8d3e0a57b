import { CONSENT_TEXTS } from '../../domain/record/consentTexts.ts';
import { useTexts } from '../../i18n/useTexts.ts';

/** What the customer agrees to, that paper is there, how to withdraw, and what they need (E-SIGN §101(c)). */
export function ConsentTerms({ agentName }: { agentName: string | null }) {
  const T = useTexts(CONSENT_TEXTS);
  return (
    <>
      <h2>{T.agreeHeading}</h2>
      <ul>
        {T.agreeItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>{T.paperHeading}</h2>
      <p>{T.paper}</p>
      {agentName ? <p>{T.agentIs(agentName)}</p> : null}
      <h2>{T.withdrawHeading}</h2>
      <p>{T.withdraw}</p>
      <h2>{T.needsHeading}</h2>
      <ul>
        {T.needs.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
