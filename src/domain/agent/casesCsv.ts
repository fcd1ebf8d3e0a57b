import type { CaseSummary } from '../../api/schemas/agent.ts';
import { formatUsDate } from '../dates.ts';

/** The results table's columns (SPEC §2), in its order: the CSV export's header. */
const CSV_COLUMNS = [
  'Policy/Contract Number',
  'Status',
  'Insured/Annuitant(s)',
  'Group Number',
  'Status Date',
] as const;

/** The largest page the export asks for (the search call allows up to 200). */
export const EXPORT_PAGE_SIZE = 200;
export const EXPORT_FAILED = 'The policies could not be exported. Please try again.';

/** What a spreadsheet may pass over before it reads a formula: any white space (NBSP too), zero-width and other format characters, control characters. */
const SKIPPED_LEAD = /^[\p{White_Space}\p{Cf}\p{Cc}]+/u;
/** OWASP's formula starters, after NFKC folds the full-width and small forms (＝ ﹦ ＋ － ＠) to them; and the minus sign. */
const FORMULA_START = /^[=+\-@\u2212]/;
/** OWASP's own list: a cell that starts with a tab, carriage return (or line feed, NUL) is led too. */
const CONTROL_START = /^[\t\r\n\0]/;

/**
 * Whether a spreadsheet could read the cell as a formula (OWASP, CSV Injection): it starts with one
 * of = + - @ or a tab or carriage return, or with any of them after blanks and invisible characters
 * a spreadsheet may skip, or with a full-width or small form of them.
 */
function startsFormula(text: string): boolean {
  if (CONTROL_START.test(text)) return true;
  const first = Array.from(text.replace(SKIPPED_LEAD, ''))[0] ?? '';
  return FORMULA_START.test(first.normalize('NFKC'));
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a cell a spreadsheet could read as a
 * formula (startsFormula) is led by an apostrophe, so a name never runs as one.
 */
function csvCell(text: string): string {
  const safe = startsFormula(text) ? `'${text}` : text;
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
