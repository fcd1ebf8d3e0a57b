import { describe, expect, it } from 'vitest';
import { contradictionsOf } from '../../src/domain/record/certificateChecks.ts';
import { certificateFixture } from './certificate-fixtures.ts';

/** Decision 384: the certificate finds the facts of its own that cannot all be true. */
const OLIVIA = { partyId: 'P-100002-OLIVIA', name: 'Olivia Owner' };
const base = certificateFixture();
const [doc] = base.documents;
if (!doc) throw new Error('a document');
const withDoc = (change: Partial<typeof doc>, rest: Partial<typeof base> = {}) =>
  contradictionsOf({ ...base, ...rest, documents: [{ ...doc, ...change }] });

describe('a certificate checks its own facts', () => {
  it('finds none in a finished case told in order', () => {
    expect(contradictionsOf(base)).toEqual([]);
  });

  it('a review or an acceptance of a document never delivered', () => {
    expect(withDoc({ delivered: null, opened: [] }).map((c) => c.rule)).toEqual([
      'reviewedWithoutDelivery',
      'acceptedWithoutDelivery',
    ]);
    // Delivered before the log began, as a seeded case is: no contradiction.
    expect(withDoc({ delivered: null, deliveredBeforeLog: true, opened: [] })).toEqual([]);
  });

  it('a delivery without a fingerprint', () => {
    expect(withDoc({ sha256: null })).toEqual([
      { rule: 'deliveredWithoutFingerprint', documentId: 'D-100002-1', partyId: null },
    ]);
  });

  it('a review or an acceptance before the delivery', () => {
    const late = { at: '2026-11-02T14:30:00.000Z', ...OLIVIA };
    expect(withDoc({ delivered: late }).map((c) => c.rule)).toEqual([
      'reviewedBeforeDelivery',
      'acceptedBeforeDelivery',
    ]);
  });

  it("a party's review after their acceptance", () => {
    const reviewed = [{ at: '2026-11-02T15:00:00.000Z', ...OLIVIA, status: 'Accepted' }];
    // After the payment too: the owner paid before finishing the review.
    expect(withDoc({ reviewed })).toEqual([
      { rule: 'reviewedAfterAcceptance', documentId: 'D-100002-1', partyId: OLIVIA.partyId },
      { rule: 'paidBeforeReview', documentId: 'D-100002-1', partyId: OLIVIA.partyId },
    ]);
  });

  it('a payment made after the acceptance it was due before (decision 411)', () => {
    const [paid] = base.payments;
    if (!paid) throw new Error('a payment');
    const after = { ...paid, at: '2026-11-02T14:10:01.000Z' };
    expect(withDoc({}, { payments: [paid, after] })).toEqual([
      { rule: 'paidAfterAcceptance', documentId: null, partyId: OLIVIA.partyId },
    ]);
    // Paid the very moment of the acceptance, or before it: in order.
    expect(withDoc({}, { payments: [{ ...paid, at: '2026-11-02T14:10:00.000Z' }] })).toEqual([]);
    // The first of two acceptances is the one the payments had to come before.
    const second = { at: '2026-11-03T09:00:00.000Z', partyId: 'P-100002-IAN', name: 'Ian Insured' };
    expect(
      withDoc(
        {},
        { payments: [{ ...paid, at: '2026-11-02T18:00:00.000Z' }], accepted: [second, ...base.accepted] },
      ),
    ).toEqual([{ rule: 'paidAfterAcceptance', documentId: null, partyId: OLIVIA.partyId }]);
    // No acceptance yet: a payment is never late.
    expect(withDoc({}, { payments: [after], accepted: [] }).map((c) => c.rule)).not.toContain(
      'paidAfterAcceptance',
    );
  });

  it("a payment made before the owner's review of a document", () => {
    const [paid] = base.payments;
    const [reviewed] = doc.reviewed;
    if (!paid || !reviewed) throw new Error('a payment and a review');
    const early = { ...paid, at: new Date(Date.parse(reviewed.at) - 60_000).toISOString() };
    expect(withDoc({}, { payments: [early] })).toEqual([
      { rule: 'paidBeforeReview', documentId: 'D-100002-1', partyId: reviewed.partyId },
    ]);
    // Paid the moment the review ended: in order.
    expect(withDoc({}, { payments: [{ ...paid, at: reviewed.at }] })).toEqual([]);
    // A review by a party who is not an owner (an insured) may come after the owner paid.
    const notOwner = {
      ...base,
      parties: base.parties.map((p) => ({ ...p, roles: p.roles.filter((r) => r !== 'Owner') })),
    };
    expect(contradictionsOf({ ...notOwner, payments: [early] })).toEqual([]);
  });

  it('an annuity confirmed before it was accepted', () => {
    const confirmations = [
      { partyId: OLIVIA.partyId, name: OLIVIA.name, confirmedOn: '2026-11-02T14:09:00.000Z' },
    ];
    expect(withDoc({}, { isAnnuity: true, deliveryConfirmations: confirmations })).toEqual([
      { rule: 'confirmedBeforeAcceptance', documentId: null, partyId: OLIVIA.partyId },
    ]);
  });
});

describe('a certificate checks its own facts, at their edges', () => {
  const IAN = { partyId: 'P-100002-IAN', name: 'Ian Insured' };
  const withIan = {
    ...base,
    parties: [...base.parties, { id: IAN.partyId, displayName: IAN.name, roles: ['Insured' as const] }],
  };

  it('a document not delivered yet, that nobody has reviewed or accepted, contradicts nothing', () => {
    expect(withDoc({ delivered: null, opened: [], reviewed: [] }, { accepted: [], payments: [] })).toEqual(
      [],
    );
  });

  it('a document not delivered yet but reviewed: the review is the contradiction, not an acceptance nobody made', () => {
    const rules = (change: Partial<typeof doc>) =>
      withDoc({ delivered: null, opened: [], ...change }, { accepted: [], payments: [] }).map((c) => c.rule);
    expect(rules({})).toEqual(['reviewedWithoutDelivery']);
    // A review kept from before the case's log counts too.
    expect(rules({ reviewed: [], reviewedBeforeLog: [{ ...OLIVIA, status: 'Reviewed' }] })).toEqual([
      'reviewedWithoutDelivery',
    ]);
  });

  it('a review or an acceptance in the very moment of the delivery is in order', () => {
    const delivered = doc.delivered;
    if (!delivered) throw new Error('a delivery');
    expect(withDoc({ reviewed: [{ at: delivered.at, ...OLIVIA, status: 'Reviewed' }] })).toEqual([]);
    const moment = [{ at: delivered.at, ...OLIVIA, status: 'Reviewed' }];
    expect(
      withDoc({ reviewed: moment }, { accepted: [{ at: delivered.at, ...OLIVIA }], payments: [] }),
    ).toEqual([]);
  });

  it("a review in the very moment of the party's acceptance is in order; one after another party's acceptance is too", () => {
    const [accepted] = base.accepted;
    if (!accepted) throw new Error('an acceptance');
    expect(
      withDoc({ reviewed: [{ at: accepted.at, ...OLIVIA, status: 'Reviewed' }] }, { payments: [] }),
    ).toEqual([]);
    const ianLater = [...doc.reviewed, { at: '2026-11-02T14:20:00.000Z', ...IAN, status: 'Reviewed' }];
    expect(contradictionsOf({ ...withIan, documents: [{ ...doc, reviewed: ianLater }] })).toEqual([]);
  });

  it("the owner's review is checked against the earliest payment, in whatever order the payments are listed", () => {
    const [paid] = base.payments;
    const [reviewed] = doc.reviewed;
    if (!paid || !reviewed) throw new Error('a payment and a review');
    const early = { ...paid, at: new Date(Date.parse(reviewed.at) - 60_000).toISOString() };
    const expected = [{ rule: 'paidBeforeReview', documentId: 'D-100002-1', partyId: reviewed.partyId }];
    expect(withDoc({}, { payments: [paid, early] })).toEqual(expected);
    expect(withDoc({}, { payments: [paid, paid, early] })).toEqual(expected);
  });

  it('no payment on record: the reviews have no payment to come before', () => {
    expect(withDoc({}, { payments: [] })).toEqual([]);
  });

  it("an annuity's confirmation is checked against the last acceptance, and one still unconfirmed or made after is in order", () => {
    const second = { at: '2026-11-02T14:30:00.000Z', ...IAN };
    const annuity = (confirmedOn: string | null, accepted = [...base.accepted, second]) =>
      contradictionsOf({
        ...withIan,
        isAnnuity: true,
        accepted,
        deliveryConfirmations: [{ partyId: OLIVIA.partyId, name: OLIVIA.name, confirmedOn }],
      });
    // Between the two acceptances: before the last one.
    expect(annuity('2026-11-02T14:20:00.000Z')).toEqual([
      { rule: 'confirmedBeforeAcceptance', documentId: null, partyId: OLIVIA.partyId },
    ]);
    expect(annuity('2026-11-02T14:30:00.000Z')).toEqual([]);
    expect(annuity('2026-11-02T15:00:00.000Z')).toEqual([]);
    expect(annuity(null)).toEqual([]);
  });
});
