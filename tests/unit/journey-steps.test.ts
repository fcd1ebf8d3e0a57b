import { describe, expect, it } from 'vitest';
import { isTrackerPage, journeySteps, TRACKER_PAGES } from '../../src/domain/journey/journeySteps.ts';

const NOTHING_DONE = { reviewed: false, paid: false, accepted: false, complete: false, isAnnuity: false };

describe('the one step tracker of the customer journey', () => {
  it('names the four steps Review → Pay → Accept → Done on every page', () => {
    for (const page of Object.keys(TRACKER_PAGES)) {
      if (!isTrackerPage(page)) throw new Error(page);
      expect(journeySteps(NOTHING_DONE, page).steps.map((s) => s.label)).toEqual([
        'Review',
        'Pay',
        'Accept',
        'Done',
      ]);
    }
  });

  it('leaves out the Pay step when the portal asks no payment, so it never shows done before Review (decision 361)', () => {
    const steps = journeySteps(
      { ...NOTHING_DONE, paid: true, isAnnuity: true, noPayment: true },
      'doc-review',
    ).steps;
    expect(steps.map((s) => s.label)).toEqual(['Review', 'Accept', 'Done']);
    expect(steps.filter((s) => s.isComplete)).toEqual([]);
    expect(steps.find((s) => s.isActive)?.label).toBe('Review');
  });

  it('marks as active the step of the page, sequenced or not', () => {
    const active = (page: keyof typeof TRACKER_PAGES) =>
      journeySteps(NOTHING_DONE, page)
        .steps.filter((s) => s.isActive)
        .map((s) => s.label);
    expect(active('doc-review')).toEqual(['Review']);
    expect(active('payment')).toEqual(['Pay']);
    expect(active('recurring-payment-sequenced')).toEqual(['Pay']);
    expect(active('acceptance-sequenced')).toEqual(['Accept']);
    expect(active('confirmation')).toEqual(['Done']);
    expect(active('annuityconfirmation')).toEqual(['Done']);
  });

  it('marks each step done from its own fact only', () => {
    const done = (facts: Partial<typeof NOTHING_DONE>) =>
      journeySteps({ ...NOTHING_DONE, ...facts }, 'acceptance')
        .steps.filter((s) => s.isComplete)
        .map((s) => s.label);
    expect(done({})).toEqual([]);
    expect(done({ reviewed: true })).toEqual(['Review']);
    // Nothing due is nothing left to pay: the Pay step is done from the start.
    expect(done({ paid: true })).toEqual(['Pay']);
    expect(done({ accepted: true })).toEqual(['Accept']);
    expect(done({ complete: true })).toEqual(['Done']);
  });

  it('leads the last step to the annuity confirmation for an annuity', () => {
    expect(journeySteps(NOTHING_DONE, 'payment').steps.at(-1)?.page).toBe('confirmation');
    expect(journeySteps({ ...NOTHING_DONE, isAnnuity: true }, 'payment').steps.at(-1)?.page).toBe(
      'annuityconfirmation',
    );
  });

  it('knows only its own pages (no prototype keys)', () => {
    expect(isTrackerPage('doc-review')).toBe(true);
    expect(isTrackerPage('__proto__')).toBe(false);
    expect(isTrackerPage('constructor')).toBe(false);
    expect(isTrackerPage('nowhere')).toBe(false);
  });
});
