import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { dashboardMachine } from '../../../machines/dashboard.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import { MAINTENANCE_SHORT } from '../../api/failure.ts';
import type { Case } from '../../api/index.ts';
import {
  DASHBOARD_LOAD_FAILED,
  DASHBOARD_TITLE,
  statusInWords,
  tileTarget,
  tileText,
} from '../../domain/dashboardTiles.ts';
import { routeFor } from '../../routes/names.ts';
import type { AppServices } from '../../services/services.ts';
import { usePartyIdForCase, useUserName } from '../../services/session.ts';
import { useProvided } from '../../services/useServices.ts';
import { LoadGate } from '../../shell/LoadGate.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { TileIconView } from './TileIcon.tsx';

const provideDashboard = ({ api }: AppServices) =>
  dashboardMachine.provide({
    // The client hands the agreementAuthToken to the session as the case token (onCaseToken).
    actors: { loadDashboard: fromOwnedPromise(({ signal }) => api.dashboard({}, { signal })) },
  });

export function DashboardScreen() {
  useDocumentTitle('Your policies');
  const actor = useActorRef(useProvided(provideDashboard), { inspect });
  const status = useSelector(actor, (s) =>
    s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'loaded',
  );
  const cases = useSelector(actor, (s) => s.context.dashboard?.cases ?? null);
  const duringMaintenance = useSelector(actor, (s) => s.context.failure === 'maintenance');
  const name = useUserName();

  return (
    <section className="page" aria-labelledby="page-title" aria-busy={status === 'loading'}>
      <h1 id="page-title">{DASHBOARD_TITLE}</h1>
      {name && <p className="lead">Welcome back, {name}. Here are your policies and contracts.</p>}
      <LoadGate
        failed={status === 'failed'}
        error={null}
        failure={
          <p className="alert alert--error" role="alert">
            {duringMaintenance ? MAINTENANCE_SHORT : DASHBOARD_LOAD_FAILED}
          </p>
        }
        loaded={status === 'loaded' ? cases : null}
        label="Loading your agreements…"
      >
        {(loaded) =>
          loaded.length === 0 ? (
            <p>You have no policies or contracts waiting for you right now.</p>
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
  const { text, icon } = tileText(item);
  const { to, params, search } = routeFor(tileTarget(item, usePartyIdForCase(item.caseId)));
  return (
    <Link className={`tile tile--${icon}`} to={to} params={params} search={search}>
      <TileIconView icon={icon} />
      <span className="tile__body">
        <span className="tile__text">{text}</span>
        <span className="tile__meta">
          {item.isAnnuity ? 'Annuity contract' : 'Life insurance policy'} ·{' '}
          {statusInWords(item.lifeCycleStatus)}
        </span>
      </span>
      <span className="tile__chevron" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
