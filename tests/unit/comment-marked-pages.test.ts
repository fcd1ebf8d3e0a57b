import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  commentModalMachine,
  type SubmitCommentInput,
  selectMarksOffer,
} from '../../machines/commentModal.ts';
import { ApiError } from '../../src/api/errors.ts';
import { MAX_MARKED_PAGES_BYTES } from '../../src/api/schemas/markedPages.ts';
import { bytesToBase64, type ExportedMarks, marksProblem } from '../../src/domain/markedPages.ts';

/** Issue 24 point 4: the comment modal attaches the pages the customer marked (decision 285). */
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]); // %PDF-1.7
const MARKS: ExportedMarks = { pdf: PDF, pages: [2, 5] };

function start(answer: (i: SubmitCommentInput) => Promise<boolean> = async () => true) {
  const sent: SubmitCommentInput[] = [];
  const toasts: string[] = [];
  const machine = commentModalMachine.provide({
    actors: {
      submitComment: fromPromise<boolean, SubmitCommentInput>(async ({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
    actions: { notify: (_, p) => void toasts.push(`${p.kind}:${p.message}`) },
  });
  const actor = createActor(machine, { input: { caseId: '100003' } }).start();
  const marked = (exportMarks: (() => Promise<ExportedMarks>) | null, documentId = 'D-1') =>
    actor.send({ type: 'comment.marks', documentId, documentName: 'Signed Policy', exportMarks });
  const offer = () => selectMarksOffer(actor.getSnapshot());
  return { actor, sent, toasts, marked, offer };
}

async function openWithMarks(
  exportMarks: () => Promise<ExportedMarks>,
  kind: 'question' | 'change' = 'question',
) {
  const modal = start();
  modal.marked(exportMarks);
  modal.actor.send({ type: 'comment.open', kind });
  return modal;
}

describe('the comment modal with marked pages', () => {
  it('without marks nothing changes: the form alone, and the text goes as before', async () => {
    const { actor, sent, offer } = start();
    actor.send({ type: 'comment.open', kind: 'question' });
    expect(actor.getSnapshot().matches({ open: 'writing' })).toBe(true);
    expect(offer()).toEqual({ status: 'none' });
    actor.send({ type: 'comment.edit', text: 'When?' });
    actor.send({ type: 'comment.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(sent).toEqual([{ caseId: '100003', kind: 'question', text: 'When?' }]);
  });

  it('prepares the marked pages, then offers them ticked, and sends them with the question', async () => {
    let finish: (m: ExportedMarks) => void = () => {};
    const { actor, sent, offer } = await openWithMarks(() => new Promise((r) => (finish = r)));
    expect(offer()).toEqual({ status: 'preparing' });
    // Typing goes on while the pages are prepared; sending waits for them.
    actor.send({ type: 'comment.edit', text: 'What does page 5 mean?' });
    actor.send({ type: 'comment.submit' });
    expect(sent).toEqual([]);
    finish(MARKS);
    await waitFor(actor, (s) => s.matches({ open: 'offeringPages' }));
    expect(offer()).toEqual({
      status: 'offered',
      pages: [2, 5],
      documentName: 'Signed Policy',
      attach: true,
    });
    actor.send({ type: 'comment.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(sent).toEqual([
      {
        caseId: '100003',
        kind: 'question',
        text: 'What does page 5 mean?',
        markedPages: { documentId: 'D-1', pages: [2, 5], pdf: PDF },
      },
    ]);
  });

  it('unticked, the change request goes without them', async () => {
    const { actor, sent } = await openWithMarks(async () => MARKS, 'change');
    await waitFor(actor, (s) => s.matches({ open: 'offeringPages' }));
    actor.send({ type: 'comment.attach', attach: false });
    actor.send({ type: 'comment.edit', text: 'Fix my name' });
    actor.send({ type: 'comment.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(sent).toEqual([{ caseId: '100003', kind: 'change', text: 'Fix my name' }]);
  });

  it('marks too large to attach: says so, keeps the text, and sends without them', async () => {
    const big = { pdf: new Uint8Array(MAX_MARKED_PAGES_BYTES + 1), pages: [2] };
    big.pdf.set(PDF);
    const { actor, sent, offer } = await openWithMarks(async () => big);
    await waitFor(actor, (s) => s.matches({ open: 'pagesNotAttachable' }));
    expect(offer()).toEqual({ status: 'notAttachable', problem: 'tooLarge' });
    actor.send({ type: 'comment.edit', text: 'Question' });
    actor.send({ type: 'comment.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(sent[0]?.markedPages).toBeUndefined();
  });

  it('an export that fails or is no PDF is unreadable, and the form stays usable', async () => {
    const failed = await openWithMarks(async () => {
      throw new Error('editor gone');
    });
    await waitFor(failed.actor, (s) => s.matches({ open: 'pagesNotAttachable' }));
    expect(failed.offer()).toEqual({ status: 'notAttachable', problem: 'unreadable' });
    const junk = await openWithMarks(async () => ({ pdf: new Uint8Array([1, 2, 3]), pages: [2] }));
    await waitFor(junk.actor, (s) => s.matches({ open: 'pagesNotAttachable' }));
    expect(junk.offer()).toEqual({ status: 'notAttachable', problem: 'unreadable' });
  });

  it('a failed send keeps the text, the pages and the tick; a retry sends them again', async () => {
    let fail = true;
    const modal = start(async () => {
      if (fail) throw new Error('network');
      return true;
    });
    modal.marked(async () => MARKS);
    modal.actor.send({ type: 'comment.open', kind: 'question' });
    await waitFor(modal.actor, (s) => s.matches({ open: 'offeringPages' }));
    modal.actor.send({ type: 'comment.edit', text: 'Page 2?' });
    modal.actor.send({ type: 'comment.submit' });
    await waitFor(modal.actor, (s) => s.matches({ open: 'offeringPages' }) && modal.toasts.length > 0);
    expect(modal.toasts).toEqual(['error:Request Could not be completed']);
    expect(modal.actor.getSnapshot().context.text).toBe('Page 2?');
    fail = false;
    modal.actor.send({ type: 'comment.submit' });
    await waitFor(modal.actor, (s) => s.matches('hidden'));
    expect(modal.sent.map((s) => s.markedPages?.pages)).toEqual([
      [2, 5],
      [2, 5],
    ]);
  });

  it('pages the service refuses are said so, the text kept; the next send goes without them', async () => {
    for (const [error, problem] of [
      [new ApiError('too big', { code: 'PayloadTooLarge', status: 413, call: 'createComment' }), 'tooLarge'],
      [
        new ApiError('markedPages.pdf: is not a PDF', {
          code: 'BadRequest',
          status: 400,
          call: 'createComment',
          field: 'markedPages.pdf',
        }),
        'unreadable',
      ],
    ] as const) {
      let first = true;
      const modal = start(async () => {
        if (first) {
          first = false;
          throw error;
        }
        return true;
      });
      modal.marked(async () => MARKS);
      modal.actor.send({ type: 'comment.open', kind: 'change' });
      await waitFor(modal.actor, (s) => s.matches({ open: 'offeringPages' }));
      modal.actor.send({ type: 'comment.edit', text: 'Fix page 5' });
      modal.actor.send({ type: 'comment.submit' });
      await waitFor(modal.actor, (s) => s.matches({ open: 'pagesNotAttachable' }));
      expect(modal.offer()).toEqual({ status: 'notAttachable', problem });
      expect(modal.actor.getSnapshot().context.text).toBe('Fix page 5');
      modal.actor.send({ type: 'comment.submit' });
      await waitFor(modal.actor, (s) => s.matches('hidden'));
      expect(modal.sent[1]).toEqual({ caseId: '100003', kind: 'change', text: 'Fix page 5' });
    }
  });

  it('a refusal of the text itself is not blamed on the pages', async () => {
    const modal = start(async () => {
      throw new ApiError('text: is too long', {
        code: 'BadRequest',
        status: 400,
        call: 'createComment',
        field: 'text',
      });
    });
    modal.marked(async () => MARKS);
    modal.actor.send({ type: 'comment.open', kind: 'question' });
    await waitFor(modal.actor, (s) => s.matches({ open: 'offeringPages' }));
    modal.actor.send({ type: 'comment.edit', text: 'Long' });
    modal.actor.send({ type: 'comment.submit' });
    await waitFor(modal.actor, (s) => s.matches({ open: 'offeringPages' }) && modal.toasts.length > 0);
    expect(modal.offer()).toMatchObject({ status: 'offered', attach: true });
  });

  it("a viewer's report of no marks clears its document's, not another's; the latest document wins", () => {
    const { actor, marked } = start();
    marked(async () => MARKS, 'D-1');
    marked(null, 'D-2');
    expect(actor.getSnapshot().context.marks?.documentId).toBe('D-1');
    marked(async () => MARKS, 'D-2');
    expect(actor.getSnapshot().context.marks?.documentId).toBe('D-2');
    marked(null, 'D-2');
    expect(actor.getSnapshot().context.marks).toBeNull();
    actor.send({ type: 'comment.open', kind: 'question' });
    expect(actor.getSnapshot().matches({ open: 'writing' })).toBe(true);
  });

  it('reopening prepares the pages afresh and ticks the offer again', async () => {
    const { actor, offer } = await openWithMarks(async () => MARKS);
    await waitFor(actor, (s) => s.matches({ open: 'offeringPages' }));
    actor.send({ type: 'comment.attach', attach: false });
    actor.send({ type: 'comment.close' });
    actor.send({ type: 'comment.open', kind: 'change' });
    expect(offer()).toEqual({ status: 'preparing' });
    await waitFor(actor, (s) => s.matches({ open: 'offeringPages' }));
    expect(offer()).toMatchObject({ attach: true });
  });
});

describe('marked pages rules', () => {
  it('checks size, PDF signature and page order before sending', () => {
    expect(marksProblem(MARKS)).toBeNull();
    expect(marksProblem({ pdf: new Uint8Array(MAX_MARKED_PAGES_BYTES + 1), pages: [1] })).toBe('tooLarge');
    expect(marksProblem({ pdf: new Uint8Array([1, 2]), pages: [1] })).toBe('unreadable');
    expect(marksProblem({ pdf: PDF, pages: [] })).toBe('unreadable');
    expect(marksProblem({ pdf: PDF, pages: [5, 2] })).toBe('unreadable');
    expect(marksProblem({ pdf: PDF, pages: [0] })).toBe('unreadable');
  });

  it('encodes bytes as base64 the server decodes back, across chunk boundaries', () => {
    const bytes = Uint8Array.from({ length: 0x8000 * 2 + 7 }, (_, i) => (i * 31) % 256);
    expect(Buffer.from(bytesToBase64(bytes), 'base64').equals(Buffer.from(bytes))).toBe(true);
  });
});
