import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { commentModalMachine, type SubmitCommentInput } from '../../machines/commentModal.ts';
import type { Comment } from '../../src/api/schemas/party.ts';
import { commentTypeLabel, emptyCommentMessage, visibleComments } from '../../src/domain/review/comments.ts';
import { say } from '../../src/i18n/texts.ts';

function start(answer: (i: SubmitCommentInput) => Promise<boolean>) {
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
  const actor = createActor(machine, { input: { caseId: '100001' } }).start();
  return { actor, sent, toasts };
}

describe('commentModal', () => {
  it('refuses empty text with the wording of its type and sends nothing', () => {
    const { actor, sent } = start(async () => true);
    actor.send({ type: 'comment.open', kind: 'change' });
    actor.send({ type: 'comment.edit', text: '   ' });
    actor.send({ type: 'comment.submit' });
    expect(actor.getSnapshot().context.error).toEqual(emptyCommentMessage('change'));
    actor.send({ type: 'comment.close' });
    actor.send({ type: 'comment.open', kind: 'question' });
    actor.send({ type: 'comment.submit' });
    expect(actor.getSnapshot().context.error).toEqual(emptyCommentMessage('question'));
    expect(sent).toHaveLength(0);
  });

  // Decision 066: the sandbox refuses a text that draws nothing; the portal says so before sending it.
  it.each([
    ['zero-width spaces and joiners', '\u200B\u200D\u2060'],
    ['a Hangul filler and a braille blank', '\u3164 \u2800'],
  ])('refuses a text of only %s as empty, with the wording of its type, and sends nothing', (_, text) => {
    const { actor, sent } = start(async () => true);
    actor.send({ type: 'comment.open', kind: 'question' });
    actor.send({ type: 'comment.edit', text });
    actor.send({ type: 'comment.submit' });
    expect(actor.getSnapshot().context.error).toEqual(emptyCommentMessage('question'));
    expect(sent).toHaveLength(0);
  });

  it('sends a text with something to read among zero-width characters', async () => {
    const { actor, sent } = start(async () => true);
    actor.send({ type: 'comment.open', kind: 'change' });
    actor.send({ type: 'comment.edit', text: '\u200BOk\u200B' });
    actor.send({ type: 'comment.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(sent).toHaveLength(1);
  });

  it('submits a question, closes and toasts its success', async () => {
    const { actor, sent, toasts } = start(async () => true);
    actor.send({ type: 'comment.open', kind: 'question' });
    actor.send({ type: 'comment.edit', text: ' When does cover start? ' });
    actor.send({ type: 'comment.submit' });
    actor.send({ type: 'comment.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(sent).toEqual([{ caseId: '100001', kind: 'question', text: 'When does cover start?' }]);
    expect(toasts).toEqual(['success:Question successfully submitted']);
  });

  it('a change request toasts its own success', async () => {
    const { actor, toasts } = start(async () => true);
    actor.send({ type: 'comment.open', kind: 'change' });
    actor.send({ type: 'comment.edit', text: 'Beneficiary name is misspelt' });
    actor.send({ type: 'comment.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(toasts).toEqual(['success:Change Request successfully submitted']);
  });

  it('a failure or an unsuccessful answer keeps the text open and toasts the failure', async () => {
    const thrown = start(async () => {
      throw new Error('boom');
    });
    thrown.actor.send({ type: 'comment.open', kind: 'change' });
    thrown.actor.send({ type: 'comment.edit', text: 'x' });
    thrown.actor.send({ type: 'comment.submit' });
    await waitFor(thrown.actor, (s) => s.matches('open'));
    expect(thrown.actor.getSnapshot().context.text).toBe('x');
    expect(thrown.toasts).toEqual(['error:Request Could not be completed']);

    const refused = start(async () => false);
    refused.actor.send({ type: 'comment.open', kind: 'question' });
    refused.actor.send({ type: 'comment.edit', text: 'y' });
    refused.actor.send({ type: 'comment.submit' });
    await waitFor(refused.actor, (s) => s.matches('open') && refused.toasts.length > 0);
    expect(refused.toasts).toEqual(['error:Request Could not be completed']);
  });

  it('typing after the empty-text message takes the message away', () => {
    const { actor } = start(async () => true);
    actor.send({ type: 'comment.open', kind: 'question' });
    actor.send({ type: 'comment.submit' });
    expect(actor.getSnapshot().context.error).toEqual(emptyCommentMessage('question'));
    actor.send({ type: 'comment.edit', text: 'W' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('opens empty, without an earlier message or text, after a close and after a sent question', async () => {
    const { actor } = start(async () => true);
    actor.send({ type: 'comment.open', kind: 'change' });
    actor.send({ type: 'comment.submit' });
    actor.send({ type: 'comment.edit', text: 'half a thought' });
    actor.send({ type: 'comment.close' });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    actor.send({ type: 'comment.open', kind: 'question' });
    expect(actor.getSnapshot().context).toMatchObject({ kind: 'question', text: '', error: null });
    actor.send({ type: 'comment.submit' });
    expect(actor.getSnapshot().context.error).toEqual(emptyCommentMessage('question'));
    actor.send({ type: 'comment.close' });
    actor.send({ type: 'comment.open', kind: 'change' });
    expect(actor.getSnapshot().context).toMatchObject({ kind: 'change', text: '', error: null });
    actor.send({ type: 'comment.edit', text: 'Sent' });
    actor.send({ type: 'comment.submit' });
    await waitFor(actor, (s) => s.matches('hidden'));
    actor.send({ type: 'comment.open', kind: 'question' });
    expect(actor.getSnapshot().context).toMatchObject({ kind: 'question', text: '', error: null });
  });

  it('the form is locked while the comment is sent, and only then', async () => {
    let answer: (ok: boolean) => void = () => {};
    const { actor } = start(() => new Promise((r) => (answer = r)));
    actor.send({ type: 'comment.open', kind: 'question' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'comment.edit', text: 'Who is my agent?' });
    actor.send({ type: 'comment.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    answer(false);
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});

describe('change history wording', () => {
  it('labels comment types as SPEC §3 says', () => {
    expect(commentTypeLabel('ChangeRequest')).toBe('Change');
    expect(commentTypeLabel('Approver')).toBe('BGA Comments to Agent');
    expect(commentTypeLabel('CustomerQuestion')).toBe('Customer Question');
  });

  it('a customer sees only their own comments, an agent all, newest first', () => {
    const c = (id: string, by: string, at: string): Comment => ({
      commentId: id,
      commentorPartyId: by,
      commentType: 'ChangeRequest',
      createdDateTime: at,
      textDetails: id,
    });
    const all = [
      c('a', 'p1', '2026-01-01T00:00:00Z'),
      c('b', 'p2', '2026-01-02T00:00:00Z'),
      c('c', 'p1', '2026-01-03T00:00:00Z'),
    ];
    expect(visibleComments(all, 'p1', 'customer').map((x) => x.commentId)).toEqual(['c', 'a']);
    expect(visibleComments(all, 'p1', 'agent').map((x) => x.commentId)).toEqual(['c', 'b', 'a']);
  });
});
