import { describe, expect, it } from 'vitest';
import { certificateOf } from '../../sandbox/certificate.ts';
import { customerParty, documents, makeCase, paymentDone } from '../../sandbox/demo/builders.ts';
import { OLIVIA } from '../../sandbox/demo/people.ts';
import { type CaseEvent, GENESIS } from '../../sandbox/store/caseEvents.ts';
import type { StoredCase } from '../../sandbox/store/types.ts';
import { lastFour, methodLastFour } from '../../src/domain/payment/lastFour.ts';

const OWNER = 'P-9-OLIVIA';

function storedCase(change: (c: StoredCase) => void = () => {}): StoredCase {
  const stored = makeCase({
    caseId: '9',
    policyNumber: 'L9',
    status: 'Complete',
    parties: [customerParty('9', 'OLIVIA', OLIVIA, ['Owner', 'Insured'])],
    documents: documents('9', [{ type: 'SignedPolicy' }, { type: 'Amendment' }]),
    payment: paymentDone('9', 50, 'BankAccount'),
  });
  change(stored);
  return stored;
}

const event = (
  seq: number,
  call: CaseEvent['call'],
  by: string,
  at: string,
  documentId?: string,
): CaseEvent => ({
  seq,
  caseId: '9',
  call,
  by,
  at,
  ...(documentId ? { documentId } : {}),
  statusBefore: 'WaitingAcceptance',
  statusAfter: 'WaitingAcceptance',
  previousHash: GENESIS,
  hash: String(seq).repeat(64).slice(0, 64),
});

const build = (stored: StoredCase, events: CaseEvent[] = []) =>
  certificateOf({
    stored,
    events,
    chain: { intact: true, lastHash: events.at(-1)?.hash ?? GENESIS, events: events.length },
    fingerprintOf: (id) => (id === 'D-9-1' ? 'f'.repeat(64) : null),
    now: '2026-11-02T00:00:00.000Z',
  });

describe('masking a number to its last four (decision 232)', () => {
  it('keeps the last four letters or digits, never more', () => {
    expect(lastFour('CNF1000021')).toBe('0021');
    expect(lastFour('CNF-0012-3456')).toBe('3456');
    expect(lastFour('12')).toBe('12');
    expect(lastFour('')).toBe('');
    expect(lastFour('CNF-0012-34-56')).toBe('3456');
  });

  it("reads a method's four digits from its description", () => {
    expect(methodLastFour('Card ending in 4444 12/29')).toBe('4444');
    expect(methodLastFour('Checking Account ending in 6789')).toBe('6789');
    expect(methodLastFour('Checking')).toBeNull();
    expect(methodLastFour(undefined)).toBeNull();
    // Four digits followed by more are not the last four: nothing rather than the wrong ones.
    expect(methodLastFour('Checking Account ending in 123456')).toBeNull();
  });
});

describe('the certificate assembled from a stored case and its log (decision 232)', () => {
  it('cuts every payment number to its last four', () => {
    const stored = storedCase((c) => {
      const [record] = c.payment.paymentsOnRecord;
      if (!record) throw new Error('paid');
      record.confirmationNumber = 'CNF-12345678901';
      record.paymentMethod = { paymentSourceType: 'CreditCard', description: 'Card ending in 4444 12/29' };
    });
    const cert = build(stored);
    expect(cert.payments).toEqual([
      expect.objectContaining({
        confirmationLast4: '8901',
        paymentSourceType: 'CreditCard',
        methodLast4: '4444',
      }),
    ]);
    expect(JSON.stringify(cert)).not.toContain('12345678901');
    expect(JSON.stringify(cert)).not.toContain(stored.payment.bankAccount?.routingNumber ?? '—');
  });

  it('dates delivery from the first opening, keeps each party’s first, and the last review call', () => {
    const stored = storedCase((c) => {
      for (const d of c.documents)
        d.reviews[OWNER] = {
          currentReviewStatus: 'Accepted',
          acceptedOrDeclinedOn: '2026-10-01T00:00:00.000Z',
          isReviewComplete: true,
        };
    });
    const cert = build(stored, [
      event(1, 'documentsOnlySignedPolicy', 'P-9-AGENT', '2026-10-01T08:00:00.000Z', 'D-9-1'),
      event(2, 'documentsWithSigned', OWNER, '2026-10-01T09:00:00.000Z', 'D-9-1'),
      event(3, 'documentsWithSigned', OWNER, '2026-10-01T09:00:00.000Z', 'D-9-2'),
      event(4, 'acceptDocument', OWNER, '2026-10-01T09:05:00.000Z', 'D-9-1'),
      event(5, 'reviewDocument', OWNER, '2026-10-01T09:06:00.000Z', 'D-9-1'),
      event(6, 'documents', OWNER, '2026-10-02T09:00:00.000Z', 'D-9-1'),
    ]);
    const [policy, amendment] = cert.documents;
    expect(policy?.sha256).toBe('f'.repeat(64));
    expect(amendment?.sha256).toBeNull();
    expect(policy?.delivered).toEqual({
      at: '2026-10-01T08:00:00.000Z',
      partyId: 'P-9-AGENT',
      name: 'P-9-AGENT',
    });
    expect(policy?.opened.map((o) => [o.partyId, o.at])).toEqual([
      ['P-9-AGENT', '2026-10-01T08:00:00.000Z'],
      [OWNER, '2026-10-01T09:00:00.000Z'],
    ]);
    expect(policy?.reviewed).toEqual([
      { at: '2026-10-01T09:06:00.000Z', partyId: OWNER, name: 'Olivia Owner', status: 'Accepted' },
    ]);
    // No review call logged: the stored review's own time.
    expect(amendment?.reviewed[0]?.at).toBe('2026-10-01T00:00:00.000Z');
    expect(cert.chain).toEqual({ verifies: true, lastHash: '6'.repeat(64), events: 6, brokenAt: null });
  });

  it('takes the stored free-look days, or reads them from the documents on an older case', () => {
    expect(build(storedCase()).freeLook.days).toBe(10);
    expect(
      build(
        storedCase((c) => {
          c.freeLookDays = 30;
        }),
      ).freeLook.days,
    ).toBe(30);
    const older = storedCase((c) => {
      delete c.freeLookDays;
      c.documents.push({ ...c.documents[1], documentId: 'D-9-3', documentType: 'ReplacementForm' } as never);
    });
    expect(build(older).freeLook.days).toBe(30);
  });

  it('starts the free look at the last acceptance of a life case, and not before all are given', () => {
    const accepted = storedCase((c) => {
      c.acceptances = [
        { partyId: OWNER, isAssigned: true, isComplete: true, closedOn: '2026-10-03T10:00:00.000Z' },
      ];
    });
    expect(build(accepted).freeLook).toEqual({
      days: 10,
      from: 'acceptance',
      startedOn: '2026-10-03T10:00:00.000Z',
    });
    expect(build(storedCase()).freeLook.startedOn).toBeNull();
  });

  it('reports a broken chain with the last stored hash and where it broke', () => {
    const events = [event(1, 'acceptCase', OWNER, '2026-10-01T00:00:00.000Z')];
    const cert = certificateOf({
      stored: storedCase(),
      events,
      chain: { intact: false, brokenAt: 1 },
      fingerprintOf: () => null,
      now: '2026-11-02T00:00:00.000Z',
    });
    expect(cert.chain).toEqual({ verifies: false, lastHash: '1'.repeat(64), events: 1, brokenAt: 1 });
  });
});
