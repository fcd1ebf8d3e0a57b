import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, type MouseEvent, memo, useRef } from 'react';
import type { CaseSummary } from '../../api/schemas/agent.ts';
import { formatUsDate } from '../../domain/dates.ts';
import { policyLink } from '../../domain/policyLinks.ts';
import { routeFor } from '../../routes/names.ts';
import { useWindowedRows } from './useWindowedRows.ts';

export const ROW_HEIGHT = 44;

interface CaseTableProps {
  rows: readonly CaseSummary[];
  routerMode: boolean;
  onOpen: (row: CaseSummary) => void;
}

/** The screen a routed policy link opens, so a new tab or a middle click opens the same one. */
function routeOf(row: CaseSummary, routerMode: boolean) {
  const link = policyLink(row, routerMode);
  if (link.kind !== 'route') return null;
  const { to, params } = routeFor(link.target);
  return { to, params };
}

/**
 * Arrow keys walk the policy links row by row (Home and End to the ends of the rendered rows); Enter opens
 * the focused one, as a click would (issue 21).
 */
function walkRows(e: KeyboardEvent<HTMLTableElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(e.key) || !(e.target instanceof HTMLElement)) return;
  const links = [...e.currentTarget.querySelectorAll<HTMLElement>('.case-table__open')];
  const at = links.indexOf(e.target);
  if (at < 0) return;
  const to =
    e.key === 'ArrowDown' ? at + 1 : e.key === 'ArrowUp' ? at - 1 : e.key === 'Home' ? 0 : links.length - 1;
  const next = links[Math.max(0, Math.min(links.length - 1, to))];
  if (!next) return;
  e.preventDefault();
  next.focus();
  next.scrollIntoView({ block: 'nearest' });
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;

const CaseRow = memo(function CaseRow({
  row,
  index,
  routerMode,
  onOpen,
}: {
  row: CaseSummary;
  index: number;
  routerMode: boolean;
  onOpen: (row: CaseSummary) => void;
}) {
  const names = row.insuredNames.join(', ');
  const route = routeOf(row, routerMode);
  return (
    <tr aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
      <td>
        {route ? (
          // A real link (issue 21 point 8): a plain click goes through the machine, anything else is the browser's.
          <Link
            {...route}
            preload={false}
            className="case-table__open"
            onClick={(e) => {
              if (!plainClick(e)) return;
              e.preventDefault();
              onOpen(row);
            }}
          >
            {row.policyNumber}
          </Link>
        ) : (
          // A legacy or single-sign-on case opens by a form post, which no address can stand for.
          <button type="button" className="button button--link case-table__open" onClick={() => onOpen(row)}>
            {row.policyNumber}
          </button>
        )}
      </td>
      <td className="case-table__status">{row.displayStatus}</td>
      <td title={names}>{names}</td>
      <td>{row.groupNumber ?? ''}</td>
      <td>{formatUsDate(row.statusDate)}</td>
    </tr>
  );
});

/** SPEC §2's columns; only the rows near the viewport are in the page (measured in tests/bench). */
export function CaseTable({ rows, routerMode, onOpen }: CaseTableProps) {
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
            <th scope="col">Policy/Contract Number</th>
            <th scope="col">Status</th>
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
