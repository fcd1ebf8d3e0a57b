import { memo, useRef } from 'react';
import type { CaseSummary } from '../../api/schemas/agent.ts';
import { formatUsDate } from '../../domain/dates.ts';
import { useWindowedRows } from './useWindowedRows.ts';

export const ROW_HEIGHT = 44;

interface CaseTableProps {
  rows: readonly CaseSummary[];
  onOpen: (row: CaseSummary) => void;
}

const CaseRow = memo(function CaseRow({
  row,
  index,
  onOpen,
}: {
  row: CaseSummary;
  index: number;
  onOpen: (row: CaseSummary) => void;
}) {
  const names = row.insuredNames.join(', ');
  return (
    <tr aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
      <td>
        <button type="button" className="button button--link case-table__open" onClick={() => onOpen(row)}>
          {row.policyNumber}
        </button>
      </td>
      <td>{row.displayStatus}</td>
      <td title={names}>{names}</td>
      <td>{row.groupNumber ?? ''}</td>
      <td>{formatUsDate(row.statusDate)}</td>
    </tr>
  );
});

/** SPEC §2's columns; only the rows near the viewport are in the page (measured in tests/bench). */
export function CaseTable({ rows, onOpen }: CaseTableProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  const { start, end } = useWindowedRows(body, rows.length, ROW_HEIGHT);
  const shown = rows.slice(start, end);
  return (
    <div className="case-table__scroll">
      <table className="case-table" aria-label="Policies" aria-rowcount={rows.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">Policy/Contract Number</th>
            <th scope="col">Status</th>
            <th scope="col">Insured/Annuitant(s)</th>
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
            <CaseRow key={row.caseId} row={row} index={start + i} onOpen={onOpen} />
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
