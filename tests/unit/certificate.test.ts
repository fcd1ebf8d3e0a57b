import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type CertificateInput, certificateMachine } from '../../machines/certificate.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Certificate } from '../../src/api/schemas/certificate.ts';
import { SPEC_TEXTS } from '../../src/domain/failureTexts.ts';
import { formatsFor } from '../../src/domain/formats.ts';
import { CERTIFICATE_TEXTS_ES } from '../../src/domain/record/certificateText.es.ts';
import {
  acceptanceLines,
  CERTIFICATE_TEXTS,
  chainLine,
  deliveryLines,
  documentLines,
  freeLookLine,
  partyLines,
  paymentLine,
} from '../../src/domain/record/certificateText.ts';
import { message } from '../../src/i18n/message.ts';
import { rawMessage } from '../../src/i18n/rawText.ts';
import { certificateFixture } from './certificate-fixtures.ts';

const TZ = 'America/Chicago';

function start(failures: Error[] = []) {
  let prints = 0;
  let loads = 0;
  const machine = certificateMachine.provide({
    actors: {
      loadCertificate: fromPromise<Certificate, CertificateInput>(async ({ input }) => {
        loads += 1;
        const failure = failures.shift();
        if (failure) throw failure;
        return certificateFixture({ caseId: input.caseId });
      }),
    },
    actions: { print: () => (prints += 1) },
  });
  const actor = createActor(machine, { input: { caseId: '100002' } }).start();
  return { actor, prints: () => prints, loads: () => loads };
}

const down = () =>
  new ApiError('Service unavailable', { code: 'ServerError', status: 503, call: 'certificate' });

describe('the certificate machine', () => {
  it('loads the case’s certificate and prints it when asked', async () => {
    const { actor, prints } = start();
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.certificate?.caseId).toBe('100002');
    actor.send({ type: 'certificate.print' });
    actor.send({ type: 'certificate.print' });
    expect(prints()).toBe(2);
  });

  it('says a failed load in words and loads again on retry', async () => {
    const { actor, loads, prints } = start([down()]);
    await waitFor(actor, (s) => s.matches('failed'));
    // A failure says its own words, as every case call's (CASE_FAILURES, decision 201).
    expect(actor.getSnapshot().context.loadError).toEqual(rawMessage('Service unavailable'));
    actor.send({ type: 'certificate.print' });
    expect(prints()).toBe(0);
    actor.send({ type: 'certificate.retry' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(loads()).toBe(2);
    expect(actor.getSnapshot().context.loadError).toBeNull();
  });

  it('ends in denied for a case that is not there or not the caller’s', async () => {
    const { actor } = start([
      new ApiError('Case not found!', { code: 'CaseNotFound', status: 404, call: 'certificate' }),
    ]);
    await waitFor(actor, (s) => s.matches('denied'));
    expect(actor.getSnapshot().context.loadError).toEqual(message(SPEC_TEXTS, 'caseNotFound'));
    // Asking again cannot change the answer: the machine ends (decision 073).
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('the certificate in words (decision 232)', () => {
  it('says consent and signature when recorded, and "not recorded" when not', () => {
    const [party] = certificateFixture().parties;
    if (!party) throw new Error('a party');
    expect(partyLines(party, TZ)).toMatchObject({
      name: 'Olivia Owner',
      roles: 'Owner, Insured',
      consent: CERTIFICATE_TEXTS.notRecorded,
      signature: CERTIFICATE_TEXTS.notRecorded,
      signedDocuments: [],
    });
    const signed = partyLines(
      {
        ...party,
        consentedAt: '2026-10-20T14:00:00.000Z',
        signature: {
          typedName: 'Olivia Owner',
          signedAt: '2026-10-21T09:30:05.000Z',
          documents: [{ documentId: 'D-1', sha256: 'e'.repeat(64) }],
        },
      },
      TZ,
    );
    expect(signed.consent).toBe('Consented to electronic records on 10/20/2026 09:00:00 am');
    expect(signed.signature).toBe('Signed as Olivia Owner on 10/21/2026 04:30:05 am');
    expect(signed.signedDocuments).toEqual([`D-1: ${'e'.repeat(64)}`]);
  });

  it('signs with the party’s name, what was typed after it when it reads differently, and asks nothing of agents (decision 363)', () => {
    const [party] = certificateFixture().parties;
    if (!party) throw new Error('a party');
    const typed = partyLines(
      {
        ...party,
        signature: {
          typedName: ' olivia   OWNER ',
          signedAt: '2026-10-21T09:30:05.000Z',
          documents: [],
        },
      },
      TZ,
    );
    expect(typed.signature).toBe(
      'Signed as Olivia Owner on 10/21/2026 04:30:05 am (typed as “olivia OWNER”)',
    );
    const agent = partyLines({ ...party, displayName: 'Alex Agent', roles: ['Agent'] }, TZ);
    expect(agent).toMatchObject({ consent: 'not asked of agents', signature: 'not asked of agents' });
  });

  it('dates each document’s delivery, openings and reviews with who', () => {
    const [doc] = certificateFixture().documents;
    if (!doc) throw new Error('a document');
    expect(documentLines(doc, false, TZ)).toEqual({
      id: 'D-100002-1',
      name: 'Signed Policy',
      fingerprint: 'ab'.repeat(32),
      fingerprintNote: null,
      delivered: '11/02/2026 08:00:00 am by Olivia Owner',
      opened: ['11/02/2026 08:00:00 am by Olivia Owner'],
      reviewed: ['Reviewed on 11/02/2026 08:05:00 am by Olivia Owner'],
    });
    expect(documentLines({ ...doc, sha256: null, delivered: null, opened: [] }, true, TZ)).toMatchObject({
      name: 'Signed Contract',
      fingerprint: 'not yet',
      delivered: 'not yet',
    });
    // Delivered before the case's log began (decision 384): said so, with today's fingerprint.
    expect(
      documentLines(
        { ...doc, delivered: null, deliveredBeforeLog: true, fingerprintTaken: 'today' },
        false,
        TZ,
      ),
    ).toMatchObject({
      fingerprint: 'ab'.repeat(32),
      fingerprintNote:
        "Today's fingerprint: the case began before its event log, and the bytes first delivered were not fingerprinted.",
      delivered: "before this case's event log began",
    });
  });

  it('names a payment by the last four of its numbers', () => {
    const [payment] = certificateFixture().payments;
    if (!payment) throw new Error('a payment');
    expect(paymentLine(payment, TZ)).toBe(
      '$98.25 by Debit Card ending in 1111 on 11/02/2026 08:07:00 am, confirmation number ending in 0021',
    );
    expect(paymentLine({ ...payment, methodLast4: null }, TZ)).toContain('by Debit Card on');
  });

  it('dates delivery from the acceptance for life and the confirmations for an annuity', () => {
    expect(deliveryLines(certificateFixture(), TZ)).toEqual([
      'Completed with the acceptance on 11/02/2026 08:10:00 am by Olivia Owner',
    ]);
    const annuity = certificateFixture({
      isAnnuity: true,
      deliveryConfirmations: [
        { partyId: 'A', name: 'Anna Annuitant', confirmedOn: '2026-11-03T01:00:00.000Z' },
        { partyId: 'B', name: 'Bo Owner', confirmedOn: null },
      ],
    });
    expect(deliveryLines(annuity, TZ)).toEqual([
      'Confirmed on 11/02/2026 07:00:00 pm by Anna Annuitant',
      'Bo Owner: not yet',
    ]);
  });

  it('ends the free look on the rule’s date in the viewer’s zone, or says it has not started', () => {
    expect(freeLookLine(certificateFixture(), TZ)).toBe(
      '10 days from the acceptance on 11/02/2026: it ends on 11/12/2026.',
    );
    const late = certificateFixture({
      freeLook: { days: 30, from: 'deliveryConfirmation', startedOn: '2026-12-02T03:00:00.000Z' },
    });
    expect(freeLookLine(late, TZ)).toBe(
      '30 days from the delivery confirmation on 12/01/2026: it ends on 12/31/2026.',
    );
    expect(freeLookLine(late, 'UTC')).toBe(
      '30 days from the delivery confirmation on 12/02/2026: it ends on 01/01/2027.',
    );
    expect(
      freeLookLine(certificateFixture({ freeLook: { days: 10, from: 'acceptance', startedOn: null } }), TZ),
    ).toBe('10 days from the acceptance. It starts when delivery is complete.');
  });

  it('says whether the event log verifies', () => {
    expect(chainLine(certificateFixture().chain)).toBe(`${CERTIFICATE_TEXTS.verifies} (4 events)`);
    expect(chainLine({ verifies: false, lastHash: 'cd'.repeat(32), events: 4, brokenAt: 2 })).toBe(
      'The event log does not verify: it was changed at event 2 after it was written.',
    );
  });
});

describe('certificateText.ts: absent deliveries and acceptances, and the free look’s end in another language', () => {
  it('says "not yet" for a life case nobody has accepted', () => {
    const cert = certificateFixture({ accepted: [] });
    expect(deliveryLines(cert, TZ)).toEqual(['not yet']);
    expect(acceptanceLines(cert, TZ)).toEqual(['not yet']);
  });
  it('says "not yet" for an annuity with no delivery confirmation', () => {
    expect(deliveryLines(certificateFixture({ isAnnuity: true, deliveryConfirmations: [] }), TZ)).toEqual([
      'not yet',
    ]);
  });
  it('names each acceptance with its time and who', () => {
    expect(acceptanceLines(certificateFixture(), TZ)).toEqual(['11/02/2026 08:10:00 am by Olivia Owner']);
  });
  it('ends the free look on the same calendar day in another language, whatever the device’s zone', () => {
    // A device in Kiritimati (UTC+14): Intl's default zone, for a formatter given none.
    const Real = Intl.DateTimeFormat;
    Intl.DateTimeFormat = class extends Real {
      constructor(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
        super(locales, { timeZone: 'Pacific/Kiritimati', ...options });
      }
    } as typeof Intl.DateTimeFormat;
    try {
      const late = certificateFixture({
        freeLook: { days: 30, from: 'deliveryConfirmation', startedOn: '2026-12-02T03:00:00.000Z' },
      });
      expect(freeLookLine(late, 'UTC', CERTIFICATE_TEXTS, formatsFor('en-NZ'))).toBe(
        '30 days from the delivery confirmation on 02/12/2026: it ends on 01/01/2027.',
      );
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});

describe('certificateText.ts: who is asked nothing, reviews before the log, a fingerprint not worked out', () => {
  const [owner] = certificateFixture().parties;
  const [doc] = certificateFixture().documents;
  if (!owner || !doc) throw new Error('a party and a document');
  const notAsked = { consent: 'not asked of agents', signature: 'not asked of agents' };

  it('asks nothing of a BGA, a sub-BGA or an IMO either, nor of a party holding several agent roles (decision 363)', () => {
    for (const roles of [['Bga'], ['SubBga'], ['IMO'], ['Agent', 'Bga']] as const)
      expect(partyLines({ ...owner, displayName: 'Bea Bga', roles: [...roles] }, TZ)).toMatchObject(notAsked);
  });

  it('an agent who is also an owner, or an agent with a consent on record, is not said to be asked nothing (decision 363)', () => {
    expect(partyLines({ ...owner, roles: ['Owner', 'Agent'] }, TZ)).toMatchObject({
      consent: 'not recorded',
      signature: 'not recorded',
    });
    const consented = partyLines(
      { ...owner, displayName: 'Alex Agent', roles: ['Agent'], consentedAt: '2026-10-20T14:00:00.000Z' },
      TZ,
    );
    expect(consented).toMatchObject({
      consent: 'Consented to electronic records on 10/20/2026 09:00:00 am',
      signature: 'not recorded',
    });
  });

  it("says a review kept from before the case's log with its status in the reader's language, and a status it has no words for as it came", () => {
    const beforeLog = {
      ...doc,
      reviewed: [],
      reviewedBeforeLog: [
        { partyId: 'P-100002-OLIVIA', name: 'Olivia Owner', status: 'Accepted' },
        { partyId: 'P-100002-OLIVIA', name: 'Olivia Owner', status: 'Waived' },
      ],
    };
    expect(documentLines(beforeLog, false, TZ).reviewed).toEqual([
      "Accepted before this case's event log began, by Olivia Owner",
      "Waived before this case's event log began, by Olivia Owner",
    ]);
    const spanish = documentLines(beforeLog, false, TZ, CERTIFICATE_TEXTS_ES, formatsFor('es-US')).reviewed;
    expect(spanish[0]).toBe(CERTIFICATE_TEXTS_ES.reviewedBeforeLog('Aceptado', 'Olivia Owner'));
    expect(spanish[1]).toBe(CERTIFICATE_TEXTS_ES.reviewedBeforeLog('Waived', 'Olivia Owner'));
  });

  it('a document first delivered before the log whose fingerprint could not be worked out says "not yet", with no note about today\'s', () => {
    const lines = documentLines(
      { ...doc, sha256: null, delivered: null, deliveredBeforeLog: true, fingerprintTaken: 'today' },
      false,
      TZ,
    );
    expect(lines).toMatchObject({ fingerprint: 'not yet', fingerprintNote: null });
  });
});
