import { useActorRef, useSelector } from '@xstate/react';
import { selectOutcome } from '../../../machines/deliveryConfirmation.ts';
import { CONFIRMATION_TEXTS } from '../../domain/confirmationTexts.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { useSiteConfig } from '../../services/siteConfig.ts';
import { useProvided } from '../../services/useServices.ts';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { provideDeliveryScreen } from './appEffects.ts';
import { DELIVERY_TEXTS } from './messages.ts';
import { SupportContact } from './SupportContact.tsx';
import '../../components/case-summary/case-summary.css';

export type DeliveryLinkProps = { caseId: string; confirmationKey: string; emailAddress: string };

/** SPEC §2 Delivery confirmation (unauthenticated): acknowledges delivery from the e-mail's link on load. */
export function DeliveryConfirmationScreen({ caseId, confirmationKey, emailAddress }: DeliveryLinkProps) {
  const t = useTexts(DELIVERY_TEXTS);
  useDocumentTitle(DELIVERY_TEXTS.deliveryTitle);
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
          <h1 id="page-title">{t.deliveryTitle}</h1>
          {outcome === 'failed' ? (
            <DeliveryFailure onRetry={() => delivery.send({ type: 'delivery.retry' })} />
          ) : (
            <Spinner label={t.confirming} />
          )}
        </>
      )}
    </section>
  );
}

/** The welcome page after a confirmed delivery: register on the account site, or log in there. */
function Welcome() {
  const { data } = useSiteConfig('ui');
  const t = useTexts(DELIVERY_TEXTS);
  const said = useTexts(CONFIRMATION_TEXTS);
  return (
    <>
      <h1 id="page-title">{t.welcome}</h1>
      <p className="alert alert--success" role="status">
        {said.deliveryConfirmed}
      </p>
      <p>{t.createAccount}</p>
      <div className="page-actions">
        {data?.accountSiteRegisterUrl ? (
          <a className="button button--primary" href={data.accountSiteRegisterUrl}>
            {t.register}
          </a>
        ) : null}
      </div>
      <p>
        {t.alreadyHaveAccount}{' '}
        {data?.accountSiteLoginUrl ? <a href={data.accountSiteLoginUrl}>{t.logIn}</a> : t.logInOnWebsite}
      </p>
    </>
  );
}

export function DeliveryFailure({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(DELIVERY_TEXTS);
  const said = useTexts(CONFIRMATION_TEXTS);
  return (
    <div className="alert alert--error" role="alert">
      <p>{said.deliveryFailed}</p>
      <SupportContact />
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t.tryAgain}
      </button>
    </div>
  );
}
