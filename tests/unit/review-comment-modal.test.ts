import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectCommentModal } from '../../machines/documentReview.ts';
import type { Api } from '../../src/api/index.ts';
import { provideReview } from '../../src/features/document-review/reviewEffects.ts';
import { writeShellText } from '../../src/shell/shellText.ts';
import { reviewCase } from './document-fixtures.ts';

/** The review's comment modal is its child: the review starts it, and a comment sent reloads the case. */
function reviewWith(isSuccessful: boolean) {
  const api = {
    getCase: vi.fn(async () => reviewCase()),
    documents: vi.fn(() => new Promise(() => {})),
    createComment: vi.fn(async () => ({ isSuccessful })),
  } as unknown as Api & { getCase: ReturnType<typeof vi.fn> };
  const toasts: string[] = [];
  const review = createActor(
    provideReview(api, {
      navigate: () => {},
      notify: (message) => void toasts.push(writeShellText(message, 'en')),
    }),
    { input: { caseId: '100001', role: 'customer' } },
  );
  review.start();
  return { api, review, toasts };
}

async function sendComment(review: ReturnType<typeof reviewWith>['review']) {
  await waitFor(review, (s) => s.matches('ready'));
  const modal = selectCommentModal(review.getSnapshot());
  expect(modal.id).toBe('commentModal');
  expect(review.system.get('commentModal')).toBe(modal);
  modal.send({ type: 'comment.open', kind: 'question' });
  modal.send({ type: 'comment.edit', text: 'Who is my agent?' });
  modal.send({ type: 'comment.submit' });
  expect(modal.getSnapshot().value).toBe('submitting');
  await waitFor(modal, (s) => !s.matches('submitting'));
  return modal;
}

describe("the review's comment modal", () => {
  it('reloads the review once a comment is sent', async () => {
    const { api, review } = reviewWith(true);
    await sendComment(review);
    await vi.waitFor(() => expect(api.getCase).toHaveBeenCalledTimes(2));
    review.stop();
  });

  it('leaves the review as it is when the comment is refused', async () => {
    const { api, review, toasts } = reviewWith(false);
    const modal = await sendComment(review);
    expect(modal.getSnapshot().matches('open')).toBe(true);
    expect(toasts).toHaveLength(1);
    expect(review.getSnapshot().matches({ ready: { sync: 'current' } })).toBe(true);
    expect(api.getCase).toHaveBeenCalledTimes(1);
    review.stop();
  });
});
