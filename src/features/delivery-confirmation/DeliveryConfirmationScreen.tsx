import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type DeliveredContract, selectOutcome } from '../../../machines/deliveryConfirmation.ts';
import { numberLine, productName } from '../../domain/journey/caseSummary.ts';
import { CONFIRMATION_TEXTS } from '../../domain/journey/confirmationTexts.ts';
import { ROUTE_PATHS } from '../../domain/routeNames.ts';
import { useFormats, useTexts } from '../../i18n/useTexts.ts';
import { useSiteConfig } from '../../services/siteConfig.ts';
import { useProvided } from '../../services/useServices.ts';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { provideDeliveryScreen } from './appEffects.ts';
import { DELIVERY_TEXTS } from './messages.ts';
import { SupportContact } from './SupportContact.tsx';
import '../../components/case-summary/case-summary.css';
import { message } from '../../i18n/message.ts';

export type DeliveryLinkProps = { caseId: string; confirmationKey: string; emailAddress: string };

/** SPEC §2 Delivery confirmation (unauthenticated): acknowledges delivery from the e-mail's link on load. */
export function DeliveryConfirmationScreen({ caseId, confirmationKey, emailAddress }: DeliveryLinkProps) {
  const t = useTexts(DELIVERY_TEXTS);
  useDocumentTitle(message(DELIVERY_TEXTS, 'deliveryTitle'));
  const delivery = useActorRef(useProvided(provideDeliveryScreen), {
    input: { variant: 'link', caseId, confirmationKey, emailAddress },
    inspect,
  });
  const outcome = useSelector(delivery, selectOutcome);
  const contract = useSelector(delivery, (s) => s.context.contract);
  const retryHelps = useSelector(delivery, (s) => s.context.retryHelps);
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      {outcome === 'confirmed' ? (
        <Welcome contract={contract} />
      ) : (
        <>
          <h1 id="page-title">{t.deliveryTitle}</h1>
          {outcome === 'failed' ? (
            <DeliveryFailure
              onRetry={retryHelps ? () => delivery.send({ type: 'delivery.retry' }) : undefined}
              caseId={caseId}
            />
          ) : (
            <Spinner label={t.confirming} />
          )}
        </>
      )}
    </section>
  );
}

/**
 * The welcome page after a confirmed delivery: the contract it confirmed (decision 424), then register
 * on the account site, or log in there.
 */
function Welcome({ contract }: { contract: DeliveredContract | null }) {
  const { data } = useSiteConfig('ui');
  const t = useTexts(DELIVERY_TEXTS);
  const said = useTexts(CONFIRMATION_TEXTS);
  const f = useFormats();
  const number = contract && numberLine(contract, f);
  return (
    <>
      <h1 id="page-title">{t.welcome}</h1>
      <div className="alert alert--success" role="status">
        <p>{said.deliveryConfirmed}</p>
        {contract && number && (
          <p>
            <strong>{t.contractConfirmed(productName(contract, f), number.label, number.value)}</strong>
          </p>
        )}
      </div>
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

/**
 * SPEC §8's failure text with support details, and the way on: 'Try again' where asking again could
 * succeed; else, for a link (`caseId` given), what the customer can do instead: the signed-in
 * confirmation (decision 424).
 */
export function DeliveryFailure({ onRetry, caseId }: { onRetry?: () => void; caseId?: string }) {
  const t = useTexts(DELIVERY_TEXTS);
  const said = useTexts(CONFIRMATION_TEXTS);
  return (
    <div className="alert alert--error" role="alert">
      <p>{said.deliveryFailed}</p>
      {!onRetry && caseId && <p>{t.linkRefused}</p>}
      <SupportContact />
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t.tryAgain}
        </button>
      )}
      {!onRetry && caseId && (
        <Link className="button button--secondary" to={ROUTE_PATHS.AnnuityConfirmation} params={{ caseId }}>
          {t.logInToConfirm}
        </Link>
      )}
    </div>
  );
}
