import { describe, expect, it } from 'vitest';
import type { Case } from '../../src/api/schemas/case.ts';
import type { PaymentInfo } from '../../src/api/schemas/payment.ts';
import { formatsFor } from '../../src/domain/formats.ts';
import {
  addMonths,
  annuityWhatNext,
  billingPeriod,
  calendarDateOf,
  lifeWhatNext,
  NEXT_TEXTS,
  nextAutomaticDraw,
} from '../../src/domain/journey/whatNext.ts';
import { deliveryWaitNote } from '../../src/domain/record/deliveryWait.ts';

/**
 * Decision 084's date rules, with dates written out by hand: the first premium covers the first billing
 * period, so the first automatic payment falls one period after it, on the same day of the month (or
 * the month's last day), and the page names the first draw on or after today.
 */

const NY = 'America/New_York';

function paid(frequency: string, timeStamp: string, enrolled = true): PaymentInfo {
  return {
    paymentStatus: 'Complete',
    initialAmountDue: 0,
    canChangePaymentFrequency: true,
    paymentFrequencyOptions: [
      {
        frequency: 'Monthly',
        recurringAmount: 75,
        initialAmountDue: 100,
        isCurrent: frequency === 'Monthly',
      },
      {
        frequency: 'Quarterly',
        recurringAmount: 220.5,
        initialAmountDue: 245.5,
        isCurrent: frequency === 'Quarterly',
      },
      { frequency: 'Annual', recurringAmount: 855, initialAmountDue: 880, isCurrent: frequency === 'Annual' },
      {
        frequency: 'Fortnightly',
        recurringAmount: 35,
        initialAmountDue: 60,
        isCurrent: frequency === 'Fortnightly',
      },
    ],
    paymentMethods: [],
    availableSourcesForInitialPayment: ['BankAccount'],
    availableSourcesForRecurringSetup: ['BankAccount'],
    paymentsOnRecord: [
      {
        paymentId: 'PAY-1',
        confirmationNumber: 'CNF1',
        paymentMethod: { paymentSourceType: 'CreditCard' },
        timeStamp,
        amount: 100,
      },
    ],
    recurringEnrollmentDetails: {
      isEnrolledInRecurring: enrolled,
      enrolledPaymentMethod: enrolled
        ? { paymentSourceType: 'BankAccount', description: 'Checking Account ending in 6789' }
        : null,
      enrolledOn: enrolled ? timeStamp : null,
      requiresRecurringSetup: false,
    },
  };
}

const at = (iso: string) => new Date(iso);

describe('calendar months', () => {
  it('adds months on the same day, or the last day of a shorter month', () => {
    expect(addMonths({ year: 2026, month: 10, day: 27 }, 1)).toEqual({ year: 2026, month: 11, day: 27 });
    expect(addMonths({ year: 2026, month: 11, day: 15 }, 3)).toEqual({ year: 2027, month: 2, day: 15 });
    expect(addMonths({ year: 2027, month: 1, day: 31 }, 1)).toEqual({ year: 2027, month: 2, day: 28 });
    expect(addMonths({ year: 2028, month: 1, day: 31 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addMonths({ year: 2026, month: 8, day: 31 }, 3)).toEqual({ year: 2026, month: 11, day: 30 });
    expect(addMonths({ year: 2028, month: 2, day: 29 }, 12)).toEqual({ year: 2029, month: 2, day: 28 });
    expect(addMonths({ year: 2026, month: 12, day: 5 }, 12)).toEqual({ year: 2027, month: 12, day: 5 });
  });

  it('reads an instant as the calendar date of the viewer’s time zone', () => {
    // 02:30 UTC on 11/01 is still 10/31 in New York.
    expect(calendarDateOf('2026-11-01T02:30:00.000Z', NY)).toEqual({ year: 2026, month: 10, day: 31 });
    expect(calendarDateOf('2026-11-01T02:30:00.000Z', 'UTC')).toEqual({ year: 2026, month: 11, day: 1 });
  });

  it('knows the frequencies by their length, however they are spelled, and no others', () => {
    expect(billingPeriod('Monthly')?.months).toBe(1);
    expect(billingPeriod('Quarterly')?.months).toBe(3);
    expect(billingPeriod('Semi-Annual')?.months).toBe(6);
    expect(billingPeriod('SemiAnnual')?.months).toBe(6);
    expect(billingPeriod('Annual')?.months).toBe(12);
    expect(billingPeriod('ANNUALLY')?.months).toBe(12);
    expect(billingPeriod('Fortnightly')).toBeNull();
    expect(billingPeriod('')).toBeNull();
  });
});

describe('the next automatic payment', () => {
  const paidOn = '2026-10-27T15:00:00.000Z';

  it('is one billing period after the first premium: monthly and quarterly differ', () => {
    const now = at('2026-11-02T12:00:00.000Z');
    expect(nextAutomaticDraw(paid('Monthly', paidOn), now, 'UTC')).toEqual({
      ordinal: 'first',
      date: '11/27/2026',
      amount: '$75.00',
      method: 'Bank Account, Checking Account ending in 6789',
      every: 'every month',
    });
    expect(nextAutomaticDraw(paid('Quarterly', paidOn), now, 'UTC')).toMatchObject({
      ordinal: 'first',
      date: '01/27/2027',
      amount: '$220.50',
      every: 'every 3 months',
    });
    expect(nextAutomaticDraw(paid('Annual', paidOn), now, 'UTC')).toMatchObject({
      ordinal: 'first',
      date: '10/27/2027',
      amount: '$855.00',
      every: 'every year',
    });
  });

  it('says how often for every length it knows: every 6 months for a half-yearly draw, every year however annual is spelled', () => {
    const now = at('2026-11-02T12:00:00.000Z');
    const current = (frequency: string): PaymentInfo => ({
      ...paid('Monthly', paidOn),
      paymentFrequencyOptions: [{ frequency, recurringAmount: 430, initialAmountDue: 455, isCurrent: true }],
    });
    expect(nextAutomaticDraw(current('Semi-Annual'), now, 'UTC')).toMatchObject({
      date: '04/27/2027',
      every: 'every 6 months',
    });
    expect(nextAutomaticDraw(current('Annually'), now, 'UTC')).toMatchObject({
      date: '10/27/2027',
      every: 'every year',
    });
  });

  it('is still the first on its own day, and the next one after it has passed', () => {
    const monthly = paid('Monthly', paidOn);
    expect(nextAutomaticDraw(monthly, at('2026-11-27T23:00:00.000Z'), 'UTC')).toMatchObject({
      ordinal: 'first',
      date: '11/27/2026',
    });
    expect(nextAutomaticDraw(monthly, at('2026-11-28T00:30:00.000Z'), 'UTC')).toMatchObject({
      ordinal: 'next',
      date: '12/27/2026',
    });
    expect(nextAutomaticDraw(monthly, at('2027-03-01T12:00:00.000Z'), 'UTC')).toMatchObject({
      ordinal: 'next',
      date: '03/27/2027',
    });
  });

  it('keeps the day of the first premium after a short month', () => {
    const endOfMonth = paid('Monthly', '2027-01-31T15:00:00.000Z');
    expect(nextAutomaticDraw(endOfMonth, at('2027-02-01T12:00:00.000Z'), 'UTC')?.date).toBe('02/28/2027');
    expect(nextAutomaticDraw(endOfMonth, at('2027-03-01T12:00:00.000Z'), 'UTC')?.date).toBe('03/31/2027');
  });

  it('counts from the calendar day the viewer paid on, in their time zone', () => {
    // Paid at 9 pm on 10/31 in New York: 11/01 in UTC.
    const late = paid('Monthly', '2026-11-01T01:00:00.000Z');
    expect(nextAutomaticDraw(late, at('2026-11-02T12:00:00.000Z'), NY)?.date).toBe('11/30/2026');
    expect(nextAutomaticDraw(late, at('2026-11-02T12:00:00.000Z'), 'UTC')?.date).toBe('12/01/2026');
  });

  it('counts from the earliest payment on record', () => {
    const two = paid('Monthly', '2026-10-27T15:00:00.000Z');
    two.paymentsOnRecord.unshift({
      ...two.paymentsOnRecord[0]!,
      paymentId: 'PAY-2',
      timeStamp: '2026-11-20T15:00:00.000Z',
    });
    expect(nextAutomaticDraw(two, at('2026-11-02T12:00:00.000Z'), 'UTC')?.date).toBe('11/27/2026');
  });

  it('names no date it cannot tell: not enrolled, no payment, no current or an unknown frequency', () => {
    const now = at('2026-11-02T12:00:00.000Z');
    expect(nextAutomaticDraw(paid('Monthly', paidOn, false), now)).toBeNull();
    expect(nextAutomaticDraw({ ...paid('Monthly', paidOn), paymentsOnRecord: [] }, now)).toBeNull();
    expect(nextAutomaticDraw(paid('Fortnightly', paidOn), now)).toBeNull();
    expect(nextAutomaticDraw(paid('None', paidOn), now)).toBeNull();
  });
});

const OLIVIA = 'P-1-OLIVIA';
const IAN = 'P-1-IAN';
function lifeCase(patch: Partial<Case> = {}): Case {
  return {
    caseId: '1',
    policyNumber: 'L1',
    plob: 11,
    salesChannel: '2',
    productType: 'Life',
    isAnnuity: false,
    lifeCycleStatus: 'Complete',
    friendlyStatus: 'Complete',
    status: 'Closed',
    groupNumber: null,
    lastUpdatedOn: '2026-11-20T15:00:00.000Z',
    partyId: OLIVIA,
    parties: [
      {
        id: OLIVIA,
        displayName: 'Olivia Owner',
        emailAddress: 'olivia@example.com',
        roles: ['Owner', 'Insured'],
      },
      { id: IAN, displayName: 'Ian Insured', emailAddress: 'ian@example.com', roles: ['Owner'] },
    ],
    acceptances: [
      {
        partyId: OLIVIA,
        status: 'Complete',
        isComplete: true,
        isAssigned: true,
        closedOn: '2026-10-12T15:00:00.000Z',
      },
      {
        partyId: IAN,
        status: 'Complete',
        isComplete: true,
        isAssigned: true,
        closedOn: '2026-10-14T15:00:00.000Z',
      },
    ],
    approvals: [],
    deliveryConfirmations: [],
    comments: [],
    documents: [],
    deliveryMethod: { isDirectToInForce: false, deliveryOrder: ['ConsumerGeneral'] },
    ...patch,
  };
}

describe("the life confirmation's 'What to expect next'", () => {
  const now = at('2026-11-02T12:00:00.000Z');

  it('a complete policy: in force since its last acceptance, the first automatic payment, the documents', () => {
    const steps = lifeWhatNext(
      lifeCase(),
      paid('Quarterly', '2026-10-27T15:00:00.000Z'),
      'customer',
      now,
      'UTC',
    );
    expect(steps).toEqual([
      {
        id: 'effect',
        text: 'Your policy is in force. Its delivery was completed on 10/14/2026, when the last acceptance was signed.',
      },
      {
        id: 'payments',
        text: 'Your first automatic payment of $220.50 will be drawn from Bank Account, Checking Account ending in 6789 on 01/27/2027, and then every 3 months.',
      },
      { id: 'documents', text: NEXT_TEXTS.lifeDocuments },
    ]);
  });

  it('waiting for another owner: takes effect once they accept, with no date', () => {
    const waiting = lifeCase({
      lifeCycleStatus: 'WaitingCompletion',
      acceptances: [
        {
          partyId: OLIVIA,
          status: 'Complete',
          isComplete: true,
          isAssigned: true,
          closedOn: '2026-10-12T15:00:00.000Z',
        },
        { partyId: IAN, status: 'Incomplete', isComplete: false, isAssigned: true, closedOn: null },
      ],
    });
    expect(lifeWhatNext(waiting, paid('Monthly', '2026-10-27T15:00:00.000Z'), 'customer', now)[0]).toEqual({
      id: 'effect',
      text: 'Your policy takes effect once Ian Insured has accepted it too; nothing more is needed from you.',
    });
  });

  it('not enrolled: nothing is drawn automatically; no payment at all: no payment sentence', () => {
    const notEnrolled = lifeWhatNext(
      lifeCase(),
      paid('Monthly', '2026-10-27T15:00:00.000Z', false),
      'customer',
      now,
    );
    expect(notEnrolled.find((s) => s.id === 'payments')?.text).toBe(NEXT_TEXTS.notEnrolled);
    const none = { ...paid('Monthly', '2026-10-27T15:00:00.000Z', false), paymentsOnRecord: [] };
    expect(lifeWhatNext(lifeCase(), none, 'customer', now).map((s) => s.id)).toEqual(['effect', 'documents']);
  });

  it('enrolled with a frequency of unknown length: the amount and method, no date', () => {
    const steps = lifeWhatNext(lifeCase(), paid('Fortnightly', '2026-10-27T15:00:00.000Z'), 'customer', now);
    expect(steps.find((s) => s.id === 'payments')?.text).toBe(
      'Your automatic payments of $35.00 (Fortnightly) will be drawn from Bank Account, Checking Account ending in 6789.',
    );
  });

  it('a complete policy with no acceptance date (direct to in force) names no date', () => {
    const direct = lifeCase({
      acceptances: [],
      deliveryMethod: { isDirectToInForce: true, deliveryOrder: [] },
    });
    expect(lifeWhatNext(direct, paid('Monthly', '2026-10-27T15:00:00.000Z'), 'customer', now)[0]?.text).toBe(
      NEXT_TEXTS.lifeInForce,
    );
  });
});

describe("the annuity confirmation's 'What to expect next'", () => {
  const ANNA = 'P-2-ANNA';
  const annuity = (patch: Partial<Case>) =>
    lifeCase({
      isAnnuity: true,
      productType: 'Annuity',
      partyId: ANNA,
      parties: [
        {
          id: ANNA,
          displayName: 'Anna Annuitant',
          emailAddress: 'anna@example.com',
          roles: ['Owner', 'Annuitant'],
        },
      ],
      acceptances: [
        {
          partyId: ANNA,
          status: 'Complete',
          isComplete: true,
          isAssigned: true,
          closedOn: '2026-10-26T15:00:00.000Z',
        },
      ],
      ...patch,
    });

  it('complete: the day the viewer confirmed delivery, when the insurer says it', () => {
    const done = annuity({
      deliveryConfirmations: [
        { partyId: ANNA, confirmationKey: 'K', confirmedOn: '2026-11-02T03:00:00.000Z' },
      ],
    });
    expect(annuityWhatNext(done, NY)).toEqual([
      {
        id: 'effect',
        text: 'Your annuity contract is complete: you confirmed its delivery on 11/01/2026. Nothing more is needed from you.',
      },
      { id: 'documents', text: NEXT_TEXTS.annuityDocuments },
    ]);
    const undated = annuity({ deliveryConfirmations: [{ partyId: ANNA, confirmationKey: 'K' }] });
    expect(annuityWhatNext(undated)[0]?.text).toBe(NEXT_TEXTS.annuityComplete);
  });

  it('waiting for the viewer: complete once they confirm here; waiting for another: the wait note says it', () => {
    const mine = annuity({
      lifeCycleStatus: 'WaitingDeliveryConfirmation',
      deliveryConfirmations: [{ partyId: ANNA, confirmationKey: 'K', confirmedOn: null }],
    });
    expect(annuityWhatNext(mine)[0]?.text).toBe(NEXT_TEXTS.annuityConfirmHere);
    const others = annuity({ lifeCycleStatus: 'WaitingDeliveryConfirmation', deliveryConfirmations: [] });
    expect(annuityWhatNext(others).map((s) => s.id)).toEqual(['documents']);
  });
});

describe('deliveryWait.ts: whose delivery confirmation an annuity waits for (decision 071)', () => {
  const party = (id: string, displayName: string, role: 'Owner' | 'Insured' | 'Annuitant') => ({
    id,
    displayName,
    emailAddress: null,
    roles: [role],
  });
  const accepted = (partyId: string, isComplete = true) => ({
    partyId,
    status: isComplete ? ('Complete' as const) : ('Incomplete' as const),
    isComplete,
    isAssigned: true,
    closedOn: isComplete ? '2026-10-20T15:00:00.000Z' : null,
  });
  const confirmation = (partyId: string) => ({ partyId, confirmationKey: `key-${partyId}` });
  /** Ian reads an annuity that Olivia and Ann accepted, and on which both of them have a confirmation. */
  const waiting = (over: Partial<Case> = {}) =>
    ({
      lifeCycleStatus: 'WaitingDeliveryConfirmation',
      partyId: 'p-ian',
      parties: [
        party('p-olivia', 'Olivia Owner', 'Owner'),
        party('p-ian', 'Ian Insured', 'Insured'),
        party('p-ann', 'Ann Annuitant', 'Annuitant'),
      ],
      acceptances: [accepted('p-olivia'), accepted('p-ian', false), accepted('p-ann')],
      deliveryConfirmations: [confirmation('p-olivia'), confirmation('p-ann')],
      ...over,
    }) as Pick<Case, 'lifeCycleStatus' | 'partyId' | 'parties' | 'acceptances' | 'deliveryConfirmations'>;
  const waitsFor = (names: string) => NEXT_TEXTS.deliveryWaitsFor(names);

  it('names everyone who accepted and whose confirmation it waits for', () => {
    expect(deliveryWaitNote(waiting())).toBe(waitsFor('Olivia Owner and Ann Annuitant'));
  });

  it('says nothing when the annuity no longer waits for a delivery confirmation', () => {
    expect(deliveryWaitNote(waiting({ lifeCycleStatus: 'Complete' }))).toBeNull();
  });

  it('says nothing to a customer whose own confirmation is asked for', () => {
    expect(
      deliveryWaitNote(
        waiting({
          acceptances: [accepted('p-olivia'), accepted('p-ian')],
          deliveryConfirmations: [confirmation('p-olivia'), confirmation('p-ian')],
        }),
      ),
    ).toBeNull();
  });

  it('does not name a party who has not accepted, nor the reader', () => {
    expect(deliveryWaitNote(waiting({ acceptances: [accepted('p-olivia'), accepted('p-ann', false)] }))).toBe(
      waitsFor('Olivia Owner'),
    );
    // The reader accepted but has no confirmation of their own: still not named as someone else.
    expect(
      deliveryWaitNote(
        waiting({ acceptances: [accepted('p-ian'), accepted('p-ann')], deliveryConfirmations: [] }),
      ),
    ).toBe(waitsFor('Ann Annuitant'));
  });

  it("speaks of the contract's owner when it cannot name who accepted", () => {
    const nameless = waiting({
      parties: [party('p-olivia', '', 'Owner'), party('p-ian', 'Ian Insured', 'Insured')],
    });
    expect(deliveryWaitNote(nameless)).toBe(NEXT_TEXTS.deliveryWaitsForOwner);
  });
});

describe('whatNext.ts: the sentences a viewer meets in the cases the first ones did not show', () => {
  const now = at('2026-11-02T12:00:00.000Z');
  const CARL = 'P-1-CARL';
  const carl: Case['parties'][number] = {
    id: CARL,
    displayName: 'Carl Co-owner',
    emailAddress: 'carl@example.com',
    roles: ['Owner'],
  };
  const done = (partyId: string, closedOn: string | null) => ({
    partyId,
    status: 'Complete' as const,
    isComplete: true,
    isAssigned: true,
    closedOn,
  });
  const open = (partyId: string, isAssigned = true) => ({
    partyId,
    status: 'Incomplete' as const,
    isComplete: false,
    isAssigned,
    closedOn: null,
  });
  const effectOf = (c: Case) =>
    lifeWhatNext(c, paid('Monthly', '2026-10-27T15:00:00.000Z'), 'customer', now, 'UTC')[0];
  const paymentsOf = (payment: PaymentInfo, today: Date) =>
    lifeWhatNext(lifeCase(), payment, 'customer', today, 'UTC').find((s) => s.id === 'payments')?.text;

  it('a complete policy is dated by its completed acceptances only, and an undated one does not hide the date', () => {
    // Decision 084: the latest closedOn of the completed acceptances.
    const withdrawn = lifeCase({
      acceptances: [
        done(OLIVIA, '2026-10-12T15:00:00.000Z'),
        { ...open(IAN, false), closedOn: '2026-10-20T15:00:00.000Z' },
      ],
    });
    expect(effectOf(withdrawn)?.text).toBe(NEXT_TEXTS.completedOn('10/12/2026'));
    const undated = lifeCase({
      acceptances: [done(IAN, null), done(OLIVIA, '2026-10-12T15:00:00.000Z'), done(CARL, null)],
    });
    expect(effectOf(undated)?.text).toBe(NEXT_TEXTS.completedOn('10/12/2026'));
  });

  it('waiting for owners: names only those whose acceptance is open, one or several', () => {
    const parties = [...lifeCase().parties, carl];
    const oneOpen = lifeCase({
      lifeCycleStatus: 'WaitingCompletion',
      parties,
      acceptances: [
        done(OLIVIA, '2026-10-12T15:00:00.000Z'),
        open(IAN),
        done(CARL, '2026-10-13T15:00:00.000Z'),
      ],
    });
    expect(effectOf(oneOpen)).toEqual({ id: 'effect', text: NEXT_TEXTS.waitingForOne('Ian Insured') });
    const twoOpen = lifeCase({
      lifeCycleStatus: 'WaitingCompletion',
      parties,
      acceptances: [done(OLIVIA, '2026-10-12T15:00:00.000Z'), open(IAN), open(CARL)],
    });
    expect(effectOf(twoOpen)?.text).toBe(
      'Your policy takes effect once Ian Insured and Carl Co-owner have accepted it too; nothing more is needed from you.',
    );
  });

  it('WaitingCompletion with no open acceptance to name (not yet released, or its party not sent): every owner', () => {
    const notReleased = lifeCase({
      lifeCycleStatus: 'WaitingCompletion',
      acceptances: [done(OLIVIA, '2026-10-12T15:00:00.000Z'), open(IAN, false)],
    });
    expect(effectOf(notReleased)).toEqual({ id: 'effect', text: NEXT_TEXTS.waitingForOwners });
    const unnamed = lifeCase({
      lifeCycleStatus: 'WaitingCompletion',
      parties: [lifeCase().parties[0]!],
      acceptances: [done(OLIVIA, '2026-10-12T15:00:00.000Z'), open(IAN)],
    });
    expect(effectOf(unnamed)).toEqual({ id: 'effect', text: NEXT_TEXTS.waitingForOwners });
  });

  it("another owner's open acceptance is waited for in any status, and direct to in force is in force", () => {
    const waiting = lifeCase({
      lifeCycleStatus: 'WaitingAcceptance',
      acceptances: [done(OLIVIA, '2026-10-12T15:00:00.000Z'), open(IAN)],
    });
    expect(effectOf(waiting)?.text).toBe(NEXT_TEXTS.waitingForOne('Ian Insured'));
    const direct = lifeCase({
      lifeCycleStatus: 'WaitingAcceptance',
      acceptances: [],
      deliveryMethod: { isDirectToInForce: true, deliveryOrder: [] },
    });
    expect(effectOf(direct)).toEqual({ id: 'effect', text: NEXT_TEXTS.lifeInForce });
  });

  it('once the first draw has passed, the sentence names the next one, counted from the first premium', () => {
    expect(paymentsOf(paid('Monthly', '2026-10-27T15:00:00.000Z'), at('2026-12-01T12:00:00.000Z'))).toBe(
      'Your next automatic payment of $75.00 will be drawn from Bank Account, Checking Account ending in 6789 on 12/27/2026, and then every month.',
    );
    expect(paymentsOf(paid('Quarterly', '2026-10-27T15:00:00.000Z'), at('2027-02-01T12:00:00.000Z'))).toBe(
      'Your next automatic payment of $220.50 will be drawn from Bank Account, Checking Account ending in 6789 on 04/27/2027, and then every 3 months.',
    );
  });

  it('a method kept on file after leaving automatic payment draws nothing', () => {
    const left = paid('Monthly', '2026-10-27T15:00:00.000Z');
    left.recurringEnrollmentDetails.isEnrolledInRecurring = false;
    expect(nextAutomaticDraw(left, now, 'UTC')).toBeNull();
    expect(paymentsOf(left, now)).toBe(NEXT_TEXTS.notEnrolled);
  });

  it('in Spanish the draw falls on the same day, whatever zone the device is in', () => {
    // A device in Kiritimati (UTC+14): Intl's default zone, for a formatter given none. Set on Intl itself,
    // not through process.env.TZ, which a worker thread (Stryker's pool) does not apply.
    const Real = Intl.DateTimeFormat;
    Intl.DateTimeFormat = class extends Real {
      constructor(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
        super(locales, { timeZone: 'Pacific/Kiritimati', ...options });
      }
    } as typeof Intl.DateTimeFormat;
    try {
      const draw = nextAutomaticDraw(
        paid('Monthly', '2026-10-27T15:00:00.000Z'),
        now,
        'UTC',
        formatsFor('es-US'),
      );
      expect(draw?.date).toBe('27/11/2026');
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });

  const ANNA = 'P-2-ANNA';
  const OTTO = 'P-2-OTTO';
  const annuity = (patch: Partial<Case>) =>
    lifeCase({
      isAnnuity: true,
      productType: 'Annuity',
      partyId: ANNA,
      acceptances: [done(ANNA, null)],
      ...patch,
    });

  it("an annuity: the viewer's own confirmation date, and 'confirm here' only when it is the viewer's to confirm now", () => {
    const complete = annuity({
      deliveryConfirmations: [
        { partyId: ANNA, confirmationKey: 'K1', confirmedOn: '2026-11-01T15:00:00.000Z' },
        { partyId: OTTO, confirmationKey: 'K2', confirmedOn: '2026-11-05T15:00:00.000Z' },
      ],
    });
    expect(annuityWhatNext(complete, 'UTC')[0]?.text).toBe(NEXT_TEXTS.annuityConfirmedOn('11/01/2026'));
    const mine = annuity({
      lifeCycleStatus: 'WaitingDeliveryConfirmation',
      deliveryConfirmations: [{ partyId: ANNA, confirmationKey: 'K1', confirmedOn: null }],
    });
    expect(annuityWhatNext(mine)[0]).toEqual({ id: 'effect', text: NEXT_TEXTS.annuityConfirmHere });
    const othersOnly = annuity({
      lifeCycleStatus: 'WaitingDeliveryConfirmation',
      deliveryConfirmations: [{ partyId: OTTO, confirmationKey: 'K2', confirmedOn: null }],
    });
    expect(annuityWhatNext(othersOnly).map((s) => s.id)).toEqual(['documents']);
    const notYet = annuity({
      lifeCycleStatus: 'WaitingCompletion',
      deliveryConfirmations: [{ partyId: ANNA, confirmationKey: 'K1', confirmedOn: null }],
    });
    expect(annuityWhatNext(notYet).map((s) => s.id)).toEqual(['documents']);
  });
});
