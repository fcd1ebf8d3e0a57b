import type { StoredCase } from '../store/types.ts';
import { generateBook } from './book.ts';
import {
  agentParty,
  customerParty,
  daysBefore,
  documents,
  makeCase,
  paymentDone,
  paymentDue,
  paymentNone,
} from './builders.ts';
import { ALEX, ANNA, BEA, IAN, NORA, OLIVIA, SAM } from './people.ts';

export const JOURNEY_CASE_ID = '100001';
/** Nora's case: nobody has consented to electronic records yet (decision 212). */
const CONSENT_CASE_ID = '100006';
const SIGNED_POLICY_PAGES = 120;
/** The first number of the generated part of Alex Agent's book. */
const BOOK_START = 100020;
const BOOK_SIZE = 45;

/** The demo data (docs/demo.md's accounts), built fresh on every call. */
export function demoCases(): StoredCase[] {
  const olivia = (id: string, roles: ('Owner' | 'Insured')[]) => customerParty(id, 'OLIVIA', OLIVIA, roles);
  const alex = (id: string) => agentParty(id, ALEX, 'Agent');
  const fullJourney = [
    { type: 'SignedPolicy' as const, pages: SIGNED_POLICY_PAGES },
    { type: 'Amendment' as const },
    { type: 'StatementOfHealth' as const },
    { type: 'ReplacementForm' as const },
    { type: 'EdjDeliveryReceipt' as const },
    { type: 'IllustrationSignature' as const },
  ];

  const c100001 = makeCase({
    caseId: '100001',
    policyNumber: 'L1000001',
    status: 'WaitingAcceptance',
    parties: [olivia('100001', ['Owner', 'Insured']), alex('100001')],
    documents: documents('100001', fullJourney),
    payment: paymentDue(142.5),
    ageDays: 1,
  });

  const c100002 = makeCase({
    caseId: '100002',
    policyNumber: 'L1000002',
    status: 'WaitingAcceptance',
    parties: [olivia('100002', ['Owner', 'Insured']), alex('100002')],
    documents: documents(
      '100002',
      [{ type: 'SignedPolicy' }, { type: 'Amendment' }, { type: 'IllustrationSignature' }],
      ['P-100002-OLIVIA'],
      // Reviewed on the morning of the first payment (five days ago): SPEC §4's owner continue.
      daysBefore(5.25),
    ),
    payment: paymentDone('100002', 98.25, 'DebitCard', 'Quarterly'),
    ageDays: 2,
  });

  const c100003 = makeCase({
    caseId: '100003',
    policyNumber: 'L1000003',
    status: 'WaitingAcceptance',
    parties: [olivia('100003', ['Owner', 'Insured']), alex('100003')],
    documents: documents('100003', [{ type: 'SignedPolicy' }, { type: 'SaveAge' }, { type: 'Amendment' }]),
    payment: paymentDue(120, 'Annual'),
    ageDays: 3,
  });

  const c100004 = makeCase({
    caseId: '100004',
    policyNumber: 'L1000004',
    status: 'Complete',
    parties: [olivia('100004', ['Owner', 'Insured']), alex('100004')],
    documents: documents(
      '100004',
      [{ type: 'SignedPolicy' }, { type: 'Amendment' }, { type: 'IllustrationSignature' }],
      ['P-100004-OLIVIA'],
      daysBefore(21),
    ),
    // Reviewed 21 days ago, paid on the morning of the acceptance (20 days ago): SPEC §1's order.
    payment: paymentDone('100004', 75, 'CreditCard', 'Monthly', daysBefore(20.25)),
    acceptances: [
      { partyId: 'P-100004-OLIVIA', isAssigned: true, isComplete: true, closedOn: daysBefore(20) },
    ],
    ageDays: 20,
  });

  const c100005 = makeCase({
    caseId: '100005',
    policyNumber: 'L1000005',
    status: 'WaitingAcceptance',
    parties: [olivia('100005', ['Owner']), customerParty('100005', 'IAN', IAN, ['Insured']), alex('100005')],
    documents: documents('100005', [
      { type: 'SignedPolicy' },
      { type: 'SpecialAmendment' },
      { type: 'IllustrationSignature' },
    ]),
    payment: paymentDue(88.4, 'Quarterly'),
    ageDays: 4,
  });

  const c100006 = makeCase({
    caseId: CONSENT_CASE_ID,
    policyNumber: 'L1000006',
    status: 'WaitingAcceptance',
    parties: [
      customerParty(CONSENT_CASE_ID, 'NORA', NORA, ['Owner', 'Insured']),
      agentParty(CONSENT_CASE_ID, SAM, 'Agent'),
    ],
    documents: documents(CONSENT_CASE_ID, [{ type: 'SignedPolicy' }, { type: 'Amendment' }]),
    payment: paymentDue(56.1),
    ageDays: 1,
    consented: false,
  });

  const anna = (id: string) => customerParty(id, 'ANNA', ANNA, ['Owner', 'Annuitant']);
  const c200001 = makeCase({
    caseId: '200001',
    policyNumber: 'A2000001',
    isAnnuity: true,
    status: 'WaitingDeliveryConfirmation',
    parties: [anna('200001'), alex('200001')],
    documents: documents(
      '200001',
      [{ type: 'SignedPolicy' }, { type: 'Amendment' }],
      ['P-200001-ANNA'],
      daysBefore(7),
    ),
    payment: paymentNone(),
    acceptances: [{ partyId: 'P-200001-ANNA', isAssigned: true, isComplete: true, closedOn: daysBefore(6) }],
    deliveryConfirmations: [
      { partyId: 'P-200001-ANNA', confirmationKey: 'DC-200001-KEY', confirmedOn: null, registeredOn: null },
    ],
    ageDays: 6,
  });

  const c200002 = makeCase({
    caseId: '200002',
    policyNumber: 'A2000002',
    isAnnuity: true,
    status: 'WaitingAcceptance',
    parties: [anna('200002'), alex('200002')],
    documents: documents('200002', [{ type: 'SignedPolicy', pages: 8 }, { type: 'StatementOfHealth' }]),
    payment: paymentNone(),
    ageDays: 5,
  });

  const c100010 = makeCase({
    caseId: '100010',
    policyNumber: 'L1000010',
    status: 'WaitingApproval',
    parties: [
      {
        id: 'P-100010-OWN',
        displayName: 'Carmen Client',
        emailAddress: 'carmen.client@example.net',
        roles: ['Owner', 'Insured'],
      },
      alex('100010'),
    ],
    documents: documents('100010', [{ type: 'SignedPolicy' }, { type: 'Amendment' }]),
    payment: paymentDue(64),
    approvals: [
      { partyId: 'P-100010-AGENT-10001', role: 'Agent', isAssigned: true, isComplete: false, closedOn: null },
    ],
    ageDays: 7,
  });

  const c100011 = makeCase({
    caseId: '100011',
    policyNumber: 'L1000011',
    status: 'WaitingApproval',
    parties: [
      {
        id: 'P-100011-OWN',
        displayName: 'Bruno Buyer',
        emailAddress: 'bruno.buyer@example.net',
        roles: ['Owner', 'Insured'],
      },
      agentParty('100011', BEA, 'Bga'),
      alex('100011'),
    ],
    documents: documents('100011', [{ type: 'SignedPolicy' }, { type: 'Amendment' }]),
    payment: paymentDue(72),
    approvals: [
      { partyId: 'P-100011-BGA-20001', role: 'Bga', isAssigned: true, isComplete: false, closedOn: null },
      { partyId: 'P-100011-AGENT-10001', role: 'Agent', isAssigned: true, isComplete: false, closedOn: null },
    ],
    deliveryOrder: ['Bga', 'ConsumerGeneral'],
    ageDays: 8,
  });

  const legacy = makeCase({
    caseId: 'LEG-7001',
    policyNumber: 'LG7001',
    status: 'WaitingAcceptance',
    parties: [
      {
        id: 'P-LEG-7001-OWN',
        displayName: 'Lena Legacy',
        emailAddress: 'lena.legacy@example.net',
        roles: ['Owner', 'Insured'],
      },
      alex('LEG-7001'),
    ],
    documents: documents('LEG-7001', [{ type: 'SignedPolicy' }]),
    payment: paymentDue(50),
    ageDays: 30,
  });

  return [
    c100001,
    c100002,
    c100003,
    c100004,
    c100005,
    c100006,
    c200001,
    c200002,
    c100010,
    c100011,
    legacy,
    ...generateBook(BOOK_START, BOOK_SIZE, ALEX),
  ];
}
