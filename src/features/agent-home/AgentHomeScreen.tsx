import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { selectMayLoadMore, selectNoResults, selectVisibleRows } from '../../../machines/agentSearch.ts';
import type { CaseSummary } from '../../api/schemas/agent.ts';
import { type AgentHomeAddress, criteriaFromAddress } from '../../domain/agentSearch.ts';
import { queueGroupOf } from '../../domain/workQueue.ts';
import type { AppServices } from '../../services/services.ts';
import { useSiteConfig } from '../../services/siteConfig.ts';
import { useProvided, useServices } from '../../services/useServices.ts';
import { LoadFailed } from '../../shell/LoadGate.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { provideAgentSearch } from './agentHomeEffects.ts';
import { CaseTable } from './CaseTable.tsx';
import { postLink } from './formPost.ts';
import { SearchForm } from './SearchForm.tsx';
import { useQueueRefresh } from './useQueueRefresh.ts';
import { WorkQueue } from './WorkQueue.tsx';
import { provideAgentQueue } from './workQueueEffects.ts';
import './agent-home.css';

const provideSearch = (services: AppServices) =>
  provideAgentSearch(services.api, {
    navigate: services.navigate,
    notify: (message, kind) => services.notify(message, kind, { duration: 5000 }),
    alert: (message) => window.alert(message),
    postLink: (link, signal) => postLink(services, link, signal),
  });
const provideQueue = (services: AppServices) => provideAgentQueue(services.api, services);

export interface AgentHomeScreenProps {
  address: AgentHomeAddress;
}

/** SPEC §2 Agent home: the search form, the agent's book in pages of 20, the filter over loaded rows. */
export function AgentHomeScreen({ address }: AgentHomeScreenProps) {
  useDocumentTitle('Policy List');
  const { logout } = useServices();
  const criteria = useMemo(() => criteriaFromAddress(address), [address]);
  const filterFromAddress = address.filter ?? '';
  const search = useActorRef(useProvided(provideSearch), {
    input: { criteria, filter: filterFromAddress, listAllPolicies: address.listAllPolicies },
    inspect,
  });
  const queue = useActorRef(useProvided(provideQueue), {
    input: { listAllPolicies: address.listAllPolicies },
    inspect,
  });

  // Back, forward or an edited address: the machine decides whether it is a new search.
  const criteriaKey = JSON.stringify(criteria);
  // biome-ignore lint/correctness/useExhaustiveDependencies: criteriaKey stands for criteria.
  useEffect(() => {
    search.send({ type: 'search.address', criteria, filter: filterFromAddress });
  }, [search, criteriaKey, filterFromAddress]);

  const ui = useSiteConfig('ui');
  useEffect(() => {
    if (ui.data) search.send({ type: 'links.configured', routerMode: ui.data.routerMode });
  }, [search, ui.data]);

  const rows = useSelector(search, selectVisibleRows);
  const loaded = useSelector(search, (s) => s.context.rows.length);
  const total = useSelector(search, (s) => s.context.totalCount);
  const searched = useSelector(search, (s) => s.context.criteria !== null);
  const searching = useSelector(search, (s) => s.matches({ list: 'searching' }));
  const loadingMore = useSelector(search, (s) => s.matches({ list: 'loadingMore' }));
  const error = useSelector(search, (s) => (s.matches({ list: 'failed' }) ? s.context.error : null));
  const noResults = useSelector(search, selectNoResults);
  const mayLoadMore = useSelector(search, selectMayLoadMore);
  const filter = useSelector(search, (s) => s.context.filter);
  const filterId = useId();
  const routerMode = useSelector(search, (s) => s.context.routerMode);
  const exporting = useSelector(search, (s) => s.hasTag('exporting'));
  useQueueRefresh(
    queue,
    useSelector(search, (s) => s.context.generation),
  );

  const open = useCallback((row: CaseSummary) => search.send({ type: 'policy.open', row }), [search]);

  // Infinite scroll: the bottom of the list coming into view asks for the next page.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !mayLoadMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) search.send({ type: 'search.loadMore' });
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [search, mayLoadMore]);

  return (
    <div className="page agent-home">
      <div className="agent-home__top">
        <h1>Policy List</h1>
        <button type="button" className="button button--secondary" onClick={logout}>
          Log out
        </button>
      </div>
      <WorkQueue queue={queue} shown={queueGroupOf(criteria)} />
      <SearchForm search={search} />
      <section className="agent-home__results" aria-label="Results">
        <div className="agent-home__filter field">
          <label htmlFor={filterId}>Filter results</label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => search.send({ type: 'filter.change', text: e.target.value })}
          />
        </div>
        {loaded > 0 && (
          <button
            type="button"
            className="button button--secondary agent-home__export"
            disabled={exporting}
            onClick={() => search.send({ type: 'export.start' })}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
        )}
        <p className="agent-home__count" role="status">
          {searched && !searching && !error
            ? `Showing ${rows.length} of ${loaded} loaded ${loaded === 1 ? 'policy' : 'policies'} (${total} found)`
            : ''}
        </p>
        {searching && (
          <div className="spinner" role="status">
            <span className="spinner__wheel" aria-hidden="true" />
            <span className="visually-hidden">Searching…</span>
          </div>
        )}
        {error && (
          <div className="agent-home__error">
            <LoadFailed message={error} onRetry={() => search.send({ type: 'search.retry' })} />
          </div>
        )}
        {noResults && <p className="agent-home__empty">{noResults}</p>}
        {rows.length > 0 && <CaseTable rows={rows} routerMode={routerMode} onOpen={open} />}
        <div ref={sentinel} className="agent-home__sentinel" />
        {loadingMore && (
          <div className="spinner spinner--inline" role="status">
            <span className="spinner__wheel" aria-hidden="true" />
            <span className="visually-hidden">Loading more…</span>
          </div>
        )}
        {mayLoadMore && (
          <button
            type="button"
            className="button button--link agent-home__more"
            onClick={() => search.send({ type: 'search.loadMore' })}
          >
            Load More
          </button>
        )}
      </section>
    </div>
  );
}
