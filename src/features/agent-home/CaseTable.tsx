import { useRef } from 'react';
import type { CaseSummary } from '../../api/schemas/agent.ts';
import type { SortColumn } from '../../api/schemas/enums.ts';
import { CaseRow, ROW_HEIGHT } from './CaseRow.tsx';
import { useWindowedRows } from './useWindowedRows.ts';
import { walkRows } from './walkRows.ts';

type SortState = 'ascending' | 'descending' | 'none';

interface CaseTableProps {
  rows: readonly CaseSummary[];
  routerMode: boolean;
  onOpen: (row: CaseSummary) => void;
  /** How the list is sorted by each column the search can sort by (SPEC §9), and how to ask for it. */
  sortOf: (column: SortColumn) => SortState;
  onSort: (column: SortColumn) => void;
}

/** A header the search can sort by: a button in the header cell, which carries aria-sort (decision 364). */
function SortableHeader({
  label,
  sort,
  onSort,
}: {
  label: React.ReactNode;
  sort: SortState;
  onSort: () => void;
}) {
  return (
    <th scope="col" aria-sort={sort}>
      <button type="button" className="case-table__sort" onClick={onSort}>
        {label}
        <span className="case-table__sort-mark" aria-hidden="true">
          {sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : ' ⇅'}
        </span>
      </button>
    </th>
  );
}

/** SPEC §2's columns; only the rows near the viewport are in the page (measured in tests/bench). */
export function CaseTable({ rows, routerMode, onOpen, sortOf, onSort }: CaseTableProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  const { start, end } = useWindowedRows(body, rows.length, ROW_HEIGHT);
  const shown = rows.slice(start, end);
  return (
    <div className="case-table__scroll">
      <table
        className="case-table"
        aria-label="Policies"
        aria-rowcount={rows.length + 1}
        onKeyDown={walkRows}
      >
        <colgroup>
          <col className="case-table__col--policy" />
          <col className="case-table__col--status" />
          <col className="case-table__col--names" />
          <col className="case-table__col--group" />
          <col />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <SortableHeader
              label={
                <>
                  Policy/
                  <wbr />
                  Contract Number
                </>
              }
              sort={sortOf('PolicyNumber')}
              onSort={() => onSort('PolicyNumber')}
            />
            <SortableHeader
              label="Status"
              sort={sortOf('LifeCycleStatus')}
              onSort={() => onSort('LifeCycleStatus')}
            />
            <th scope="col">
              Insured/
              <wbr />
              Annuitant(s)
            </th>
            <th scope="col">Group Number</th>
            <th scope="col">Status Date</th>
          </tr>
        </thead>
        <tbody ref={body}>
          {start > 0 && (
            <tr className="case-table__spacer">
              <td colSpan={5} aria-hidden="true" style={{ height: start * ROW_HEIGHT }} />
            </tr>
          )}
          {shown.map((row, i) => (
            <CaseRow key={row.caseId} row={row} index={start + i} routerMode={routerMode} onOpen={onOpen} />
          ))}
          {end < rows.length && (
            <tr className="case-table__spacer">
              <td colSpan={5} aria-hidden="true" style={{ height: (rows.length - end) * ROW_HEIGHT }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
