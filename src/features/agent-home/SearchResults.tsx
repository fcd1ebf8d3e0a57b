import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useId } from 'react';
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
import { landOn } from '../../shell/landing.ts';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { ROW_HEIGHT } from './CaseRow.tsx';
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
  useLandOnAddedRows(search);

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
      {/* Kept while the page loads, so focus on it is not dropped to the page's top (decision 431). */}
      {(mayLoadMore || loadingMore) && (
        <button
          type="button"
          className="button button--link agent-home__more"
          aria-disabled={loadingMore || undefined}
          onClick={() => search.send({ type: 'search.loadMore', by: 'button' })}
        >
          Load More
        </button>
      )}
    </section>
  );
}

/**
 * After Load More, focus goes to the first row the page added (its link), brought into view: the next
 * thing to read (decision 431). Rows far from the viewport are not drawn (useWindowedRows), so the list is
 * scrolled to the row first and its link focused once drawn. A page the filter hides entirely leaves
 * focus on the count line.
 */
function useLandOnAddedRows(search: AgentSearchRef) {
  const times = useSelector(search, (s) => s.context.added.times);
  useEffect(() => {
    if (times === 0) return;
    const snapshot = search.getSnapshot();
    const { first, count, landsFocus } = snapshot.context.added;
    if (!landsFocus) return;
    const added = new Set(snapshot.context.rows.slice(first, first + count).map((r) => r.caseId));
    const index = selectVisibleRows(snapshot).findIndex((r) => added.has(r.caseId));
    const table = document.querySelector<HTMLElement>('.agent-home__results .case-table tbody');
    if (index < 0 || !table) {
      landOn(document.querySelector('.agent-home__count'), { scroll: false });
      return;
    }
    const linkOf = () =>
      table.querySelector<HTMLElement>(`tr[aria-rowindex="${index + 2}"] .case-table__open`);
    // As little scrolling as shows the row: brought up to the top, the list's end would come into view
    // and load the next page by itself.
    const land = (link: HTMLElement) => {
      link.scrollIntoView({ block: 'nearest' });
      landOn(link, { scroll: false });
    };
    const drawn = linkOf();
    if (drawn) return void land(drawn);
    const rowTop = window.scrollY + table.getBoundingClientRect().top + index * ROW_HEIGHT;
    window.scrollTo({ top: rowTop - window.innerHeight + 2 * ROW_HEIGHT });
    let frames = 0;
    let frame = requestAnimationFrame(function next() {
      const link = linkOf();
      if (link) land(link);
      else if (++frames < 60) frame = requestAnimationFrame(next);
    });
    return () => cancelAnimationFrame(frame);
  }, [times, search]);
}
