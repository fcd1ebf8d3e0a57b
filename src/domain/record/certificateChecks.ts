import type { Certificate, CertificateContradiction } from '../../api/schemas/certificate.ts';

const at = (iso: string) => Date.parse(iso);

/**
 * The certificate's own consistency (decision 384): every fact it states must agree with the others.
 * A document reviewed or accepted was delivered first; a document delivered has a fingerprint; a
 * party's reviews come before their acceptance; an annuity is confirmed after it was accepted; the
 * payments are made before the acceptance (SPEC §1: the owner pays, then accepts; an acceptance
 * needs the payments complete, machines/caseLifecycle.ts, decision 411), and after the owner reviewed
 * the documents (SPEC §4: the owner continues to payment only when all documents are reviewed).
 */
export function contradictionsOf(cert: Omit<Certificate, 'contradictions'>): CertificateContradiction[] {
  const found: CertificateContradiction[] = [];
  const add = (rule: CertificateContradiction['rule'], documentId: string | null, partyId: string | null) =>
    found.push({ rule, documentId, partyId });
  for (const doc of cert.documents) {
    const delivered = doc.delivered !== null || doc.deliveredBeforeLog;
    const anyReview = doc.reviewed.length > 0 || doc.reviewedBeforeLog.length > 0;
    if (!delivered && anyReview) add('reviewedWithoutDelivery', doc.documentId, null);
    if (!delivered && cert.accepted.length > 0) add('acceptedWithoutDelivery', doc.documentId, null);
    if (delivered && doc.sha256 === null) add('deliveredWithoutFingerprint', doc.documentId, null);
    const first = doc.delivered;
    if (first) {
      for (const r of doc.reviewed)
        if (at(r.at) < at(first.at)) add('reviewedBeforeDelivery', doc.documentId, r.partyId);
      for (const a of cert.accepted)
        if (at(a.at) < at(first.at)) add('acceptedBeforeDelivery', doc.documentId, a.partyId);
    }
    for (const r of doc.reviewed) {
      const accepted = cert.accepted.find((a) => a.partyId === r.partyId);
      if (accepted && at(r.at) > at(accepted.at)) add('reviewedAfterAcceptance', doc.documentId, r.partyId);
    }
  }
  const firstAcceptance = [...cert.accepted].sort((x, y) => at(x.at) - at(y.at))[0];
  if (firstAcceptance)
    for (const p of cert.payments)
      if (at(p.at) > at(firstAcceptance.at)) add('paidAfterAcceptance', null, firstAcceptance.partyId);
  const owners = new Set(cert.parties.filter((p) => p.roles.includes('Owner')).map((p) => p.id));
  const firstPayment = [...cert.payments].sort((x, y) => at(x.at) - at(y.at))[0];
  if (firstPayment)
    for (const doc of cert.documents)
      for (const r of doc.reviewed)
        if (owners.has(r.partyId) && at(r.at) > at(firstPayment.at))
          add('paidBeforeReview', doc.documentId, r.partyId);
  if (cert.isAnnuity) {
    const lastAcceptance = Math.max(...cert.accepted.map((a) => at(a.at)));
    for (const d of cert.deliveryConfirmations)
      if (d.confirmedOn && at(d.confirmedOn) < lastAcceptance)
        add('confirmedBeforeAcceptance', null, d.partyId);
  }
  return found;
}
