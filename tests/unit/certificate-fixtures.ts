import type { Certificate } from '../../src/api/schemas/certificate.ts';

const OLIVIA = { partyId: 'P-100002-OLIVIA', name: 'Olivia Owner' };

/** A finished life case's certificate, as the sandbox answers it for 100002. */
export function certificateFixture(change: Partial<Certificate> = {}): Certificate {
  return {
    caseId: '100002',
    policyNumber: 'L1000002',
    productType: 'Life',
    isAnnuity: false,
    lifeCycleStatus: 'Complete',
    issuedAt: '2026-11-02T15:00:00.000Z',
    parties: [
      { id: 'P-100002-OLIVIA', displayName: 'Olivia Owner', roles: ['Owner', 'Insured'] },
      { id: 'P-100002-AGENT-10001', displayName: 'Alex Agent', roles: ['Agent'] },
    ],
    documents: [
      {
        documentId: 'D-100002-1',
        documentType: 'SignedPolicy',
        sha256: 'ab'.repeat(32),
        fingerprintTaken: 'atDelivery',
        delivered: { at: '2026-11-02T14:00:00.000Z', ...OLIVIA },
        deliveredBeforeLog: false,
        opened: [{ at: '2026-11-02T14:00:00.000Z', ...OLIVIA }],
        reviewed: [{ at: '2026-11-02T14:05:00.000Z', ...OLIVIA, status: 'Reviewed' }],
        reviewedBeforeLog: [],
      },
    ],
    accepted: [{ at: '2026-11-02T14:10:00.000Z', ...OLIVIA }],
    deliveryConfirmations: [],
    payments: [
      {
        confirmationLast4: '0021',
        amount: 98.25,
        // After the review above, before the acceptance: SPEC's order.
        at: '2026-11-02T14:07:00.000Z',
        paymentSourceType: 'DebitCard',
        methodLast4: '1111',
      },
    ],
    freeLook: { days: 10, from: 'acceptance', startedOn: '2026-11-02T14:10:00.000Z' },
    chain: { verifies: true, lastHash: 'cd'.repeat(32), events: 4, brokenAt: null },
    contradictions: [],
    ...change,
  };
}
