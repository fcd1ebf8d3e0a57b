import { useSelector } from '@xstate/react';
import { useCallback, useId } from 'react';
import {
  type AgentSearchRef,
  selectColumnSort,
  selectCountLine,
  selectMayLoadMore,
  selectNoResults,
  selectVisibleRows,
} from '../../../machines/agentSearch.ts';
import type { CaseSummary } from '../../api/schemas/agent.ts';
import { LoadFailed } from '../../shell/LoadGate.tsx';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { CaseTable } from './CaseTable.tsx';
import { useLoadMoreSentinel } from './useLoadMoreSentinel.ts';

/** SPEC §2's results: the filter over the loaded rows, the export, the table and the next page. */
export function SearchResults({ search }: { search: AgentSearchRef }) {
  const rows = useSelector(search, selectVisibleRows);
  const loaded = useSelector(search, (s) => s.context.rows.length);
  const countLine = useSelector(search, selectCountLine);
  const searching = useSelector(search, (s) => s.matches({ list: 'searching' }));
  const loadingMore = useSelector(search, (s) => s.matches({ list: 'loadingMore' }));
  const error = useSelector(search, (s) => (s.matches({ list: 'failed' }) ? s.context.error : null));
  const noResults = useSelector(search, selectNoResults);
  const mayLoadMore = useSelector(search, selectMayLoadMore);
  const filter = useSelector(search, (s) => s.context.filter);
  const byPolicy = useSelector(search, (s) => selectColumnSort(s, 'PolicyNumber'));
  const byStatus = useSelector(search, (s) => selectColumnSort(s, 'LifeCycleStatus'));
  const routerMode = useSelector(search, (s) => s.context.routerMode);
  const exporting = useSelector(search, (s) => s.hasTag('exporting'));
  const filterId = useId();
  const sentinel = useLoadMoreSentinel(search, mayLoadMore);
  const open = useCallback((row: CaseSummary) => search.send({ type: 'policy.open', row }), [search]);

  return (
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
        {countLine}
      </p>
      {searching && <Spinner label="Searching…" />}
      {error && (
        <div className="agent-home__error">
          <LoadFailed message={error} onRetry={() => search.send({ type: 'search.retry' })} />
        </div>
      )}
      {noResults && <p className="agent-home__empty">{noResults}</p>}
      {rows.length > 0 && (
        <CaseTable
          rows={rows}
          routerMode={routerMode}
          onOpen={open}
          sortOf={(column) =>
            column === 'PolicyNumber' ? byPolicy : column === 'LifeCycleStatus' ? byStatus : 'none'
          }
          onSort={(column) => search.send({ type: 'sort.column', column })}
        />
      )}
      <div ref={sentinel} className="agent-home__sentinel" />
      {loadingMore && <Spinner label="Loading more…" inline />}
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
  );
}
