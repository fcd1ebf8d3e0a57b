import { describe, expect, it } from 'vitest';
import {
  FREE_LOOK_DAYS,
  freeLookDaysFor,
  freeLookEndDate,
  freeLookStart,
  lastOfAll,
} from '../../src/domain/acceptance/freeLook.ts';
import { formatCalendarDate } from '../../src/domain/journey/whatNext.ts';

const end = (startedOn: string, days: number, timeZone: string) =>
  formatCalendarDate(freeLookEndDate(startedOn, days, timeZone));

describe('the free look (decision 230)', () => {
  it('is 10 days, and 30 for a replacement (a case with a replacement form)', () => {
    expect(FREE_LOOK_DAYS).toEqual({ standard: 10, replacement: 30 });
    expect(freeLookDaysFor(['SignedPolicy', 'Amendment'])).toBe(10);
    expect(freeLookDaysFor(['SignedPolicy', 'ReplacementForm'])).toBe(30);
    expect(freeLookDaysFor([])).toBe(10);
  });

  it('counts a life case from its acceptance and an annuity from its delivery confirmation', () => {
    const facts = { acceptedOn: '2026-03-02T15:00:00Z', deliveryConfirmedOn: '2026-03-05T15:00:00Z' };
    expect(freeLookStart({ ...facts, isAnnuity: false })).toEqual({
      from: 'acceptance',
      on: '2026-03-02T15:00:00Z',
    });
    expect(freeLookStart({ ...facts, isAnnuity: true })).toEqual({
      from: 'deliveryConfirmation',
      on: '2026-03-05T15:00:00Z',
    });
    expect(
      freeLookStart({ isAnnuity: true, acceptedOn: facts.acceptedOn, deliveryConfirmedOn: null }).on,
    ).toBeNull();
    expect(
      freeLookStart({ isAnnuity: false, acceptedOn: null, deliveryConfirmedOn: facts.acceptedOn }).on,
    ).toBeNull();
  });

  it('ends the given number of calendar days after the start date', () => {
    expect(end('2026-03-02T15:00:00Z', 10, 'UTC')).toBe('03/12/2026');
    expect(end('2026-03-02T15:00:00Z', 30, 'UTC')).toBe('04/01/2026');
  });

  it('crosses month ends, February of a leap year and the year end', () => {
    expect(end('2026-01-25T12:00:00Z', 10, 'UTC')).toBe('02/04/2026');
    expect(end('2028-02-20T12:00:00Z', 10, 'UTC')).toBe('03/01/2028');
    expect(end('2027-02-20T12:00:00Z', 10, 'UTC')).toBe('03/02/2027');
    expect(end('2026-12-25T12:00:00Z', 10, 'UTC')).toBe('01/04/2027');
    expect(end('2026-12-15T12:00:00Z', 30, 'UTC')).toBe('01/14/2027');
  });

  it('starts on the date the instant falls on in the time zone, not in UTC', () => {
    // 02:30 UTC on March 3rd is still March 2nd in Chicago and already March 3rd in Tokyo.
    expect(end('2026-03-03T02:30:00Z', 10, 'America/Chicago')).toBe('03/12/2026');
    expect(end('2026-03-03T02:30:00Z', 10, 'Asia/Tokyo')).toBe('03/13/2026');
    // New Year's Eve in Los Angeles is New Year's Day in UTC.
    expect(end('2027-01-01T05:00:00Z', 30, 'America/Los_Angeles')).toBe('01/30/2027');
    expect(end('2027-01-01T05:00:00Z', 30, 'UTC')).toBe('01/31/2027');
  });

  it('counts whole days across a daylight-saving change', () => {
    expect(end('2026-03-01T18:00:00Z', 10, 'America/New_York')).toBe('03/11/2026');
    expect(end('2026-10-30T18:00:00Z', 10, 'America/New_York')).toBe('11/09/2026');
  });

  it('takes the last of several times once all are given', () => {
    expect(lastOfAll(['2026-03-02T15:00:00Z', '2026-03-04T09:00:00Z', '2026-03-03T00:00:00Z'])).toBe(
      '2026-03-04T09:00:00Z',
    );
    expect(lastOfAll(['2026-03-02T15:00:00Z', null])).toBeNull();
    expect(lastOfAll([])).toBeNull();
  });
});
