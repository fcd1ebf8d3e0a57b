import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  commentModalMachine,
  type MarksOffer,
  type SubmitCommentInput,
  sameMarksOffer,
  selectMarksOffer,
} from '../../machines/commentModal.ts';
import { markedPagesViewerMachine } from '../../machines/markedPagesViewer.ts';
import { ApiError, type ApiErrorCode } from '../../src/api/errors.ts';
import { MAX_MARKED_PAGES_BYTES, type MarkedPagesFile } from '../../src/api/schemas/markedPages.ts';
import { DOCUMENT_TEXTS } from '../../src/domain/documents/documentTexts.ts';
import { emptyCommentMessage } from '../../src/domain/review/comments.ts';
import { bytesToBase64, type ExportedMarks, marksProblem } from '../../src/domain/review/markedPages.ts';
import { message } from '../../src/i18n/message.ts';
import { say } from '../../src/i18n/texts.ts';

const SIGNED_POLICY = message(DOCUMENT_TEXTS.titles, 'SignedPolicy');

/** The comment modal attaches the pages the customer marked (decision 285). */
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]); // %PDF-1.7
const MARKS: ExportedMarks = { pdf: PDF, pages: [2, 5] };

/** A comment service that answers with the refusal given. */
const refusedWith =
  (message: string, code: ApiErrorCode, status: number, field?: string) => async (): Promise<boolean> => {
    throw new ApiError(message, { code, status, call: 'createComment', ...(field ? { field } : {}) });
  };

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
    actions: { notify: (_, p) => void toasts.push(`${p.kind}:${say(p.message, 'en')}`) },
  });
  const actor = createActor(machine, { input: { caseId: '100003' } }).start();
  const marked = (exportMarks: (() => Promise<ExportedMarks>) | null, documentId = 'D-1') =>
    actor.send({ type: 'comment.marks', documentId, documentName: SIGNED_POLICY, exportMarks });
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

/** Opens the modal with MARKS offered, types the text and sends it with the pages ticked. */
async function sendWithPages(modal: ReturnType<typeof start>, kind: 'question' | 'change', text: string) {
  modal.marked(async () => MARKS);
  modal.actor.send({ type: 'comment.open', kind });
  await waitFor(modal.actor, (s) => s.matches({ open: 'offeringPages' }));
  modal.actor.send({ type: 'comment.edit', text });
  modal.actor.send({ type: 'comment.submit' });
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
      documentName: SIGNED_POLICY,
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
    await sendWithPages(modal, 'question', 'Page 2?');
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
    const modal = start(refusedWith('text: is too long', 'BadRequest', 400, 'text'));
    await sendWithPages(modal, 'question', 'Long');
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

describe('the comment modal with marked pages, at its edges', () => {
  it("'Preparing your marked pages…' holds the send; the form is locked only while sending", async () => {
    let finish: (m: ExportedMarks) => void = () => {};
    const { actor } = await openWithMarks(() => new Promise((r) => (finish = r)));
    expect(actor.getSnapshot().hasTag('preparing')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    finish(MARKS);
    await waitFor(actor, (s) => s.matches({ open: 'offeringPages' }));
    expect(actor.getSnapshot().hasTag('preparing')).toBe(false);
  });

  it('a report of no marks while no document has any changes nothing', () => {
    const { actor, marked } = start();
    marked(null, 'D-1');
    expect(actor.getSnapshot().context.marks).toBeNull();
    actor.send({ type: 'comment.open', kind: 'question' });
    expect(actor.getSnapshot().matches({ open: 'writing' })).toBe(true);
  });

  it('marks removed while their pages are prepared are not offered, and the question goes without them', async () => {
    let finish: (m: ExportedMarks) => void = () => {};
    const { actor, sent, offer, marked } = await openWithMarks(() => new Promise((r) => (finish = r)));
    marked(null, 'D-1');
    finish(MARKS);
    await waitFor(actor, (s) => !s.hasTag('preparing'));
    expect(offer()).toEqual({ status: 'none' });
    actor.send({ type: 'comment.edit', text: 'Never mind the pages' });
    actor.send({ type: 'comment.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(sent).toEqual([{ caseId: '100003', kind: 'question', text: 'Never mind the pages' }]);
  });

  it('after a failed send the pages can still be unticked, and the retry goes without them', async () => {
    let fail = true;
    const modal = start(async () => {
      if (fail) throw new Error('network');
      return true;
    });
    await sendWithPages(modal, 'question', 'Page 2?');
    await waitFor(modal.actor, (s) => s.matches('open') && modal.toasts.length > 0);
    modal.actor.send({ type: 'comment.attach', attach: false });
    expect(modal.offer()).toMatchObject({ status: 'offered', attach: false });
    fail = false;
    modal.actor.send({ type: 'comment.submit' });
    await waitFor(modal.actor, (s) => s.matches('hidden'));
    expect(modal.sent[1]).toEqual({ caseId: '100003', kind: 'question', text: 'Page 2?' });
  });

  it('a failed send of pages too large keeps saying why, and the retry goes without them', async () => {
    const big = { pdf: new Uint8Array(MAX_MARKED_PAGES_BYTES + 1), pages: [2] };
    big.pdf.set(PDF);
    let fail = true;
    const modal = start(async () => {
      if (fail) throw new Error('network');
      return true;
    });
    modal.marked(async () => big);
    modal.actor.send({ type: 'comment.open', kind: 'change' });
    await waitFor(modal.actor, (s) => !s.hasTag('preparing'));
    modal.actor.send({ type: 'comment.edit', text: 'Fix page 2' });
    modal.actor.send({ type: 'comment.submit' });
    await waitFor(modal.actor, (s) => s.matches('open') && modal.toasts.length > 0);
    expect(modal.toasts).toEqual(['error:Request Could not be completed']);
    expect(modal.offer()).toEqual({ status: 'notAttachable', problem: 'tooLarge' });
    fail = false;
    modal.actor.send({ type: 'comment.submit' });
    await waitFor(modal.actor, (s) => s.matches('hidden'));
    expect(modal.sent[1]).toEqual({ caseId: '100003', kind: 'change', text: 'Fix page 2' });
  });

  it('empty text is refused with its wording whether the pages are offered or cannot go', async () => {
    const offered = await openWithMarks(async () => MARKS);
    await waitFor(offered.actor, (s) => !s.hasTag('preparing'));
    offered.actor.send({ type: 'comment.edit', text: '  ' });
    offered.actor.send({ type: 'comment.submit' });
    expect(offered.actor.getSnapshot().context.error).toEqual(emptyCommentMessage('question'));
    expect(offered.actor.getSnapshot().hasTag('busy')).toBe(false);

    const junk = await openWithMarks(async () => ({ pdf: new Uint8Array([1, 2, 3]), pages: [2] }), 'change');
    await waitFor(junk.actor, (s) => !s.hasTag('preparing'));
    junk.actor.send({ type: 'comment.submit' });
    expect(junk.actor.getSnapshot().context.error).toEqual(emptyCommentMessage('change'));
    expect(junk.actor.getSnapshot().hasTag('busy')).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect([...offered.sent, ...junk.sent]).toEqual([]);
  });

  it('marks removed between two openings: the modal opens again with no offer and no problem', async () => {
    for (const exported of [MARKS, { pdf: new Uint8Array([1, 2, 3]), pages: [2] }]) {
      const { actor, sent, offer, marked } = await openWithMarks(async () => exported);
      await waitFor(actor, (s) => !s.hasTag('preparing'));
      expect(offer().status).not.toBe('none');
      actor.send({ type: 'comment.close' });
      marked(null, 'D-1');
      actor.send({ type: 'comment.open', kind: 'question' });
      expect(offer()).toEqual({ status: 'none' });
      actor.send({ type: 'comment.edit', text: 'Just text' });
      actor.send({ type: 'comment.submit' });
      await waitFor(actor, (s) => s.matches('hidden'));
      expect(sent).toEqual([{ caseId: '100003', kind: 'question', text: 'Just text' }]);
    }
  });

  it('a refusal that names no field is not blamed on the pages', async () => {
    const modal = start(refusedWith('Bad request', 'BadRequest', 400));
    await sendWithPages(modal, 'question', 'Page 5?');
    await waitFor(modal.actor, (s) => s.matches('open') && modal.toasts.length > 0);
    expect(modal.toasts).toEqual(['error:Request Could not be completed']);
    expect(modal.offer()).toEqual({
      status: 'offered',
      pages: [2, 5],
      documentName: SIGNED_POLICY,
      attach: true,
    });
  });

  it("the service's own failure over the pages is no refusal of them: they stay offered for a retry", async () => {
    // Decision 285: only a 413 or a 400 naming markedPages refuses the pages themselves.
    const modal = start(
      refusedWith('markedPages.pdf: could not be stored', 'ServerError', 500, 'markedPages.pdf'),
    );
    await sendWithPages(modal, 'change', 'Fix page 5');
    await waitFor(modal.actor, (s) => s.matches('open') && modal.toasts.length > 0);
    expect(modal.toasts).toEqual(['error:Request Could not be completed']);
    expect(modal.offer()).toEqual({
      status: 'offered',
      pages: [2, 5],
      documentName: SIGNED_POLICY,
      attach: true,
    });
  });

  it('the offer on screen changes when what it says changes, and only then', () => {
    const offered: MarksOffer = {
      status: 'offered',
      pages: [2, 5],
      documentName: SIGNED_POLICY,
      attach: true,
    };
    expect(sameMarksOffer(offered, { ...offered, pages: [2, 5] })).toBe(true);
    expect(sameMarksOffer(offered, { ...offered, attach: false })).toBe(false);
    expect(sameMarksOffer(offered, { ...offered, pages: [2] })).toBe(false);
    expect(sameMarksOffer({ status: 'preparing' }, offered)).toBe(false);
    expect(sameMarksOffer({ status: 'none' }, { status: 'none' })).toBe(true);
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

describe('marked pages rules at their limits (decision 285)', () => {
  it('takes a PDF of exactly 4 MB, refuses one byte more', () => {
    const fits = new Uint8Array(MAX_MARKED_PAGES_BYTES);
    fits.set(PDF);
    expect(marksProblem({ pdf: fits, pages: [1] })).toBeNull();
  });

  it('page 1 is a page; a page twice, or part of a page, is not', () => {
    expect(marksProblem({ pdf: PDF, pages: [1] })).toBeNull();
    expect(marksProblem({ pdf: PDF, pages: [1, 3, 4] })).toBeNull();
    expect(marksProblem({ pdf: PDF, pages: [2, 2] })).toBe('unreadable');
    expect(marksProblem({ pdf: PDF, pages: [1.5] })).toBe('unreadable');
    expect(marksProblem({ pdf: PDF, pages: [2, 3.5] })).toBe('unreadable');
  });

  it('a file must start with all of %PDF-, not some of it', () => {
    const almost = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x20, 0x31]); // '%PDF 1'
    expect(marksProblem({ pdf: almost, pages: [1] })).toBe('unreadable');
    const late = Uint8Array.from([0x20, 0x25, 0x50, 0x44, 0x46, 0x2d]); // ' %PDF-'
    expect(marksProblem({ pdf: late, pages: [1] })).toBe('unreadable');
  });
});

/** The Change History's marked pages dialog (decision 285): its own call, once, and 'Try again'. */
function viewer(answers: Array<() => Promise<MarkedPagesFile>>) {
  const asked: { caseId: string; commentId: string }[] = [];
  const machine = markedPagesViewerMachine.provide({
    actors: {
      loadMarkedPages: fromPromise<MarkedPagesFile, { caseId: string; commentId: string }>(({ input }) => {
        asked.push(input);
        const answer = answers.shift();
        if (!answer) throw new Error('asked once too often');
        return answer();
      }),
    },
  });
  const actor = createActor(machine, { input: { caseId: '100003', commentId: 'C-7' } }).start();
  return { actor, asked };
}

const STORED: MarkedPagesFile = {
  commentId: 'C-7',
  documentId: 'D-100003-1',
  pages: [2, 5],
  sha256: 'ab'.repeat(32),
  content: 'JVBERi0xLjc=',
};

describe("the Change History's marked pages", () => {
  it('asks for the pages of this case and comment, shows the stored file, and a second opening asks nothing', async () => {
    const { actor, asked } = viewer([async () => STORED]);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'pages.open' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(asked).toEqual([{ caseId: '100003', commentId: 'C-7' }]);
    expect(actor.getSnapshot().context.content).toBe('JVBERi0xLjc=');
    actor.send({ type: 'pages.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'pages.open' });
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it("pages that could not be loaded say so; 'Try again' asks again and shows them; closing while loading closes", async () => {
    const { actor, asked } = viewer([
      async () => {
        throw new Error('Request failed');
      },
      async () => STORED,
    ]);
    actor.send({ type: 'pages.open' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.content).toBeNull();
    actor.send({ type: 'pages.retry' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(asked).toHaveLength(2);
    expect(actor.getSnapshot().context.content).toBe(STORED.content);

    const pending = viewer([() => new Promise(() => {})]);
    pending.actor.send({ type: 'pages.open' });
    expect(pending.actor.getSnapshot().matches('loading')).toBe(true);
    pending.actor.send({ type: 'pages.close' });
    expect(pending.actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('a failed dialog closes, and opening it again asks again', async () => {
    const { actor, asked } = viewer([
      async () => {
        throw new Error('Request failed');
      },
      async () => STORED,
    ]);
    actor.send({ type: 'pages.open' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'pages.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'pages.open' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(asked).toHaveLength(2);
  });
});
