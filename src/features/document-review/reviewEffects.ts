import { commentModalMachine, type SubmitCommentInput } from '../../../machines/commentModal.ts';
import { documentCardMachine, type SubmitDocumentInput } from '../../../machines/documentCard.ts';
import { documentReviewMachine } from '../../../machines/documentReview.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { Api } from '../../api/index.ts';
import type { Case } from '../../api/schemas/case.ts';
import type { DocumentActionResult } from '../../api/schemas/document.ts';
import type { ViewerRole } from '../../domain/documents/documents.ts';
import { withReceivedFingerprints } from '../../domain/documents/fingerprint.ts';
import { bytesToBase64 } from '../../domain/review/markedPages.ts';
import { caseAskedAhead } from '../../services/caseAhead.ts';
import { loadCaseFor } from '../../services/loadCase.ts';
import { type ScreenEffects, screenActions } from '../../services/screenActions.ts';
import type { AppServices } from '../../services/services.ts';
import { afterNextPaint } from '../../shell/idle.ts';

// SPEC §9: toasts in the review flow time out after 5000 ms.
const TOAST = { duration: 5000 } as const;

/** The app's navigate, its toasts (timed out as the review flow's are) and the live region. */
export const reviewEffects = ({ navigate, notify, announce }: AppServices): ScreenEffects => ({
  navigate,
  notify: (message, kind) => notify(message, kind, TOAST),
  announce,
});

/** SPEC §7: each card's answer goes to its own call (accept, complete or review). */
function submitDocument(
  api: Api,
  { caseId, documentId, submission }: SubmitDocumentInput,
  signal: AbortSignal,
) {
  const ids = { caseId, documentId };
  switch (submission.kind) {
    case 'accept':
      return api.acceptDocument(ids, submission.body, { signal });
    case 'complete':
      return api.completeDocument(ids, submission.body, { signal });
    case 'review':
      return api.reviewDocument(ids, { signal });
  }
}

/** The review machine with the app's calls, navigation and toasts. */
export function provideReview(api: Api, effects: ScreenEffects) {
  return documentReviewMachine.provide({
    actors: {
      // Its route asked for the case as it loaded (decision 526): the first load takes that answer.
      loadCase: fromOwnedPromise<Case, { caseId: string; role: ViewerRole; askedAhead?: boolean }>(
        ({ input, signal }) =>
          input.askedAhead
            ? caseAskedAhead(api, input.caseId, input.role, signal)
            : loadCaseFor(api, input.caseId, input.role, signal),
      ),
      // The files (hundreds of KB) wait until the cards they belong to are on screen (decision 528).
      loadDocuments: fromOwnedPromise(async ({ input, signal }) => {
        await afterNextPaint();
        signal.throwIfAborted();
        return withReceivedFingerprints(await api.documents({ caseId: input.caseId }, { signal }));
      }),
      loadPaymentInfo: fromOwnedPromise(({ input, signal }) =>
        api.paymentInfo({ caseId: input.caseId }, { signal }),
      ),
      releaseCase: fromOwnedPromise(({ input, signal }) =>
        api.releaseCase({ caseId: input.caseId }, { signal }),
      ),
      bypassApproval: fromOwnedPromise(({ input, signal }) =>
        api.bypassApproval({ caseId: input.caseId }, { signal }),
      ),
      commentModal: provideCommentModal(api, effects),
      documentCard: documentCardMachine.provide({
        actors: {
          submitDocument: fromOwnedPromise<DocumentActionResult, SubmitDocumentInput>(({ input, signal }) =>
            submitDocument(api, input, signal),
          ),
        },
      }),
    },
    actions: screenActions(effects),
  });
}

/** The review's comment modal with the app's calls; a comment sent reloads its parent review's case. */
function provideCommentModal(api: Api, effects: Pick<ScreenEffects, 'notify'>) {
  return commentModalMachine.provide({
    actors: {
      submitComment: fromOwnedPromise<boolean, SubmitCommentInput>(async ({ input, signal }) => {
        const call = input.kind === 'question' ? api.createComment : api.createChangeRequest;
        const { markedPages } = input;
        // Decision 285: with marked pages the body is the text with them, the PDF in base64.
        const body = markedPages
          ? { text: input.text, markedPages: { ...markedPages, pdf: bytesToBase64(markedPages.pdf) } }
          : input.text;
        const result = await call({ caseId: input.caseId }, body, { signal });
        return result.isSuccessful;
      }),
    },
    actions: {
      notify: ({ self }, { message, kind }) => {
        effects.notify(message, kind);
        if (kind === 'success') self._parent?.send({ type: 'review.refresh' });
      },
    },
  });
}
