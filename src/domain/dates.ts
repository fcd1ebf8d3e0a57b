/** SPEC §9: dates read MM/DD/YYYY. */
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * True only for a real calendar date written MM/DD/YYYY from 1900 on (02/30/2025, 13/01/2025 and a mistyped
 * year such as 01/15/0202 are refused: decision 304). The sandbox checks a new issue date with it too.
 */
export function isUsCalendarDate(text: string): boolean {
  const match = US_DATE.exec(text.trim());
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900) return false;
  // Date.UTC carries what does not fit into the month: day 00 to the month before, a day past the month's
  // end (at most 99) into the next one to three, month 00 and 13–99 into another year's month. So a date
  // is real exactly when its month comes back unmoved (the same as checking year, month and day: every
  // MM/DD from 00 to 99 for 1890–2110 agrees).
  return new Date(Date.UTC(year, month - 1, day)).getUTCMonth() === month - 1;
}

const FORMATS = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: true },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// Building a DateTimeFormat costs far more than formatting with one: a table of a thousand dates
// builds one per zone, not one per row (tests/bench/agent-home.bench.ts).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: keyof typeof FORMATS, timeZone: string | undefined, intlLocale: string) {
  const key = `${kind} ${timeZone ?? ''} ${intlLocale}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, { ...FORMATS[kind], ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, format);
  }
  return format;
}

/** An ISO date-time shown as MM/DD/YYYY in the viewer's own time zone (in Spanish, as es-US writes it). */
export function formatUsDate(iso: string, timeZone?: string, intlLocale = 'en-US'): string {
  return formatter('date', timeZone, intlLocale).format(new Date(iso));
}

/** SPEC §9: a time of day reads hh:mm:ss am/pm (two-digit hour, lower-case marker), in the viewer's zone. */
export function formatUsTime(iso: string, timeZone?: string, intlLocale = 'en-US'): string {
  const parts = formatter('time', timeZone, intlLocale).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}:${part('second')} ${part('dayPeriod').toLowerCase()}`;
}
