import { useActorRef, useSelector } from '@xstate/react';
import { selectOutcome } from '../../../machines/deliveryConfirmation.ts';
import { CONFIRMATION_TEXTS } from '../../domain/confirmationTexts.ts';
import { useSiteConfig } from '../../services/siteConfig.ts';
import { useProvided } from '../../services/useServices.ts';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { provideDeliveryScreen } from './appEffects.ts';
import { SupportContact } from './SupportContact.tsx';
import '../../components/case-summary/case-summary.css';

export type DeliveryLinkProps = { caseId: string; confirmationKey: string; emailAddress: string };

const TITLE = 'Delivery Confirmation';

/** SPEC §2 Delivery confirmation (unauthenticated): acknowledges delivery from the e-mail's link on load. */
export function DeliveryConfirmationScreen({ caseId, confirmationKey, emailAddress }: DeliveryLinkProps) {
  useDocumentTitle(TITLE);
  const delivery = useActorRef(useProvided(provideDeliveryScreen), {
    input: { variant: 'link', caseId, confirmationKey, emailAddress },
    inspect,
  });
  const outcome = useSelector(delivery, selectOutcome);
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      {outcome === 'confirmed' ? (
        <Welcome />
      ) : (
        <>
          <h1 id="page-title">{TITLE}</h1>
          {outcome === 'failed' ? (
            <DeliveryFailure onRetry={() => delivery.send({ type: 'delivery.retry' })} />
          ) : (
            <Spinner label="Confirming your annuity contract…" />
          )}
        </>
      )}
    </section>
  );
}

/** The welcome page after a confirmed delivery: register on the account site, or log in there. */
function Welcome() {
  const { data } = useSiteConfig('ui');
  return (
    <>
      <h1 id="page-title">Welcome!</h1>
      <p className="alert alert--success" role="status">
        {CONFIRMATION_TEXTS.deliveryConfirmed}
      </p>
      <p>Create an online account to see your contract and manage it at any time.</p>
      <div className="page-actions">
        {data?.accountSiteRegisterUrl ? (
          <a className="button button--primary" href={data.accountSiteRegisterUrl}>
            Register for an account
          </a>
        ) : null}
      </div>
      <p>
        Already have an account?{' '}
        {data?.accountSiteLoginUrl ? <a href={data.accountSiteLoginUrl}>Log in</a> : 'Log in on our website.'}
      </p>
    </>
  );
}

export function DeliveryFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="alert alert--error" role="alert">
      <p>{CONFIRMATION_TEXTS.deliveryFailed}</p>
      <SupportContact />
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
