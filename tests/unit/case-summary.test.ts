import { describe, expect, it } from 'vitest';
import { formatUsDate, formatUsTime } from '../../src/domain/dates.ts';
import {
  mayViewDeliverable,
  numberLine,
  partyLines,
  productName,
  signatureStatement,
  statusLine,
} from '../../src/domain/journey/caseSummary.ts';
import { formatUsd } from '../../src/domain/money.ts';
import { reviewCase } from './document-fixtures.ts';

const agentParty = {
  id: 'p-alex',
  displayName: 'Alex Agent',
  emailAddress: 'alex@example.com',
  roles: ['Agent' as const],
};

describe('status line (SPEC §4)', () => {
  it('names the insured and the next other party with an open acceptance while WaitingAcceptance', () => {
    const c = reviewCase({
      parties: [
        { id: 'p-olivia', displayName: 'Olivia Owner', emailAddress: 'o@example.com', roles: ['Owner'] },
        { id: 'p-ian', displayName: 'Ian Insured', emailAddress: 'i@example.com', roles: ['Insured'] },
      ],
    });
    expect(statusLine(c)).toBe('Awaiting acceptance by Ian Insured and Olivia Owner');
  });
  it('skips parties who have accepted', () => {
    const c = reviewCase();
    const done = {
      ...c,
      parties: [
        {
          id: 'p-olivia',
          displayName: 'Olivia Owner',
          emailAddress: 'o@example.com',
          roles: ['Owner' as const],
        },
        {
          id: 'p-ian',
          displayName: 'Ian Insured',
          emailAddress: 'i@example.com',
          roles: ['Insured' as const],
        },
      ],
      acceptances: c.acceptances.map((a) => (a.partyId === 'p-olivia' ? { ...a, isComplete: true } : a)),
    };
    expect(statusLine(done)).toBe('Awaiting acceptance by Ian Insured');
  });
  it('reads the annuitant for an annuity', () => {
    const c = reviewCase({
      isAnnuity: true,
      parties: [
        {
          id: 'p-anna',
          displayName: 'Anna Annuitant',
          emailAddress: 'a@example.com',
          roles: ['Owner', 'Annuitant'],
        },
      ],
      acceptances: [
        { partyId: 'p-anna', status: 'Incomplete', isComplete: false, isAssigned: true, closedOn: null },
      ],
    });
    expect(statusLine(c)).toBe('Awaiting acceptance by Anna Annuitant');
  });
  it('is the friendly status in any other state', () => {
    expect(statusLine(reviewCase({ lifeCycleStatus: 'Complete', friendlyStatus: 'Complete' }))).toBe(
      'Complete',
    );
  });
});

describe('number, product and parties', () => {
  it('labels policy, contract and certificate numbers', () => {
    expect(numberLine(reviewCase())).toEqual({ label: 'Policy Number', value: 'L1000001', note: null });
    expect(numberLine(reviewCase({ isAnnuity: true })).label).toBe('Contract Number');
    expect(numberLine(reviewCase({ plob: 21 })).label).toBe('Certificate Number');
    expect(productName(reviewCase({ plob: 21 }))).toBe('Group Life Certificate');
    expect(productName(reviewCase())).toBe('Life Insurance');
  });
  it('adds the pending-number note to a policy number with a leading V', () => {
    expect(numberLine(reviewCase({ policyNumber: 'V123' })).note).toBe(
      'Your policy number will be confirmed once your policy is placed in force.',
    );
  });
  it('shows a customer the owner’s e-mail only and no Agent line', () => {
    const c = reviewCase({ parties: [...reviewCase().parties, agentParty] });
    const lines = partyLines(c, 'customer');
    expect(lines.some((l) => l.role === 'Agent')).toBe(false);
    expect(lines.find((l) => l.role === 'Owner')?.email).toBe('olivia@example.com');
    expect(lines.filter((l) => l.name === 'Ian Insured').every((l) => l.email === null)).toBe(true);
  });
  it('shows an agent the Agent line and the insured’s e-mail', () => {
    const c = reviewCase({ parties: [...reviewCase().parties, agentParty] });
    const lines = partyLines(c, 'agent');
    expect(lines.find((l) => l.role === 'Agent')).toEqual({
      role: 'Agent',
      name: 'Alex Agent',
      email: 'alex@example.com',
    });
    expect(lines.find((l) => l.name === 'Ian Insured')?.email).toBe('ian@example.com');
  });
});

describe('deliverable view (SPEC §4)', () => {
  it('lets a customer see a complete case, an annuity, one they accepted or direct-to-in-force', () => {
    const open = reviewCase();
    expect(mayViewDeliverable(open, 'customer')).toBe(false);
    expect(mayViewDeliverable({ ...open, lifeCycleStatus: 'Complete' }, 'customer')).toBe(true);
    expect(mayViewDeliverable({ ...open, isAnnuity: true }, 'customer')).toBe(true);
    expect(
      mayViewDeliverable(
        {
          ...open,
          acceptances: open.acceptances.map((a) => ({ ...a, isComplete: a.partyId === 'p-olivia' })),
        },
        'customer',
      ),
    ).toBe(true);
    expect(
      mayViewDeliverable(
        { ...open, deliveryMethod: { isDirectToInForce: true, deliveryOrder: [] } },
        'customer',
      ),
    ).toBe(true);
  });
  it('never an agent', () => {
    expect(mayViewDeliverable(reviewCase({ lifeCycleStatus: 'Complete' }), 'agent')).toBe(false);
  });
});

describe('formatting (SPEC §9)', () => {
  it('money in US dollars with 2 decimals', () => {
    expect(formatUsd(142.5)).toBe('$142.50');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(() => formatUsd(Number.NaN)).toThrow('not an amount');
  });
  it('dates MM/DD/YYYY and times hh:mm:ss am/pm', () => {
    expect(formatUsDate('2026-03-04T15:06:07Z', 'UTC')).toBe('03/04/2026');
    expect(formatUsTime('2026-03-04T15:06:07Z', 'UTC')).toBe('03:06:07 pm');
    expect(formatUsTime('2026-03-04T00:05:09Z', 'UTC')).toBe('12:05:09 am');
    expect(formatUsTime('2026-03-04T15:06:07Z', 'America/Chicago')).toBe('09:06:07 am');
  });
});

describe('signature statement', () => {
  it("names the day of the viewer's own acceptance", () => {
    const c = reviewCase();
    const accepted = {
      ...c,
      acceptances: c.acceptances.map((a) =>
        a.partyId === 'p-olivia' ? { ...a, isComplete: true, closedOn: '2026-03-04T15:06:07Z' } : a,
      ),
    };
    expect(signatureStatement(accepted, 'customer', 'UTC')).toBe(
      'You accepted this policy electronically on 03/04/2026. Your electronic acceptance serves as your signature.',
    );
  });
  it('names no day when the viewer has not accepted (direct to in force)', () => {
    expect(signatureStatement(reviewCase(), 'customer')).toBe(
      'Your electronic acceptance serves as your signature.',
    );
  });
});

describe('caseSummary.ts: the card’s number note, parties and status, and the signature date', () => {
  const annuity = () =>
    reviewCase({
      isAnnuity: true,
      parties: [
        { id: 'p-olivia', displayName: 'Olivia Owner', emailAddress: 'o@example.com', roles: ['Owner'] },
        { id: 'p-anna', displayName: 'Anna Annuitant', emailAddress: 'a@example.com', roles: ['Annuitant'] },
      ],
      acceptances: [
        { partyId: 'p-olivia', status: 'Incomplete', isComplete: false, isAssigned: true, closedOn: null },
        { partyId: 'p-anna', status: 'Incomplete', isComplete: false, isAssigned: true, closedOn: null },
      ],
    });

  it('adds the pending-number note only for a V that leads the number', () => {
    expect(numberLine(reviewCase({ policyNumber: 'L100V001' })).note).toBeNull();
    expect(numberLine(reviewCase({ policyNumber: 'v123' })).note).not.toBeNull();
  });
  it('lists exactly the insured, then the owner, for a customer', () => {
    expect(partyLines(reviewCase(), 'customer')).toEqual([
      { role: 'Insured', name: 'Olivia Owner', email: null },
      { role: 'Insured', name: 'Ian Insured', email: null },
      { role: 'Owner', name: 'Olivia Owner', email: 'olivia@example.com' },
    ]);
  });
  it('names an annuity’s annuitant, with the e-mail for an agent only', () => {
    expect(partyLines(annuity(), 'agent')).toEqual([
      { role: 'Annuitant', name: 'Anna Annuitant', email: 'a@example.com' },
      { role: 'Owner', name: 'Olivia Owner', email: 'o@example.com' },
    ]);
    expect(partyLines(annuity(), 'customer')).toEqual([
      { role: 'Annuitant', name: 'Anna Annuitant', email: null },
      { role: 'Owner', name: 'Olivia Owner', email: 'o@example.com' },
    ]);
  });
  it('names an annuity’s annuitant first even when another acceptance comes first', () => {
    expect(statusLine(annuity())).toBe('Awaiting acceptance by Anna Annuitant and Olivia Owner');
  });
  it('names the party with an open acceptance when the case has no insured', () => {
    const c = reviewCase({
      parties: [
        { id: 'p-olivia', displayName: 'Olivia Owner', emailAddress: 'o@example.com', roles: ['Owner'] },
      ],
      acceptances: [
        { partyId: 'p-olivia', status: 'Incomplete', isComplete: false, isAssigned: true, closedOn: null },
      ],
    });
    expect(statusLine(c)).toBe('Awaiting acceptance by Olivia Owner');
  });
  it('is the friendly status while WaitingAcceptance when there is nobody to name', () => {
    const c = reviewCase({
      parties: [
        { id: 'p-olivia', displayName: 'Olivia Owner', emailAddress: 'o@example.com', roles: ['Owner'] },
      ],
      acceptances: [],
    });
    expect(statusLine(c)).toBe('Waiting Acceptance');
  });
  it('names no day when only another party has accepted', () => {
    const c = reviewCase();
    const other = {
      ...c,
      acceptances: [
        {
          partyId: 'p-ian',
          status: 'Complete',
          isComplete: true,
          isAssigned: true,
          closedOn: '2026-03-04T15:06:07Z',
        },
        { partyId: 'p-olivia', status: 'Incomplete', isComplete: false, isAssigned: true, closedOn: null },
      ],
    } as typeof c;
    expect(signatureStatement(other, 'customer', 'UTC')).toBe(
      'Your electronic acceptance serves as your signature.',
    );
  });
});
