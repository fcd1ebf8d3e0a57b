import { Link } from '@tanstack/react-router';
import { type MouseEvent, memo } from 'react';
import type { CaseSummary } from '../../api/schemas/agent.ts';
import { policyLink } from '../../domain/agent/policyLinks.ts';
import { formatUsDate } from '../../domain/dates.ts';
import { routeFor } from '../../routes/names.ts';

export const ROW_HEIGHT = 44;

/** The screen a routed policy link opens, so a new tab or a middle click opens the same one. */
function routeOf(row: CaseSummary, routerMode: boolean) {
  const link = policyLink(row, routerMode);
  if (link.kind !== 'route') return null;
  const { to, params } = routeFor(link.target);
  return { to, params };
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;

interface CaseRowProps {
  row: CaseSummary;
  index: number;
  routerMode: boolean;
  onOpen: (row: CaseSummary) => void;
}

/** One policy of the list, its number the link that opens it (SPEC §2). */
export const CaseRow = memo(function CaseRow({ row, index, routerMode, onOpen }: CaseRowProps) {
  const names = row.insuredNames.join(', ');
  const route = routeOf(row, routerMode);
  return (
    <tr aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
      <td>
        {route ? (
          // A real link: a plain click goes through the machine, anything else is the browser's.
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
