import { type CalendarDate, calendarDateOf } from '../journey/whatNext.ts';

/**
 * The free look (decision 230): the days after delivery in which the owner may return the policy for a
 * full refund. 10 by default and 30 for a replacement (a case that carries a replacement form). A life
 * case's delivery completes with its acceptance, an annuity's with its delivery confirmation; the free
 * look ends that many calendar days after that date, in the viewer's time zone (SPEC §9's dates).
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 *   (tests/unit/free-look.test.ts).
 */
export const FREE_LOOK_DAYS = { standard: 10, replacement: 30 } as const;

export type FreeLookFrom = 'acceptance' | 'deliveryConfirmation';

/** A replacement is a case that carries SPEC's replacement form (the form a replacing sale requires). */
export function freeLookDaysFor(documentTypes: readonly string[]): number {
  return documentTypes.includes('ReplacementForm') ? FREE_LOOK_DAYS.replacement : FREE_LOOK_DAYS.standard;
}

export interface FreeLookFacts {
  isAnnuity: boolean;
  /** When the owner accepted the policy (life), or null. */
  acceptedOn: string | null;
  /** When the last delivery confirmation was given (annuity), or null. */
  deliveryConfirmedOn: string | null;
}

/** What the free look counts from, and the instant it starts (null while delivery is not complete). */
export function freeLookStart(facts: FreeLookFacts): { from: FreeLookFrom; on: string | null } {
  return facts.isAnnuity
    ? { from: 'deliveryConfirmation', on: facts.deliveryConfirmedOn }
    : { from: 'acceptance', on: facts.acceptedOn };
}

/** The calendar date `days` days after the date `startedOn` falls on in `timeZone` (the viewer's when absent). */
export function freeLookEndDate(startedOn: string, days: number, timeZone?: string): CalendarDate {
  const start = calendarDateOf(startedOn, timeZone);
  const end = new Date(Date.UTC(start.year, start.month - 1, start.day + days));
  return { year: end.getUTCFullYear(), month: end.getUTCMonth() + 1, day: end.getUTCDate() };
}

/** The time the last of them was given, once every one is (null while one is missing). */
export function lastOfAll(times: readonly (string | null | undefined)[]): string | null {
  if (times.length === 0 || times.some((t) => !t)) return null;
  return (times as string[]).reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
}
