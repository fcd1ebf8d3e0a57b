import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { dashboardMachine } from '../../../machines/dashboard.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { Case } from '../../api/index.ts';
import { SERVICE_TEXTS } from '../../api/messages.ts';
import { DASHBOARD_TEXTS } from '../../domain/journey/dashboardTexts.ts';
import { statusName, tileTarget, tileText } from '../../domain/journey/dashboardTiles.ts';
import { message } from '../../i18n/message.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { routeFor } from '../../routes/names.ts';
import type { AppServices } from '../../services/services.ts';
import { usePartyIdForCase, useUserName } from '../../services/session.ts';
import { useProvided } from '../../services/useServices.ts';
import { LoadGate } from '../../shell/LoadGate.tsx';
import { FRAME_TEXTS } from '../../shell/messages.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { TileIconView } from './TileIcon.tsx';

const provideDashboard = ({ api }: AppServices) =>
  dashboardMachine.provide({
    // The client hands the agreementAuthToken to the session as the case token (onCaseToken).
    actors: { loadDashboard: fromOwnedPromise(({ signal }) => api.dashboard({}, { signal })) },
  });

export function DashboardScreen() {
  useDocumentTitle(message(DASHBOARD_TEXTS, 'pageTitle'));
  const t = useTexts(DASHBOARD_TEXTS);
  const service = useTexts(SERVICE_TEXTS);
  const frame = useTexts(FRAME_TEXTS);
  const actor = useActorRef(useProvided(provideDashboard), { inspect });
  const status = useSelector(actor, (s) =>
    s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'loaded',
  );
  const cases = useSelector(actor, (s) => s.context.dashboard?.cases ?? null);
  const duringMaintenance = useSelector(actor, (s) => s.context.failure === 'maintenance');
  const name = useUserName();

  return (
    <section className="page" aria-labelledby="page-title" aria-busy={status === 'loading'}>
      <h1 id="page-title">{t.title}</h1>
      {name && <p className="lead">{t.welcome(name)}</p>}
      <LoadGate
        failed={status === 'failed'}
        error={null}
        failure={
          <>
            <div className="alert alert--error" role="alert">
              {duringMaintenance ? (
                service.maintenanceShort
              ) : (
                <>
                  <p>{t.loadFailedWhat}</p>
                  <p>{t.loadFailed}</p>
                </>
              )}
            </div>
            {/* Refreshing is SPEC's cure; the button does it without losing the page (decision 365). */}
            <button
              type="button"
              className="button button--primary"
              onClick={() => actor.send({ type: 'dashboard.retry' })}
            >
              {frame.tryAgain}
            </button>
          </>
        }
        loaded={status === 'loaded' ? cases : null}
        label={t.loading}
      >
        {(loaded) =>
          loaded.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <ul className="tiles">
              {loaded.map((c) => (
                <li key={c.caseId}>
                  <CaseTile item={c} />
                </li>
              ))}
            </ul>
          )
        }
      </LoadGate>
    </section>
  );
}

function CaseTile({ item }: { item: Case }) {
  const t = useTexts(DASHBOARD_TEXTS);
  const { text, icon } = tileText(item, t);
  const { to, params, search } = routeFor(tileTarget(item, usePartyIdForCase(item.caseId)));
  return (
    <Link className={`tile tile--${icon}`} to={to} params={params} search={search}>
      <TileIconView icon={icon} />
      <span className="tile__body">
        <span className="tile__text">{text}</span>
        <span className="tile__meta">
          {item.isAnnuity ? t.annuity : t.life} · {statusName(item.lifeCycleStatus, t)}
        </span>
      </span>
      <span className="tile__chevron" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
