import { LIFE_CYCLE_STATUSES, type LifeCycleStatus } from '../../src/api/schemas/enums.ts';
import { randomDeliveryKey } from '../lifecycle.ts';
import type { StoredCase } from '../store/types.ts';
import {
  agentParty,
  daysBefore,
  documents,
  makeCase,
  paymentDone,
  paymentDue,
  paymentNone,
} from './builders.ts';
import type { DemoAgent } from './people.ts';

const GIVEN = ['Maya', 'Noah', 'Liam', 'Emma', 'Ava', 'Ethan', 'Zoe', 'Lucas', 'Mia', 'Owen', 'Ruth', 'Hugo'];
const FAMILY = ['Stone', 'Rivera', 'Chen', 'Patel', 'Brooks', 'Nguyen', 'Hart', 'Fischer', 'Okafor', 'Silva'];

/**
 * One case of an agent's book, consistent with its status (approvals open while WaitingApproval,
 * acceptances closed once accepted, a delivery key while WaitingDeliveryConfirmation). Customers of
 * these cases have no login.
 */
function bookCase(caseNumber: number, status: LifeCycleStatus, agent: DemoAgent): StoredCase {
  const caseId = String(caseNumber);
  const isAnnuity = status === 'WaitingDeliveryConfirmation' || caseNumber % 7 === 0;
  const given = GIVEN[caseNumber % GIVEN.length] ?? 'Sam';
  const family = FAMILY[Math.floor(caseNumber / GIVEN.length) % FAMILY.length] ?? 'Lee';
  const email = `${given}.${family}.${caseId}@example.net`.toLowerCase();
  const customer = {
    id: `P-${caseId}-OWN`,
    displayName: `${given} ${family}`,
    emailAddress: email,
    roles: isAnnuity ? (['Owner', 'Annuitant'] as const) : (['Owner', 'Insured'] as const),
    taxId: String(100_000_000 + caseNumber),
  };
  const second =
    status === 'WaitingCompletion'
      ? [
          {
            id: `P-${caseId}-OWN2`,
            displayName: `Pat ${family}`,
            emailAddress: `pat.${caseId}@example.net`,
            roles: ['Owner' as const],
          },
        ]
      : [];
  const agentP = agentParty(caseId, agent, 'Agent');
  const parties = [{ ...customer, roles: [...customer.roles] }, ...second, agentP];
  const pastAcceptance = status === 'WaitingDeliveryConfirmation' || status === 'Complete';
  const reviewed =
    pastAcceptance || status === 'WaitingCompletion' ? [customer.id, ...second.map((p) => p.id)] : [];
  const monthly = 60 + (caseNumber % 90);
  return makeCase({
    caseId,
    policyNumber: `${isAnnuity ? 'A' : 'L'}${String(caseNumber).padStart(7, '0')}`,
    isAnnuity,
    status,
    parties,
    documents: documents(
      caseId,
      [{ type: 'SignedPolicy', pages: 4 }, { type: 'Amendment' }, { type: 'IllustrationSignature' }],
      [...reviewed, ...(status === 'WaitingApproval' ? [] : [agentP.id])],
      // Before the first payment (five days ago, paymentDone) and the acceptance below (three days ago).
      daysBefore(5.25),
    ),
    payment: isAnnuity
      ? paymentNone()
      : pastAcceptance || status === 'WaitingCompletion'
        ? paymentDone(caseId, monthly)
        : paymentDue(monthly),
    acceptances: [customer, ...second].map((p, i) => {
      const done = pastAcceptance || (status === 'WaitingCompletion' && i === 0);
      return { partyId: p.id, isAssigned: true, isComplete: done, closedOn: done ? daysBefore(3) : null };
    }),
    approvals:
      status === 'WaitingApproval'
        ? [{ partyId: agentP.id, role: 'Agent', isAssigned: true, isComplete: false, closedOn: null }]
        : [],
    deliveryConfirmations:
      status === 'WaitingDeliveryConfirmation'
        ? [
            {
              partyId: customer.id,
              confirmationKey: randomDeliveryKey(),
              confirmedOn: null,
              registeredOn: null,
            },
          ]
        : [],
    ageDays: (caseNumber * 37) % 400,
    groupNumber: caseNumber % 3 === 0 ? `G-${(caseNumber % 40) + 100}` : null,
  });
}

/** Every status a case can be in: `Unknown` is the search's "any status", never a case's. */
const CASE_STATUSES = LIFE_CYCLE_STATUSES.filter((s) => s !== 'Unknown');

/** The `i`th case of a generated book: the statuses in turn, numbered from `firstNumber`. */
export const bookCaseAt = (firstNumber: number, i: number, agent: DemoAgent): StoredCase =>
  bookCase(firstNumber + i, CASE_STATUSES[i % CASE_STATUSES.length] ?? 'WaitingAcceptance', agent);

/** `count` cases cycling through every case status, numbered from `firstNumber`. */
export function generateBook(firstNumber: number, count: number, agent: DemoAgent): StoredCase[] {
  return Array.from({ length: count }, (_, i) => bookCaseAt(firstNumber, i, agent));
}
