import { describe, expect, it } from 'vitest';
import { LIFE_CYCLE_STATUSES } from '../../src/api/schemas/enums.ts';
import {
  type CaseActor,
  type CaseFacts,
  canBypass,
  documentActionRefusal,
  hasReviewed,
  holdsDelivery,
} from '../../src/domain/caseRules.ts';
import { reviewActionsEnabled } from '../../src/domain/documents/documents.ts';
import { reviewCase } from './document-fixtures.ts';

/**
 * SPEC §4 "Review actions enabled: always for an agent; for a customer while they have an incomplete
 * assigned approval, or while the case is WaitingApproval (agent side, if the agent party qualifies) or
 * WaitingAcceptance (customer side)." WaitingCompletion still waits on a customer yet to accept (decision 10).
 * The expectations below are that sentence, written out; the sandbox's side is tests/sandbox/documents.test.ts.
 */
const CUSTOMER_SIDE = ['WaitingAcceptance', 'WaitingCompletion'];

const facts = (over: Partial<CaseFacts> = {}): Pick<CaseFacts, 'approvals' | 'acceptances'> => ({
  approvals: [],
  acceptances: [{ partyId: 'p-olivia', isAssigned: true, isComplete: false, closedOn: null }],
  ...over,
});
const customer: CaseActor = { partyIds: ['p-olivia'], roles: ['Owner'], isAgent: false };
const agent: CaseActor = { partyIds: ['p-alex'], roles: ['Agent'], isAgent: true };
const openApproval = {
  partyId: 'p-olivia',
  role: 'Owner',
  isAssigned: true,
  isComplete: false,
  closedOn: null,
} as const;

describe('who may act on a document (SPEC §4, §6)', () => {
  it.each(LIFE_CYCLE_STATUSES)('%s: an agent always', (status) => {
    expect(documentActionRefusal(status, facts(), agent)).toBeNull();
  });

  it.each(LIFE_CYCLE_STATUSES)('%s: a customer with an open approval always', (status) => {
    expect(documentActionRefusal(status, facts({ approvals: [openApproval] }), customer)).toBeNull();
  });

  it.each(LIFE_CYCLE_STATUSES)(
    '%s: any other customer only while the case waits on the customers',
    (status) => {
      const expected = CUSTOMER_SIDE.includes(status)
        ? null
        : `Documents can not be changed while the case is ${status}.`;
      expect(documentActionRefusal(status, facts(), customer)).toBe(expected);
    },
  );

  it('WaitingApproval is the agents’ side: a customer without an approval is refused', () => {
    expect(documentActionRefusal('WaitingApproval', facts(), customer)).toBe(
      'Documents can not be changed while the case is WaitingApproval.',
    );
    const approvedAlready = facts({ approvals: [{ ...openApproval, isComplete: true }] });
    expect(documentActionRefusal('WaitingApproval', approvedAlready, customer)).not.toBeNull();
  });

  it('a customer who has accepted acts no more', () => {
    const accepted = facts({
      acceptances: [{ partyId: 'p-olivia', isAssigned: true, isComplete: true, closedOn: null }],
    });
    expect(documentActionRefusal('WaitingCompletion', accepted, customer)).toBe(
      'You have already accepted this policy.',
    );
  });

  it('the review screen asks the same rule about the case it shows', () => {
    const waitingApproval = reviewCase({ lifeCycleStatus: 'WaitingApproval' });
    expect(reviewActionsEnabled(waitingApproval, 'customer')).toBe(false);
    expect(reviewActionsEnabled(waitingApproval, 'agent')).toBe(true);
    expect(reviewActionsEnabled({ ...waitingApproval, approvals: [openApproval] }, 'customer')).toBe(true);
  });
});

/** A person may hold several parties (roles) on one case; what one of them did or holds is theirs. */
describe('a caller holding several parties on the case (SPEC §4, §6)', () => {
  it('a customer who has accepted acts no more while a co-owner has still to accept (decision 10)', () => {
    const accepted = facts({
      acceptances: [
        { partyId: 'p-olivia', isAssigned: true, isComplete: true, closedOn: null },
        { partyId: 'p-oscar', isAssigned: true, isComplete: false, closedOn: null },
      ],
    });
    expect(documentActionRefusal('WaitingCompletion', accepted, customer)).toBe(
      'You have already accepted this policy.',
    );
  });

  it('an agent who is both the Agent and the Bga of the case may bypass approval', () => {
    expect(canBypass(null, { isAgent: true, roles: ['Agent', 'Bga'] })).toBe(true);
    expect(canBypass(null, { isAgent: true, roles: ['IMO', 'SubBga'] })).toBe(true);
  });

  it('an owner who is also the insured has reviewed once the party they review as has', () => {
    // The sandbox records a review under one party of the caller (sandbox/routes/documents.ts).
    expect(hasReviewed({ reviewedBy: ['p-olivia'] }, { partyIds: ['p-olivia', 'p-olivia-insured'] })).toBe(
      true,
    );
  });

  it('a customer holds the delivery confirmation that one of their parties holds', () => {
    const olivia: CaseActor = {
      partyIds: ['p-olivia-insured', 'p-olivia'],
      roles: ['Owner'],
      isAgent: false,
    };
    expect(holdsDelivery({ deliveryPartyIds: ['p-olivia'] }, olivia)).toBe(true);
  });
});
