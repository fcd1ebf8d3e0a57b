import { describe, expect, it } from 'vitest';
import { generateBook } from '../../sandbox/demo/book.ts';
import { demoCases } from '../../sandbox/demo/cases.ts';
import { ALEX } from '../../sandbox/demo/people.ts';
import type { StoredCase } from '../../sandbox/store/types.ts';

/**
 * The demo data keeps SPEC's order (§4, "Owner continue: only when all documents are reviewed"; §1: the
 * owner reviews, pays, then accepts): no payment on record before a review the owner finished on a known
 * date, and none after an acceptance. A certificate or a receipt read from such a case would contradict
 * itself.
 */
function outOfOrder(c: StoredCase): string[] {
  const owners = c.parties.filter((p) => p.roles.includes('Owner')).map((p) => p.id);
  const reviewed = c.documents.flatMap((d) =>
    owners.flatMap((id) => {
      const on = d.reviews[id]?.acceptedOrDeclinedOn;
      return on ? [{ on, what: `${d.documentType} reviewed by ${id}` }] : [];
    }),
  );
  const accepted = c.acceptances.flatMap((a) => (a.closedOn ? [a.closedOn] : []));
  return c.payment.paymentsOnRecord.flatMap((p) => [
    ...reviewed
      .filter((r) => Date.parse(r.on) > Date.parse(p.timeStamp))
      .map((r) => `${c.caseId}: paid ${p.timeStamp} before ${r.what} ${r.on}`),
    ...accepted
      .filter((on) => Date.parse(on) < Date.parse(p.timeStamp))
      .map((on) => `${c.caseId}: paid ${p.timeStamp} after an acceptance ${on}`),
  ]);
}

describe('the demo data keeps review, payment and acceptance in order', () => {
  it('over every demo case', () => {
    expect(demoCases().flatMap(outOfOrder)).toEqual([]);
  });

  it('over a generated book of every status', () => {
    const book = generateBook(300000, 60, ALEX);
    expect(book.filter((c) => c.payment.paymentsOnRecord.length > 0).length).toBeGreaterThan(5);
    expect(book.flatMap(outOfOrder)).toEqual([]);
  });

  it('finds a payment made before the review', () => {
    const [c] = demoCases().filter((x) => x.payment.paymentsOnRecord.length > 0);
    if (!c) throw new Error('no paid demo case');
    const early = structuredClone(c);
    for (const p of early.payment.paymentsOnRecord) p.timeStamp = '2000-01-01T00:00:00.000Z';
    const owner = early.parties.find((p) => p.roles.includes('Owner'));
    const doc = early.documents[0];
    if (!owner || !doc) throw new Error('no owner or document');
    doc.reviews[owner.id] = {
      currentReviewStatus: 'Accepted',
      acceptedOrDeclinedOn: '2001-01-01T00:00:00.000Z',
      isReviewComplete: true,
    };
    expect(outOfOrder(early).join()).toMatch(/paid 2000-01-01T00:00:00.000Z before/);
  });
});
