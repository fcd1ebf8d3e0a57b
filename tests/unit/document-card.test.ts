import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type DocumentCardInput,
  documentCardMachine,
  type SubmitDocumentInput,
  selectAtPolicyLimit,
  selectReviewIcon,
} from '../../machines/documentCard.ts';
import type { DocumentActionResult } from '../../src/api/schemas/document.ts';
import type { Submission } from '../../src/domain/documents.ts';
import { documentInfo } from './document-fixtures.ts';

const doc = documentInfo;

function startCard(
  input: Partial<DocumentCardInput> = {},
  respond?: (i: SubmitDocumentInput) => Promise<DocumentActionResult>,
) {
  const calls: SubmitDocumentInput[] = [];
  const reports: (string | null)[] = [];
  const machine = documentCardMachine.provide({
    // Standalone cards have no review to report to; the review machine's tests cover the real report.
    actions: { reportUpdate: ({ context }) => void reports.push(context.nextDocumentId) },
    actors: {
      submitDocument: fromPromise<DocumentActionResult, SubmitDocumentInput>(async ({ input: i }) => {
        calls.push(i);
        if (respond) return respond(i);
        return {
          document: {
            ...doc(),
            documentId: i.documentId,
            isReviewComplete: true,
            currentReviewStatus: 'Accepted',
          },
          nextDocumentId: 'd2',
        };
      }),
    },
  });
  const actor = createActor(machine, {
    input: { caseId: '100001', document: doc(), mayAct: true, ...input },
  });
  actor.start();
  return { actor, calls, reports };
}

describe('documentCard', () => {
  it('starts viewing an unreviewed document and reviewed for a reviewed one', () => {
    expect(startCard().actor.getSnapshot().matches({ idle: 'viewing' })).toBe(true);
    const reviewed = startCard({ document: doc({ isReviewComplete: true }) }).actor.getSnapshot();
    expect(reviewed.matches({ idle: 'reviewed' })).toBe(true);
    expect(reviewed.hasTag('complete')).toBe(true);
  });

  it('takes no decision and no review on a document whose file could not be shown, until it can be', async () => {
    const { actor, calls } = startCard({ document: doc({ requiredReviewStatus: ['Accepted'] }) });
    actor.send({ type: 'document.display', unreadable: true });
    expect(actor.getSnapshot().context.unreadable).toBe(true);
    expect(actor.getSnapshot().can({ type: 'document.choose', choice: 'Accepted' })).toBe(false);
    actor.send({ type: 'document.choose', choice: 'Accepted' });
    actor.send({ type: 'document.submit' });
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().context.draft.choice).toBeNull();

    const reviewOnly = startCard({ document: doc({ requiredReviewStatus: ['Reviewed'] }) });
    reviewOnly.actor.send({ type: 'document.display', unreadable: true });
    expect(reviewOnly.actor.getSnapshot().can({ type: 'document.review' })).toBe(false);
    reviewOnly.actor.send({ type: 'document.review' });
    expect(reviewOnly.calls).toHaveLength(0);

    // Shown after all (a retry fetched it): the customer may act again.
    actor.send({ type: 'document.display', unreadable: false });
    actor.send({ type: 'document.choose', choice: 'Accepted' });
    actor.send({ type: 'document.submit' });
    await waitFor(actor, (s) => s.matches({ idle: 'reviewed' }));
    expect(calls).toHaveLength(1);
  });

  it('refuses a submit without a selection, says why, and sends nothing', () => {
    const { actor, calls } = startCard();
    actor.send({ type: 'document.submit' });
    expect(actor.getSnapshot().context.error).toBe('Please make a selection to continue.');
    expect(actor.getSnapshot().matches({ idle: 'deciding' })).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('refuses a decline without comments', () => {
    const { actor, calls } = startCard();
    actor.send({ type: 'document.choose', choice: 'Declined' });
    actor.send({ type: 'document.submit' });
    expect(actor.getSnapshot().context.error).toBe('Please provide your comments');
    expect(calls).toHaveLength(0);
  });

  it('accepts through processing to reviewed and sends exactly one request on a double submit', async () => {
    const { actor, calls, reports } = startCard();
    actor.send({ type: 'document.choose', choice: 'Accepted' });
    actor.send({ type: 'document.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'document.submit' });
    await waitFor(actor, (s) => s.matches({ idle: 'reviewed' }));
    expect(calls).toEqual([
      { caseId: '100001', documentId: 'd1', submission: { kind: 'accept', body: { newStatus: 'Accepted' } } },
    ]);
    expect(actor.getSnapshot().context.nextDocumentId).toBe('d2');
    expect(reports).toEqual(['d2']);
  });

  it('keeps the answers after a failure and can retry', async () => {
    let fail = true;
    const { actor, calls } = startCard({}, async (i) => {
      if (fail) throw new Error('Server said no');
      return {
        document: { ...doc(), documentId: i.documentId, isReviewComplete: true },
        nextDocumentId: null,
      };
    });
    actor.send({ type: 'document.choose', choice: 'Declined' });
    actor.send({ type: 'document.comments', text: 'The address is wrong' });
    actor.send({ type: 'document.submit' });
    await waitFor(actor, (s) => s.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.failure).toBe('Server said no');
    expect(actor.getSnapshot().context.draft.comments).toBe('The address is wrong');
    fail = false;
    actor.send({ type: 'document.submit' });
    await waitFor(actor, (s) => s.matches({ idle: 'reviewed' }));
    expect(calls).toHaveLength(2);
    const expected: Submission = {
      kind: 'accept',
      body: { newStatus: 'Declined', declinationNote: 'The address is wrong' },
    };
    expect(calls[1]?.submission).toEqual(expected);
  });

  it('a review-only document is reviewed by document.review; a go-next failure uses the SPEC wording', async () => {
    const { actor } = startCard(
      { document: doc({ documentType: 'SignedPolicy', requiredReviewStatus: ['Reviewed'] }) },
      async () => {
        throw new Error('offline');
      },
    );
    expect(actor.getSnapshot().can({ type: 'document.choose', choice: 'Accepted' })).toBe(false);
    actor.send({ type: 'document.review' });
    await waitFor(actor, (s) => s.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.failure).toBe(
      'Failed to proceed to the next document. Reason: offline',
    );
  });

  it("shows the heading's icon: required, processing while sent, complete once done (moved from the view)", async () => {
    let answer: (result: DocumentActionResult) => void = () => {};
    const { actor } = startCard(
      { document: doc({ documentType: 'SignedPolicy', requiredReviewStatus: ['Reviewed'] }) },
      () => new Promise((resolve) => (answer = resolve)),
    );
    expect(selectReviewIcon(actor.getSnapshot())).toBe('required');
    actor.send({ type: 'document.review' });
    expect(selectReviewIcon(actor.getSnapshot())).toBe('processing');
    answer({
      document: { ...doc(), isReviewComplete: true, currentReviewStatus: 'Reviewed' },
      nextDocumentId: null,
    });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(selectReviewIcon(actor.getSnapshot())).toBe('complete');
  });

  it('a go-next failure without a reason says Please try again.', async () => {
    const { actor } = startCard(
      { document: doc({ documentType: 'SignedPolicy', requiredReviewStatus: ['Reviewed'] }) },
      async () => {
        throw new Error('');
      },
    );
    actor.send({ type: 'document.review' });
    await waitFor(actor, (s) => s.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.failure).toBe('Please try again.');
  });

  it('a caller who may not act can neither edit nor submit', () => {
    const { actor, calls } = startCard({ mayAct: false });
    expect(actor.getSnapshot().can({ type: 'document.choose', choice: 'Accepted' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'document.submit' })).toBe(false);
    actor.send({ type: 'document.submit' });
    expect(calls).toHaveLength(0);
    actor.send({ type: 'document.permissions', mayAct: true });
    expect(actor.getSnapshot().can({ type: 'document.submit' })).toBe(true);
  });

  it('a replacement form lists at most 3 policies', () => {
    const { actor } = startCard({
      document: doc({ documentType: 'ReplacementForm', requiredReviewStatus: ['Completed'] }),
    });
    for (let i = 0; i < 3; i++) actor.send({ type: 'document.policy.add' });
    expect(actor.getSnapshot().context.draft.policies).toHaveLength(3);
    expect(actor.getSnapshot().can({ type: 'document.policy.add' })).toBe(false);
    actor.send({ type: 'document.policy.add' });
    expect(actor.getSnapshot().context.draft.policies).toHaveLength(3);
    actor.send({ type: 'document.policy.remove', index: 0 });
    expect(actor.getSnapshot().can({ type: 'document.policy.add' })).toBe(true);
  });

  it('says the form is full only while it may still be edited (moved from the view)', () => {
    const form = { document: doc({ documentType: 'ReplacementForm', requiredReviewStatus: ['Completed'] }) };
    const { actor } = startCard(form);
    expect(selectAtPolicyLimit(actor.getSnapshot())).toBe(false);
    for (let i = 0; i < 3; i++) actor.send({ type: 'document.policy.add' });
    expect(selectAtPolicyLimit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'document.policy.remove', index: 0 });
    expect(selectAtPolicyLimit(actor.getSnapshot())).toBe(false);
    expect(selectAtPolicyLimit(startCard({ ...form, mayAct: false }).actor.getSnapshot())).toBe(false);
  });
});
