import { type MouseEvent, memo } from 'react';
import type { CaseSummary } from '../../api/schemas/agent.ts';
import { formatUsDate } from '../../domain/dates.ts';
import { policyPath } from '../../domain/policyLinks.ts';

export const ROW_HEIGHT = 44;

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
  const path = policyPath(row, routerMode);
  const href = path === null ? null : `${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`;
  return (
    <tr aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
      <td>
        {href ? (
          // A real link (issue 21 point 8): a plain click goes through the machine, anything else is the browser's.
          <a
            href={href}
            className="case-table__open"
            onClick={(e) => {
              if (!plainClick(e)) return;
              e.preventDefault();
              onOpen(row);
            }}
          >
            {row.policyNumber}
          </a>
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
