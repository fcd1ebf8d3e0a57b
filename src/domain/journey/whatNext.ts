import type { Case } from '../../api/schemas/case.ts';
import type { PaymentInfo } from '../../api/schemas/payment.ts';
import { isOpen } from '../caseRules.ts';
import { formatUsDate } from '../dates.ts';
import { type ViewerRole, viewerOf } from '../documents/documents.ts';
import { type Formats, US_FORMATS } from '../formats.ts';
import { methodWithDescription } from '../payment/confirmationPayments.ts';
import { EVERY_TEXTS, NEXT_TEXTS } from './whatNextTexts.ts';

/**
 * 'What to expect next' on the confirmations (decision 084): what happens next
 * and when, each sentence computed from the case, its payment info and today's date, never from a fact
 * the case does not carry. Dates are calendar dates in the viewer's time zone, MM/DD/YYYY (SPEC §9).
 */

/** A calendar date; month 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar date an instant falls on in `timeZone` (the viewer's own when absent). */
export function calendarDateOf(instant: string | Date, timeZone?: string): CalendarDate {
  const iso = typeof instant === 'string' ? instant : instant.toISOString();
  const [month, day, year] = formatUsDate(iso, timeZone).split('/').map(Number) as [number, number, number];
  return { year, month, day };
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `months` calendar months after `date`, on the same day of the month, or on the month's last day when
 * it has no such day (01/31 + 1 month is 02/28, or 02/29 in a leap year).
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/what-next.test.ts).
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

const compareDates = (a: CalendarDate, b: CalendarDate) =>
  a.year - b.year || a.month - b.month || a.day - b.day;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const formatCalendarDate = (d: CalendarDate) =>
  `${pad(d.month, 2)}/${pad(d.day, 2)}/${pad(d.year, 4)}`;

/** A calendar date as an instant that falls on it in UTC, for Intl to write in another language. */
export const calendarNoon = (d: CalendarDate) =>
  `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}T12:00:00Z`;

/**
 * How many months one billing period of a frequency lasts, and how a sentence says it; null for a
 * frequency the portal does not know (SPEC names only Monthly), whose dates it then does not guess.
 */
const PERIODS: Record<string, { months: number; every: string }> = {
  monthly: { months: 1, every: EVERY_TEXTS.month },
  quarterly: { months: 3, every: EVERY_TEXTS.quarter },
  semiannual: { months: 6, every: EVERY_TEXTS.halfYear },
  annual: { months: 12, every: EVERY_TEXTS.year },
  annually: { months: 12, every: EVERY_TEXTS.year },
};

/**
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 * (tests/unit/what-next.test.ts).
 */
export function billingPeriod(frequency: string): { months: number; every: string } | null {
  return PERIODS[frequency.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

interface AutomaticDraw {
  /** 'first' while the first draw is still ahead, else 'next'. */
  ordinal: 'first' | 'next';
  /** MM/DD/YYYY */
  date: string;
  amount: string;
  method: string;
  every: string;
}

/**
 * The next automatic payment of an enrolled policy: the first premium paid covers the first billing
 * period of the current frequency, so draws fall one period after that payment's date, then every
 * period on the same day of the month (decision 084). The first draw on or after today is the one
 * named. Null when the policy is not enrolled, or when the schedule cannot be told from the case: no
 * payment on record to count from, no current frequency, or one of unknown length.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/what-next.test.ts).
 */
export function nextAutomaticDraw(
  payment: Pick<PaymentInfo, 'paymentsOnRecord' | 'recurringEnrollmentDetails' | 'paymentFrequencyOptions'>,
  now: Date,
  timeZone?: string,
  formats: Formats = US_FORMATS,
): AutomaticDraw | null {
  const details = payment.recurringEnrollmentDetails;
  if (!details.isEnrolledInRecurring || !details.enrolledPaymentMethod) return null;
  const current = payment.paymentFrequencyOptions.find((o) => o.isCurrent);
  const period = current ? billingPeriod(current.frequency) : null;
  const first = [...payment.paymentsOnRecord].sort((a, b) => a.timeStamp.localeCompare(b.timeStamp))[0];
  if (!current || !period || !first) return null;
  const anchor = calendarDateOf(first.timeStamp, timeZone);
  const today = calendarDateOf(now, timeZone);
  let periods = 1;
  let date = addMonths(anchor, period.months);
  while (compareDates(date, today) < 0) {
    periods += 1;
    date = addMonths(anchor, periods * period.months);
  }
  return {
    ordinal: periods === 1 ? 'first' : 'next',
    date: formats === US_FORMATS ? formatCalendarDate(date) : formats.date(calendarNoon(date), 'UTC'),
    amount: formats.money(current.recurringAmount),
    method: methodWithDescription(details.enrolledPaymentMethod, formats),
    every: formats.text(period.every),
  };
}

/** One sentence of 'What to expect next'; `id` names what it is about. */
export interface NextStep {
  id: 'effect' | 'payments' | 'documents';
  text: string;
}

export { NEXT_TEXTS };

type NextCase = Pick<
  Case,
  'lifeCycleStatus' | 'acceptances' | 'parties' | 'partyId' | 'deliveryConfirmations' | 'deliveryMethod'
>;

const latest = (dates: (string | null | undefined)[]) =>
  dates.filter((d): d is string => Boolean(d)).sort((a, b) => b.localeCompare(a))[0] ?? null;

/** When the life policy took, or takes, effect. */
function lifeEffect(c: NextCase, role: ViewerRole, formats: Formats, timeZone?: string): NextStep | null {
  if (c.lifeCycleStatus === 'Complete') {
    // The lifecycle moves a life case to Complete on its last acceptance (docs/lifecycle.md).
    const completedOn = latest(c.acceptances.filter((a) => a.isComplete).map((a) => a.closedOn));
    return {
      id: 'effect',
      text: formats.text(
        completedOn ? NEXT_TEXTS.completedOn(formats.date(completedOn, timeZone)) : NEXT_TEXTS.lifeInForce,
      ),
    };
  }
  const viewer = viewerOf(c, role);
  const waiting = c.acceptances
    .filter((a) => isOpen(a) && !viewer.partyIds.includes(a.partyId))
    .map((a) => c.parties.find((p) => p.id === a.partyId)?.displayName)
    .filter((name): name is string => Boolean(name));
  if (c.lifeCycleStatus === 'WaitingCompletion' || waiting.length > 0)
    return {
      id: 'effect',
      text: formats.text(
        waiting.length === 0
          ? NEXT_TEXTS.waitingForOwners
          : waiting.length === 1
            ? NEXT_TEXTS.waitingForOne(formats.list(waiting))
            : NEXT_TEXTS.waitingForMany(formats.list(waiting)),
      ),
    };
  return c.deliveryMethod.isDirectToInForce
    ? { id: 'effect', text: formats.text(NEXT_TEXTS.lifeInForce) }
    : null;
}

/** The automatic payments to come, with the date of the next one. */
function lifePayments(
  payment: Pick<PaymentInfo, 'paymentsOnRecord' | 'recurringEnrollmentDetails' | 'paymentFrequencyOptions'>,
  now: Date,
  formats: Formats,
  timeZone?: string,
): NextStep | null {
  const draw = nextAutomaticDraw(payment, now, timeZone, formats);
  if (draw) {
    const sentence = draw.ordinal === 'first' ? NEXT_TEXTS.firstDraw : NEXT_TEXTS.nextDraw;
    return { id: 'payments', text: formats.text(sentence(draw.amount, draw.method, draw.date, draw.every)) };
  }
  const details = payment.recurringEnrollmentDetails;
  if (details.isEnrolledInRecurring && details.enrolledPaymentMethod) {
    const current = payment.paymentFrequencyOptions.find((o) => o.isCurrent);
    const method = methodWithDescription(details.enrolledPaymentMethod, formats);
    return {
      id: 'payments',
      text: formats.text(
        current
          ? NEXT_TEXTS.drawnEvery(
              formats.money(current.recurringAmount),
              formats.text(current.frequency),
              method,
            )
          : NEXT_TEXTS.drawnFrom(method),
      ),
    };
  }
  return payment.paymentsOnRecord.length > 0
    ? { id: 'payments', text: formats.text(NEXT_TEXTS.notEnrolled) }
    : null;
}

/** The life confirmation's 'What to expect next': when the policy takes effect, the payments, the documents. */
export function lifeWhatNext(
  c: NextCase,
  payment: Pick<PaymentInfo, 'paymentsOnRecord' | 'recurringEnrollmentDetails' | 'paymentFrequencyOptions'>,
  role: ViewerRole,
  now: Date,
  timeZone?: string,
  formats: Formats = US_FORMATS,
): NextStep[] {
  return [
    lifeEffect(c, role, formats, timeZone),
    lifePayments(payment, now, formats, timeZone),
    { id: 'documents', text: formats.text(NEXT_TEXTS.lifeDocuments) } as const,
  ].filter((step): step is NextStep => step !== null);
}

/**
 * The annuity confirmation's 'What to expect next': complete (on the day the viewer confirmed its
 * delivery, when the insurer says), or complete once the viewer confirms here; a contract waiting for
 * another party says so in its own note (deliveryWaitNote), not again here. Then the documents.
 */
export function annuityWhatNext(c: NextCase, timeZone?: string, formats: Formats = US_FORMATS): NextStep[] {
  const steps: NextStep[] = [];
  if (c.lifeCycleStatus === 'Complete') {
    const confirmedOn = latest(
      c.deliveryConfirmations.filter((d) => d.partyId === c.partyId).map((d) => d.confirmedOn),
    );
    steps.push({
      id: 'effect',
      text: formats.text(
        confirmedOn
          ? NEXT_TEXTS.annuityConfirmedOn(formats.date(confirmedOn, timeZone))
          : NEXT_TEXTS.annuityComplete,
      ),
    });
  } else if (
    c.lifeCycleStatus === 'WaitingDeliveryConfirmation' &&
    c.deliveryConfirmations.some((d) => d.partyId === c.partyId)
  ) {
    steps.push({ id: 'effect', text: formats.text(NEXT_TEXTS.annuityConfirmHere) });
  }
  steps.push({ id: 'documents', text: formats.text(NEXT_TEXTS.annuityDocuments) });
  return steps;
}
