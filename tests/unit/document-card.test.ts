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
import type { Submission } from '../../src/domain/documents/documents.ts';
import { DOCUMENT_MESSAGES } from '../../src/domain/documents/documentTexts.ts';
import { type Message, message, type TextKey } from '../../src/i18n/message.ts';
import { rawMessage } from '../../src/i18n/rawText.ts';
import { say } from '../../src/i18n/texts.ts';
import { documentInfo } from './document-fixtures.ts';

/** A rule's refusal, as the card carries it (decision 490). */
const refusal = (key: TextKey<typeof DOCUMENT_MESSAGES>) =>
  message(DOCUMENT_MESSAGES, key as 'notAllReviewed');

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
    expect(actor.getSnapshot().context.error).toEqual(refusal('selectionRequired'));
    expect(actor.getSnapshot().matches({ idle: 'deciding' })).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('refuses a decline without comments', () => {
    const { actor, calls } = startCard();
    actor.send({ type: 'document.choose', choice: 'Declined' });
    actor.send({ type: 'document.submit' });
    expect(actor.getSnapshot().context.error).toEqual(refusal('commentsRequired'));
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
    expect(actor.getSnapshot().context.failure).toEqual(rawMessage('Server said no'));
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
    expect(actor.getSnapshot().context.failure).toEqual(
      message(DOCUMENT_MESSAGES, 'goNextFailedBecause', rawMessage('offline')),
    );
    expect(say(actor.getSnapshot().context.failure as Message, 'en')).toBe(
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
    expect(actor.getSnapshot().context.failure).toEqual(refusal('pleaseTryAgain'));
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

/** SPEC §3 and §5 document kinds, as the review hands them to their cards. */
const REVIEW_ONLY = doc({ documentType: 'SignedPolicy', requiredReviewStatus: ['Reviewed'] });
const REPLACEMENT = doc({ documentType: 'ReplacementForm', requiredReviewStatus: ['Completed'] });
const RECEIPT = doc({ documentType: 'EdjDeliveryReceipt', requiredReviewStatus: ['Accepted'] });

/** What a card offers: Next (review-only), the choice and Submit, and 'Add a policy' (SPEC §2, §5). */
const offers = (actor: ReturnType<typeof startCard>['actor']) => {
  const s = actor.getSnapshot();
  return {
    next: s.can({ type: 'document.review' }),
    choice: s.can({ type: 'document.choose', choice: 'Accepted' }),
    submit: s.can({ type: 'document.submit' }),
    addPolicy: s.can({ type: 'document.policy.add' }),
  };
};

describe('documentCard: which controls a card offers, by document and caller (SPEC §2, §4, §5)', () => {
  it('a document that needs Accepted is decided, never merely reviewed: no Next, and no review call', () => {
    const { actor, calls } = startCard({ document: doc({ requiredReviewStatus: ['Accepted'] }) });
    expect(offers(actor)).toEqual({ next: false, choice: true, submit: true, addPolicy: false });
    actor.send({ type: 'document.review' });
    expect(calls).toHaveLength(0);
    expect(selectReviewIcon(actor.getSnapshot())).toBe('required');
  });

  it('a review-only document offers Next until it is reviewed, then nothing: no second review call', async () => {
    const { actor, calls } = startCard({ document: REVIEW_ONLY }, async (i) => ({
      document: {
        ...REVIEW_ONLY,
        documentId: i.documentId,
        isReviewComplete: true,
        currentReviewStatus: 'Reviewed',
      },
      nextDocumentId: null,
    }));
    expect(offers(actor)).toEqual({ next: true, choice: false, submit: false, addPolicy: false });
    actor.send({ type: 'document.review' });
    await waitFor(actor, (s) => selectReviewIcon(s) === 'complete');
    expect(offers(actor).next).toBe(false);
    actor.send({ type: 'document.review' });
    expect(calls).toHaveLength(1);

    const reviewed = startCard({ document: { ...REVIEW_ONLY, isReviewComplete: true } });
    expect(offers(reviewed.actor).next).toBe(false);
    reviewed.actor.send({ type: 'document.review' });
    expect(reviewed.calls).toHaveLength(0);
  });

  it('marks a review-only document reviewed with the review call for this case and document (SPEC §7)', async () => {
    const { actor, calls } = startCard({ caseId: '100004', document: { ...REVIEW_ONLY, documentId: 'd9' } });
    actor.send({ type: 'document.review' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(calls).toEqual([{ caseId: '100004', documentId: 'd9', submission: { kind: 'review' } }]);
  });

  it('a caller whose review actions are not enabled gets no Next and no Add a policy', () => {
    const reviewOnly = startCard({ document: REVIEW_ONLY, mayAct: false });
    expect(offers(reviewOnly.actor)).toEqual({ next: false, choice: false, submit: false, addPolicy: false });
    reviewOnly.actor.send({ type: 'document.review' });
    expect(reviewOnly.calls).toHaveLength(0);

    const form = startCard({ document: REPLACEMENT, mayAct: false });
    expect(offers(form.actor).addPolicy).toBe(false);
    form.actor.send({ type: 'document.policy.add' });
    expect(form.actor.getSnapshot().context.draft.policies).toHaveLength(0);
  });

  it('a replacement form whose file could not be shown offers no Add a policy', () => {
    const { actor } = startCard({ document: REPLACEMENT });
    actor.send({ type: 'document.display', unreadable: true });
    expect(offers(actor).addPolicy).toBe(false);
    actor.send({ type: 'document.display', unreadable: false });
    expect(offers(actor).addPolicy).toBe(true);
  });
});

describe('documentCard: what a card sends (SPEC §3 answers, §5 rules, §7 calls)', () => {
  it('completes a replacement form with both answers, the reason and each policy, by index', async () => {
    const { actor, calls } = startCard({ document: REPLACEMENT });
    actor.send({ type: 'document.answer', question: 'mightDiscontinue', value: 'yes' });
    actor.send({ type: 'document.answer', question: 'mightFinance', value: 'no' });
    actor.send({ type: 'document.reason', text: 'A lower premium' });
    actor.send({ type: 'document.policy.add' });
    actor.send({ type: 'document.policy.add' });
    const fill = (index: number, policyNumber: string, insuredName: string, insurerName: string) => {
      actor.send({ type: 'document.policy.edit', index, field: 'policyNumber', value: policyNumber });
      actor.send({ type: 'document.policy.edit', index, field: 'insuredName', value: insuredName });
      actor.send({ type: 'document.policy.edit', index, field: 'insurerName', value: insurerName });
    };
    fill(0, 'OLD-1', 'Olivia Owner', 'Acme Life');
    fill(1, 'OLD-2', 'Ian Insured', 'Beta Mutual');
    actor.send({ type: 'document.policy.edit', index: 1, field: 'replaceOrFinance', value: 'Financing' });
    actor.send({ type: 'document.submit' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    const expected: Submission = {
      kind: 'complete',
      body: {
        answers: [
          { questionId: 'mightDiscontinue', value: 'yes' },
          { questionId: 'mightFinance', value: 'no' },
          { questionId: 'replacementReason', value: 'A lower premium' },
          { questionId: 'policyNumber', value: 'OLD-1', policyIndex: 0 },
          { questionId: 'insuredName', value: 'Olivia Owner', policyIndex: 0 },
          { questionId: 'insurerName', value: 'Acme Life', policyIndex: 0 },
          { questionId: 'replaceOrFinance', value: 'neither', policyIndex: 0 },
          { questionId: 'policyNumber', value: 'OLD-2', policyIndex: 1 },
          { questionId: 'insuredName', value: 'Ian Insured', policyIndex: 1 },
          { questionId: 'insurerName', value: 'Beta Mutual', policyIndex: 1 },
          { questionId: 'replaceOrFinance', value: 'Financing', policyIndex: 1 },
        ],
      },
    };
    expect(calls.map((c) => c.submission)).toEqual([expected]);
  });

  it('removing a policy removes that one and keeps the others as entered', () => {
    const { actor } = startCard({ document: REPLACEMENT });
    for (const policyNumber of ['OLD-1', 'OLD-2', 'OLD-3']) {
      const index = actor.getSnapshot().context.draft.policies.length;
      actor.send({ type: 'document.policy.add' });
      actor.send({ type: 'document.policy.edit', index, field: 'policyNumber', value: policyNumber });
    }
    actor.send({ type: 'document.policy.remove', index: 1 });
    expect(actor.getSnapshot().context.draft.policies.map((p) => p.policyNumber)).toEqual(['OLD-1', 'OLD-3']);
  });

  it('a new policy row starts empty, as neither replaced nor financing', () => {
    const { actor } = startCard({ document: REPLACEMENT });
    actor.send({ type: 'document.policy.add' });
    expect(actor.getSnapshot().context.draft.policies).toEqual([
      { policyNumber: '', insuredName: '', insurerName: '', replaceOrFinance: 'neither' },
    ]);
  });

  it('declines a delivery receipt with the new issue date and the comments (SPEC §5)', async () => {
    const { actor, calls } = startCard({ document: RECEIPT });
    expect(actor.getSnapshot().context.draft.newIssueDate).toBe('');
    actor.send({ type: 'document.choose', choice: 'Declined' });
    actor.send({ type: 'document.issueDate', text: '02/30/2026' });
    actor.send({ type: 'document.submit' });
    expect(actor.getSnapshot().context.error).toEqual(refusal('issueDateInvalid'));
    expect(calls).toHaveLength(0);
    actor.send({ type: 'document.issueDate', text: '03/02/2026' });
    actor.send({ type: 'document.comments', text: 'Please issue it in March' });
    actor.send({ type: 'document.submit' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    const expected: Submission = {
      kind: 'accept',
      body: {
        newStatus: 'Declined',
        declinationNote: 'Please issue it in March',
        answers: [{ questionId: 'newIssueDate', value: '03/02/2026' }],
      },
    };
    expect(calls.map((c) => c.submission)).toEqual([expected]);
  });
});

describe('documentCard: what a card says after a refusal or a failure (SPEC §5, §8)', () => {
  it("a refusal's words go as soon as the customer changes an answer", () => {
    const { actor } = startCard();
    actor.send({ type: 'document.submit' });
    expect(actor.getSnapshot().context.error).toEqual(refusal('selectionRequired'));
    actor.send({ type: 'document.choose', choice: 'Declined' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("a retry no longer shows the last failure's words while it is sent", async () => {
    let answer: (result: DocumentActionResult) => void = () => {};
    let fail = true;
    const { actor } = startCard({}, () =>
      fail
        ? Promise.reject(new Error('Server said no'))
        : new Promise((resolve) => {
            answer = resolve;
          }),
    );
    actor.send({ type: 'document.choose', choice: 'Accepted' });
    actor.send({ type: 'document.submit' });
    await waitFor(actor, (s) => s.context.failure !== null);
    fail = false;
    actor.send({ type: 'document.submit' });
    expect(selectReviewIcon(actor.getSnapshot())).toBe('processing');
    expect(actor.getSnapshot().context.failure).toBeNull();
    answer({ document: { ...doc(), isReviewComplete: true }, nextDocumentId: null });
    await waitFor(actor, (s) => !s.hasTag('busy'));
  });

  it("a second Next after a go-next failure no longer shows the failure's words while it is sent", async () => {
    let fail = true;
    // The retry is never answered: what matters is what the card shows while it is sent.
    const { actor } = startCard({ document: REVIEW_ONLY }, () =>
      fail ? Promise.reject(new Error('offline')) : new Promise<DocumentActionResult>(() => {}),
    );
    actor.send({ type: 'document.review' });
    await waitFor(actor, (s) => s.context.failure !== null);
    fail = false;
    actor.send({ type: 'document.review' });
    expect(selectReviewIcon(actor.getSnapshot())).toBe('processing');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('an accept that fails without a reason says Please try again.', async () => {
    const { actor } = startCard({}, async () => {
      throw new Error('');
    });
    actor.send({ type: 'document.choose', choice: 'Accepted' });
    actor.send({ type: 'document.submit' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual(refusal('pleaseTryAgain'));
  });
});

describe('documentCard: answers only a caller who may act can change (SPEC §4 review actions enabled)', () => {
  const edits = [
    { type: 'document.choose', choice: 'Declined' },
    { type: 'document.comments', text: 'The address is wrong' },
    { type: 'document.issueDate', text: '03/02/2026' },
    { type: 'document.answer', question: 'mightDiscontinue', value: 'yes' },
    { type: 'document.reason', text: 'A lower premium' },
    { type: 'document.policy.edit', index: 0, field: 'policyNumber', value: 'OLD-1' },
    { type: 'document.policy.remove', index: 0 },
  ] as const;

  it('with review actions not enabled, or on a review-only document, no answer can be changed', () => {
    const form = startCard({ document: REPLACEMENT });
    form.actor.send({ type: 'document.policy.add' });
    form.actor.send({ type: 'document.permissions', mayAct: false });
    const cards = [
      form.actor,
      startCard({ document: RECEIPT, mayAct: false }).actor,
      startCard({ document: REVIEW_ONLY }).actor,
    ];
    for (const actor of cards) {
      const before = actor.getSnapshot().context.draft;
      for (const edit of edits) {
        expect(actor.getSnapshot().can(edit), edit.type).toBe(false);
        actor.send(edit);
      }
      expect(actor.getSnapshot().context.draft).toEqual(before);
    }
  });

  it('changing any answer on a reviewed document asks for its review again until it is sent (SPEC §2 icon)', async () => {
    /** A replacement form sent with one policy: reviewed, its answers kept on the card. */
    const sentForm = async () => {
      const { actor } = startCard({ document: REPLACEMENT });
      actor.send({ type: 'document.answer', question: 'mightDiscontinue', value: 'no' });
      actor.send({ type: 'document.answer', question: 'mightFinance', value: 'no' });
      actor.send({ type: 'document.reason', text: 'A lower premium' });
      actor.send({ type: 'document.policy.add' });
      for (const [field, value] of [
        ['policyNumber', 'OLD-1'],
        ['insuredName', 'Olivia Owner'],
        ['insurerName', 'Acme Life'],
      ] as const)
        actor.send({ type: 'document.policy.edit', index: 0, field, value });
      actor.send({ type: 'document.submit' });
      await waitFor(actor, (s) => selectReviewIcon(s) === 'complete');
      return actor;
    };
    for (const edit of edits) {
      const onForm =
        edit.type.startsWith('document.policy') || ['document.answer', 'document.reason'].includes(edit.type);
      const actor = onForm
        ? await sentForm()
        : startCard({ document: { ...RECEIPT, isReviewComplete: true } }).actor;
      expect(selectReviewIcon(actor.getSnapshot()), edit.type).toBe('complete');
      actor.send(edit);
      expect(selectReviewIcon(actor.getSnapshot()), edit.type).toBe('required');
    }
  });
});

describe('documentCard: the replacement form (SPEC §5)', () => {
  it('says the form is full only while it may be edited: not once the right to act is gone, nor while the file can not be shown', () => {
    const full = () => {
      const { actor } = startCard(
        { document: REPLACEMENT },
        () => new Promise<DocumentActionResult>(() => {}),
      );
      for (let i = 0; i < 3; i++) actor.send({ type: 'document.policy.add' });
      expect(selectAtPolicyLimit(actor.getSnapshot())).toBe(true);
      return actor;
    };
    const revoked = full();
    revoked.send({ type: 'document.permissions', mayAct: false });
    expect(selectAtPolicyLimit(revoked.getSnapshot())).toBe(false);
    const unreadable = full();
    unreadable.send({ type: 'document.display', unreadable: true });
    expect(selectAtPolicyLimit(unreadable.getSnapshot())).toBe(false);
  });

  it('a form that replaces something but gives no reason is refused beside the reason, and nothing is sent', () => {
    const { actor, calls } = startCard({ document: REPLACEMENT });
    actor.send({ type: 'document.answer', question: 'mightDiscontinue', value: 'yes' });
    actor.send({ type: 'document.answer', question: 'mightFinance', value: 'no' });
    actor.send({ type: 'document.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      replacementReason: refusal('reasonRequired'),
    });
    expect(calls).toHaveLength(0);
  });

  it('both questions answered No: sent without a reason (decision 351)', () => {
    const { actor, calls } = startCard({ document: REPLACEMENT });
    actor.send({ type: 'document.answer', question: 'mightDiscontinue', value: 'no' });
    actor.send({ type: 'document.answer', question: 'mightFinance', value: 'no' });
    actor.send({ type: 'document.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(calls).toHaveLength(1);
  });

  it('an empty Submit marks both questions; an edit takes the messages away, the next Submit says what is left', () => {
    const { actor, calls } = startCard({ document: REPLACEMENT });
    actor.send({ type: 'document.submit' });
    const answer = refusal('answerRequired');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      mightDiscontinue: answer,
      mightFinance: answer,
    });
    expect(actor.getSnapshot().context.refusals).toBe(1);
    actor.send({ type: 'document.answer', question: 'mightDiscontinue', value: 'no' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'document.answer', question: 'mightFinance', value: 'yes' });
    actor.send({ type: 'document.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      replacementReason: refusal('reasonRequired'),
    });
    expect(actor.getSnapshot().context.refusals).toBe(2);
    expect(calls).toHaveLength(0);
  });
});
