import type { CaseSummary } from '../api/schemas/agent.ts';
import { formatUsDate } from './dates.ts';

/** The results table's columns (SPEC §2), in its order: the CSV export's header. */
export const CSV_COLUMNS = [
  'Policy/Contract Number',
  'Status',
  'Insured/Annuitant(s)',
  'Group Number',
  'Status Date',
] as const;

/** The largest page the export asks for (the search call allows up to 200). */
export const EXPORT_PAGE_SIZE = 200;
export const EXPORT_FAILED = 'The policies could not be exported. Please try again.';

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a cell a spreadsheet would read as a
 * formula (= + - @, tab, carriage return first) is led by an apostrophe, so a name never runs as one.
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows as the table shows them, one line each, CRLF-separated (RFC 4180). */
export function casesCsv(rows: readonly CaseSummary[], timeZone?: string): string {
  const lines = [
    CSV_COLUMNS.map(csvCell).join(','),
    ...rows.map((row) =>
      [
        row.policyNumber,
        row.displayStatus,
        row.insuredNames.join(', '),
        row.groupNumber ?? '',
        formatUsDate(row.statusDate, timeZone),
      ]
        .map(csvCell)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
