import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { documentCardMachine, type SubmitDocumentInput } from '../../machines/documentCard.ts';
import {
  documentReviewMachine,
  type ReceivedDocument,
  sameDocumentContent,
  selectDocumentContent,
  selectMayAct,
} from '../../machines/documentReview.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import type { Document, DocumentActionResult } from '../../src/api/schemas/document.ts';
import type { PaymentInfo } from '../../src/api/schemas/payment.ts';
import { fingerprintDiffers, withReceivedFingerprints } from '../../src/domain/documents/fingerprint.ts';
import { rawMessage } from '../../src/i18n/rawText.ts';
import { say } from '../../src/i18n/texts.ts';
import { reviewCase } from './document-fixtures.ts';

interface Options {
  caseData?: Case;
  role?: 'customer' | 'agent';
  paymentStatus?: PaymentInfo['paymentStatus'];
  documentsError?: Error;
}

function startReview({
  caseData = reviewCase(),
  role = 'customer',
  paymentStatus = 'InitialPaymentRequired',
  documentsError,
}: Options = {}) {
  let current = caseData;
  const effects: string[] = [];
  const documentLoads: string[] = [];
  const submitted: SubmitDocumentInput[] = [];
  const machine = documentReviewMachine.provide({
    actors: {
      loadCase: fromPromise<Case, { caseId: string; role: 'customer' | 'agent' }>(async () => current),
      loadDocuments: fromPromise<Document[], { caseId: string }>(async ({ input }) => {
        documentLoads.push(input.caseId);
        if (documentsError) throw documentsError;
        return current.documents.map((d) => ({ ...d, content: 'JVBERi0=' }));
      }),
      loadPaymentInfo: fromPromise<PaymentInfo, { caseId: string }>(
        async () => ({ paymentStatus }) as PaymentInfo,
      ),
      documentCard: documentCardMachine.provide({
        actors: {
          submitDocument: fromPromise<DocumentActionResult, SubmitDocumentInput>(async ({ input }) => {
            submitted.push(input);
            const index = current.documents.findIndex((d) => d.documentId === input.documentId);
            const updated = { ...current.documents[index]!, isReviewComplete: true };
            current = { ...current, documents: current.documents.map((d, i) => (i === index ? updated : d)) };
            return { document: updated, nextDocumentId: current.documents[index + 1]?.documentId ?? null };
          }),
        },
      }),
    },
    actions: {
      navigate: (_, target) =>
        void effects.push(
          `${target.replace ? 'redirect:' : ''}${target.name}${target.params ? `/${Object.values(target.params).join('/')}` : ''}`,
        ),
      notify: (_, params) => void effects.push(`notify:${say(params.message, 'en')}`),
    },
  });
  const actor = createActor(machine, { input: { caseId: caseData.caseId, role } });
  actor.start();
  return { actor, effects, submitted, documentLoads };
}

const card = (actor: ReturnType<typeof startReview>['actor'], id: string) =>
  actor.getSnapshot().context.cards.find((c) => c.documentId === id)!.ref;

describe('documentReview', () => {
  it('spawns one card per document and loads their contents', async () => {
    const { actor } = startReview();
    await waitFor(actor, (s) => s.matches({ ready: { content: 'shown' } }));
    const { cards, contents } = actor.getSnapshot().context;
    expect(cards.map((c) => c.documentId)).toEqual(['d1', 'd2']);
    expect(Object.keys(contents)).toEqual(['d1', 'd2']);
  });

  it("keeps each document's delivered and received fingerprints, so a changed file can be told (decision 211)", async () => {
    const content = btoa('%PDF-1.7 as delivered');
    const [first] = await withReceivedFingerprints([{ content }]);
    const delivered = first?.receivedSha256 ?? null;
    const machine = documentReviewMachine.provide({
      actors: {
        loadCase: fromPromise<Case, { caseId: string; role: 'customer' | 'agent' }>(async () => reviewCase()),
        loadDocuments: fromPromise<ReceivedDocument[], { caseId: string }>(async () =>
          withReceivedFingerprints<Document>([
            { ...reviewCase().documents[0]!, content, sha256: delivered ?? undefined },
            {
              ...reviewCase().documents[1]!,
              content: btoa('%PDF-1.7 put in its place'),
              sha256: delivered ?? undefined,
            },
          ]),
        ),
        loadPaymentInfo: fromPromise<PaymentInfo, { caseId: string }>(async () => ({}) as PaymentInfo),
      },
    });
    const actor = createActor(machine, { input: { caseId: '100001', role: 'customer' } }).start();
    await waitFor(actor, (s) => s.matches({ ready: { content: 'shown' } }));
    const { fingerprints } = actor.getSnapshot().context;
    expect(fingerprints.d1).toEqual({ delivered, received: delivered });
    expect(fingerprintDiffers(fingerprints.d1!)).toBe(false);
    expect(fingerprintDiffers(fingerprints.d2!)).toBe(true);
  });

  it('opens one card at a time', async () => {
    const { actor } = startReview();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.toggle', documentId: 'd1' });
    actor.send({ type: 'review.toggle', documentId: 'd2' });
    expect(actor.getSnapshot().context.openDocumentId).toBe('d2');
    actor.send({ type: 'review.toggle', documentId: 'd2' });
    expect(actor.getSnapshot().context.openDocumentId).toBeNull();
  });

  it('a reviewed card reports to the review, which opens the next document and reloads the case', async () => {
    const { actor, documentLoads } = startReview();
    await waitFor(actor, (s) => s.matches({ ready: { content: 'shown' } }));
    actor.send({ type: 'review.toggle', documentId: 'd1' });
    card(actor, 'd1').send({ type: 'document.review' });
    await waitFor(actor, (s) => s.context.openDocumentId === 'd2');
    expect(actor.getSnapshot().context.case?.documents[0]?.isReviewComplete).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'current' } }));
    // Only the case reloads; the documents already shown are not fetched again.
    expect(documentLoads).toEqual(['100001']);
    expect(actor.getSnapshot().matches({ ready: { content: 'shown' } })).toBe(true);
  });

  it('the Owner may not continue before every document is reviewed', async () => {
    const { actor, effects } = startReview();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'review.continue' });
    expect(effects).toEqual([
      'notify:You must review all of the documents for your policy before continuing.',
    ]);
    expect(actor.getSnapshot().matches({ ready: { flow: 'reviewing' } })).toBe(true);
  });

  it('the Owner continues to Payment when a payment is needed, else to Acceptance', async () => {
    const reviewed = reviewCase();
    reviewed.documents = reviewed.documents.map((d) => ({ ...d, isReviewComplete: true }));
    const toPayment = startReview({ caseData: reviewed });
    await waitFor(toPayment.actor, (s) => s.matches('ready'));
    toPayment.actor.send({ type: 'review.continue' });
    await waitFor(toPayment.actor, (s) => s.matches('leaving'));
    expect(toPayment.effects).toEqual(['Payment/100001']);

    const toAcceptance = startReview({ caseData: reviewed, paymentStatus: 'Complete' });
    await waitFor(toAcceptance.actor, (s) => s.matches('ready'));
    toAcceptance.actor.send({ type: 'review.continue' });
    await waitFor(toAcceptance.actor, (s) => s.matches('leaving'));
    expect(toAcceptance.effects).toEqual(['Acceptance/100001']);
  });

  it('a party who is not the Owner has no Continue', async () => {
    const { actor } = startReview({ caseData: reviewCase({ partyId: 'p-ian' }) });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'review.continue' })).toBe(false);
    expect(card(actor, 'd1').getSnapshot().context.mayAct).toBe(true);
  });

  it('a customer whose acceptance is done may not act on the cards', async () => {
    const caseData = reviewCase({ lifeCycleStatus: 'ChangeRequested' });
    const { actor } = startReview({ caseData });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(card(actor, 'd1').getSnapshot().can({ type: 'document.review' })).toBe(false);
  });

  // SPEC §4: WaitingApproval enables review on the agent side; a customer acts then only with an open approval.
  it('in WaitingApproval a customer without an approval may not act; one with an open approval may', async () => {
    const waiting = reviewCase({ lifeCycleStatus: 'WaitingApproval' });
    const refused = startReview({ caseData: waiting });
    await waitFor(refused.actor, (s) => s.matches('ready'));
    expect(selectMayAct(refused.actor.getSnapshot())).toBe(false);
    expect(card(refused.actor, 'd1').getSnapshot().can({ type: 'document.review' })).toBe(false);

    const approver = {
      partyId: 'p-olivia',
      role: 'Owner',
      isAssigned: true,
      isComplete: false,
      closedOn: null,
    };
    const allowed = startReview({ caseData: { ...waiting, approvals: [approver] } as Case });
    await waitFor(allowed.actor, (s) => s.matches('ready'));
    expect(selectMayAct(allowed.actor.getSnapshot())).toBe(true);
    expect(card(allowed.actor, 'd1').getSnapshot().can({ type: 'document.review' })).toBe(true);
  });

  it('redirects when the case is already past review', async () => {
    const { actor, effects } = startReview({ caseData: reviewCase({ lifeCycleStatus: 'Complete' }) });
    await waitFor(actor, (s) => s.matches('redirected'));
    expect(effects).toEqual(['redirect:Confirmation/100001']);
    const annuity = startReview({
      caseData: reviewCase({ lifeCycleStatus: 'WaitingDeliveryConfirmation', isAnnuity: true }),
    });
    await waitFor(annuity.actor, (s) => s.matches('redirected'));
    expect(annuity.effects).toEqual(['redirect:AnnuityConfirmation/100001']);
  });

  it('sends a customer who has not consented to the consent screen before any document loads', async () => {
    const c = reviewCase();
    const withoutConsent = ({ consentedAt: _, ...party }: Case['parties'][number]) => party;
    const asked = { ...c, parties: c.parties.map(withoutConsent) };
    const { actor, effects, documentLoads } = startReview({ caseData: asked });
    await waitFor(actor, (s) => s.matches('redirected'));
    expect(effects).toEqual(['redirect:Consent/100001']);
    expect(documentLoads).toEqual([]);
    // An agent is never asked: the same case in approval opens for them.
    const agent = startReview({ caseData: { ...asked, lifeCycleStatus: 'WaitingApproval' }, role: 'agent' });
    await waitFor(agent.actor, (s) => s.matches('ready'));
    expect(agent.effects).toEqual([]);
  });

  it('shows the documents-down state when the document service is down; cards still exist', async () => {
    const down = new ApiError('down', { code: 'EpdDown', status: 503, call: 'documents' });
    const { actor } = startReview({ documentsError: down });
    await waitFor(actor, (s) => s.matches({ ready: { content: 'down' } }));
    expect(actor.getSnapshot().context.cards).toHaveLength(2);
  });

  it('a malformed documents answer is a failure with its message, not a crash', async () => {
    const bad = new ApiError('documents: content is missing', {
      code: 'BadResponse',
      status: 200,
      call: 'documents',
    });
    const { actor } = startReview({ documentsError: bad });
    await waitFor(actor, (s) => s.matches({ ready: { content: 'failed' } }));
    expect(actor.getSnapshot().context.documentsError).toEqual(rawMessage('documents: content is missing'));
  });

  it("tells each card what its body shows: fetching, the file, the service down, or the failure's words", async () => {
    const shown = startReview();
    expect(selectDocumentContent(shown.actor.getSnapshot(), 'd1')).toEqual({ status: 'fetching' });
    await waitFor(shown.actor, (s) => s.matches({ ready: { content: 'shown' } }));
    expect(selectDocumentContent(shown.actor.getSnapshot(), 'd1')).toEqual({
      status: 'shown',
      content: 'JVBERi0=',
      // The fake documents call gives no fingerprint, nor computes one.
      fingerprint: { delivered: null, received: null },
    });
    expect(selectDocumentContent(shown.actor.getSnapshot(), 'gone')).toEqual({
      status: 'shown',
      content: undefined,
    });

    const down = startReview({
      documentsError: new ApiError('down', { code: 'EpdDown', status: 503, call: 'documents' }),
    });
    await waitFor(down.actor, (s) => s.matches({ ready: { content: 'down' } }));
    expect(selectDocumentContent(down.actor.getSnapshot(), 'd1')).toEqual({ status: 'down' });

    const bad = new ApiError('documents: content is missing', {
      code: 'BadResponse',
      status: 200,
      call: 'documents',
    });
    const failed = startReview({ documentsError: bad });
    await waitFor(failed.actor, (s) => s.matches({ ready: { content: 'failed' } }));
    expect(selectDocumentContent(failed.actor.getSnapshot(), 'd1')).toEqual({
      status: 'failed',
      message: rawMessage('documents: content is missing'),
    });
  });

  it('counts two contents the same when they draw the same body', () => {
    const shown = (content: string, received: string | null = null) =>
      ({ status: 'shown', content, fingerprint: { delivered: null, received } }) as const;
    expect(sameDocumentContent(shown('a'), shown('a'))).toBe(true);
    expect(sameDocumentContent(shown('a'), shown('b'))).toBe(false);
    expect(sameDocumentContent(shown('a', 'f1'), shown('a', 'f2'))).toBe(false);
    expect(
      sameDocumentContent(
        { status: 'failed', message: rawMessage('x') },
        { status: 'failed', message: rawMessage('y') },
      ),
    ).toBe(false);
    expect(sameDocumentContent({ status: 'down' }, { status: 'fetching' })).toBe(false);
    expect(sameDocumentContent({ status: 'down' }, { status: 'down' })).toBe(true);
  });

  it('a save-age decline tells the customer what comes next and sends them to the site root', async () => {
    const caseData = reviewCase();
    caseData.documents = [
      {
        ...caseData.documents[0]!,
        documentId: 's1',
        documentType: 'SaveAge',
        requiredReviewStatus: ['Accepted'],
      },
    ];
    const { actor, effects, submitted } = startReview({ caseData });
    await waitFor(actor, (s) => s.matches('ready'));
    card(actor, 's1').send({ type: 'document.choose', choice: 'Declined' });
    card(actor, 's1').send({ type: 'document.submit' });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(effects).toEqual([
      'notify:Your policy will be reissued without the Save Age date. Your agent will contact you, and we will e-mail you when it is ready for your review again.',
      'Home',
    ]);
    expect(submitted[0]?.submission).toEqual({
      kind: 'accept',
      body: { newStatus: 'Declined', declinationNote: 'Declined Save Age document' },
    });
  });

  it('an older reload never overwrites a newer update (the reload restarts)', async () => {
    const caseData = reviewCase();
    const pending: ((c: Case) => void)[] = [];
    let loads = 0;
    const machine = documentReviewMachine.provide({
      actors: {
        loadCase: fromPromise<Case, { caseId: string; role: 'customer' | 'agent' }>(async () => {
          loads += 1;
          if (loads === 1) return caseData;
          return new Promise<Case>((resolve) => pending.push(resolve));
        }),
        loadDocuments: fromPromise<Document[], { caseId: string }>(async () => []),
        documentCard: documentCardMachine.provide({
          actors: {
            submitDocument: fromPromise<DocumentActionResult, SubmitDocumentInput>(async ({ input }) => ({
              document: {
                ...caseData.documents.find((d) => d.documentId === input.documentId)!,
                isReviewComplete: true,
              },
              nextDocumentId: null,
            })),
          },
        }),
      },
    });
    const actor = createActor(machine, { input: { caseId: '100001', role: 'customer' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    card(actor, 'd1').send({ type: 'document.review' });
    await waitFor(actor, () => pending.length === 1);
    card(actor, 'd2').send({ type: 'document.choose', choice: 'Accepted' });
    card(actor, 'd2').send({ type: 'document.submit' });
    await waitFor(actor, () => pending.length === 2);
    // The first reload answers late with the case as it was before d2 was accepted.
    pending[0]!({
      ...caseData,
      documents: [{ ...caseData.documents[0]!, isReviewComplete: true }, caseData.documents[1]!],
    });
    await Promise.resolve();
    expect(actor.getSnapshot().context.case?.documents.every((d) => d.isReviewComplete)).toBe(true);
  });
});
