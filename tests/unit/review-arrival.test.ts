import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type DocumentCardRef, documentReviewMachine } from '../../machines/documentReview.ts';
import type { DocumentActionResult, DocumentInfo } from '../../src/api/schemas/document.ts';
import { DOCUMENT_TEXTS } from '../../src/domain/documents/documentTexts.ts';
import { STEP_TEXTS } from '../../src/domain/journey/stepTexts.ts';
import { documentOutcome } from '../../src/domain/review/documentSteps.ts';
import { type Message, message } from '../../src/i18n/message.ts';
import { say } from '../../src/i18n/texts.ts';
import { documentInfo, reviewCase } from './document-fixtures.ts';

/**
 * Every step lands and says so (decision 352): after a document the review opens the next one, counts the
 * arrival for the view's focus, and says in the live region what was done and what is next.
 */
const doc = (
  n: number,
  documentType: DocumentInfo['documentType'],
  status: 'Accepted' | 'Reviewed',
  done = false,
) =>
  documentInfo({
    documentId: `D-1-${n}`,
    documentType,
    requiredReviewStatus: [status],
    isReviewComplete: done,
    currentReviewStatus: done ? status : null,
  });

const caseWith = (documents: DocumentInfo[], partyId = 'p-olivia') => reviewCase({ documents, partyId });

/** The review as the Owner (Olivia) sees it, or as another party on the case (Ian, Insured only). */
function start(documents: DocumentInfo[], partyId = 'p-olivia') {
  const said: Message[][] = [];
  const reviewed = caseWith(documents, partyId);
  const machine = documentReviewMachine.provide({
    actors: {
      loadCase: fromPromise(async () => reviewed),
      loadDocuments: fromPromise(async () => []),
      documentCard: documentReviewMachine.implementations.actors.documentCard,
    } as never,
    actions: { announce: (_, texts) => void said.push([...texts]) },
  });
  const actor = createActor(machine, { input: { caseId: '1', role: 'customer' } }).start();
  return { actor, said };
}

/** What the live region says, in English. */
const written = (said: Message[][]) => said.map((texts) => texts.map((m) => say(m, 'en')));

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('documentReview: after a document, the next one (decision 352)', () => {
  it('says "Amendment accepted. Next: Statement of Health", opens it and counts the arrival', async () => {
    const amendment = doc(1, 'Amendment', 'Accepted');
    const health = doc(2, 'StatementOfHealth', 'Accepted');
    const { actor, said } = start([amendment, health]);
    await settle();
    const card = actor.getSnapshot().context.cards[0]?.ref as DocumentCardRef;
    const result: DocumentActionResult = {
      document: { ...amendment, isReviewComplete: true, currentReviewStatus: 'Accepted' },
      nextDocumentId: 'D-1-2',
    };
    actor.send({
      type: 'card.updated',
      ...result,
      submission: { kind: 'accept', body: { newStatus: 'Accepted' } },
    });
    expect(card).toBeDefined();
    expect(said).toEqual([
      [
        message(STEP_TEXTS.documentDone, 'Accepted', message(DOCUMENT_TEXTS.names, 'Amendment')),
        message(STEP_TEXTS, 'next', message(DOCUMENT_TEXTS.names, 'StatementOfHealth')),
      ],
    ]);
    expect(written(said)).toEqual([['Amendment accepted.', 'Next: Statement of Health']]);
    expect(actor.getSnapshot().context.openDocumentId).toBe('D-1-2');
    expect(actor.getSnapshot().context.arrival).toEqual({ documentId: 'D-1-2', count: 1 });
  });

  /** The signed policy reviewed, then the last document reviewed by `party`: what the live region said. */
  async function lastReviewedBy(party = 'p-olivia') {
    const signed = doc(1, 'SignedPolicy', 'Reviewed', true);
    const last = doc(2, 'IllustrationSignature', 'Reviewed');
    const { actor, said } = start([signed, last], party);
    await settle();
    actor.send({
      type: 'card.updated',
      document: { ...last, isReviewComplete: true, currentReviewStatus: 'Reviewed' },
      nextDocumentId: null,
      submission: { kind: 'review' },
    });
    return { actor, said };
  }

  it('the last document: every document is reviewed, Continue is next, and the arrival names no card', async () => {
    const { actor, said } = await lastReviewedBy();
    expect(said).toEqual([
      [
        message(STEP_TEXTS.documentDone, 'Reviewed', message(DOCUMENT_TEXTS.names, 'IllustrationSignature')),
        message(STEP_TEXTS, 'allReviewedContinue'),
      ],
    ]);
    expect(written(said)).toEqual([
      ['Illustration Signature reviewed.', 'Every document is reviewed. Next: Continue'],
    ]);
    expect(actor.getSnapshot().context.arrival).toEqual({ documentId: null, count: 1 });
  });

  it('the last document for a party who is not the Owner: every document is reviewed, and no Continue', async () => {
    const { said } = await lastReviewedBy('p-ian');
    expect(written(said)).toEqual([['Illustration Signature reviewed.', 'Every document is reviewed.']]);
  });

  it('a document done with none next while another is still to review says only what was done', async () => {
    const amendment = doc(1, 'Amendment', 'Accepted');
    const health = doc(2, 'StatementOfHealth', 'Accepted');
    const { actor, said } = start([amendment, health]);
    await settle();
    actor.send({
      type: 'card.updated',
      document: { ...amendment, isReviewComplete: true, currentReviewStatus: 'Accepted' },
      nextDocumentId: null,
      submission: { kind: 'accept', body: { newStatus: 'Accepted' } },
    });
    expect(written(said)).toEqual([['Amendment accepted.']]);
  });

  it('names each outcome as the card sent it', () => {
    expect(documentOutcome({ kind: 'review' })).toBe('Reviewed');
    expect(documentOutcome({ kind: 'complete', body: { answers: [] } })).toBe('Completed');
    expect(documentOutcome({ kind: 'accept', body: { newStatus: 'Declined' } })).toBe('Declined');
  });
});
