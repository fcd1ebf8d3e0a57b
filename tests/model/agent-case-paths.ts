import type { EventFromLogic } from 'xstate';
import { agentCasePageMachine } from '../../machines/agentCasePage.ts';
import { documentReviewMachine } from '../../machines/documentReview.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import { approval, approvalCase100011, documentInfo } from '../unit/document-fixtures.ts';
import { build, REVIEW_SCREEN } from './document-paths.ts';

export { approval };

const SIGNED = documentInfo({
  documentId: 'SIGNED',
  caseId: '100011',
  documentType: 'SignedPolicy',
  requiredReviewStatus: ['Reviewed'],
});
const reviewedSigned = { ...SIGNED, isReviewComplete: true, currentReviewStatus: 'Reviewed' as const };

/**
 * Case 100011 as Bea Bga reviews it: her approval and Alex's open, so she is offered the release and
 * the bypass; its one document not yet reviewed.
 */
const BEA_CASE: Case = approvalCase100011('p-bea', { acceptances: [], documents: [SIGNED] });
const REVIEWED = { ...BEA_CASE, documents: [reviewedSigned] };
/** The case once released: it waits for the customer, past the agent's review. */
const RELEASED: Case = { ...BEA_CASE, lifeCycleStatus: 'WaitingAcceptance', status: 'WaitingAcceptance' };

const refused = new ApiError('Only the next assigned approver can release this case.', {
  code: 'Conflict',
  status: 409,
  call: 'releaseCase',
});

/**
 * The review as an agent sees it (SPEC §4): the release (refused until every document is reviewed),
 * the Bga's bypass, the reload that leads to the agent confirmation, and the redirect of a case past
 * the agent's step. The customer's side of the same machine is `reviewModel` (document-paths.ts).
 */
export function agentReviewModel() {
  return build('documentReview (agent)', documentReviewMachine, {
    input: { caseId: '100011', role: 'agent' },
    events: [
      { type: 'xstate.done.actor.loadCase', output: BEA_CASE },
      { type: 'xstate.done.actor.loadCase', output: RELEASED },
      {
        type: 'xstate.done.actor.loadDocuments',
        output: [{ ...SIGNED, content: 'JVBERi0=' }],
      },
      { type: 'review.toggle', documentId: 'SIGNED' },
      {
        type: 'card.updated',
        document: reviewedSigned,
        nextDocumentId: null,
        submission: { kind: 'review' },
      },
      { type: 'xstate.done.actor.reloadCase', output: REVIEWED },
      // The agent's change request or comment went through: the screen reloads the case.
      { type: 'review.refresh' },
      { type: 'xstate.error.actor.reloadCase', error: new Error('Request failed') },
      { type: 'review.release' },
      { type: 'review.bypass' },
      { type: 'review.cancelBypass' },
      { type: 'review.confirmBypass' },
      { type: 'xstate.done.actor.releaseCase', output: undefined },
      { type: 'xstate.error.actor.releaseCase', error: refused },
      { type: 'xstate.done.actor.bypassApproval', output: undefined },
      { type: 'xstate.error.actor.bypassApproval', error: new Error('Request failed') },
      { type: 'xstate.done.actor.reloadAfterRelease', output: RELEASED },
      { type: 'xstate.error.actor.reloadAfterRelease', error: new Error('Request failed') },
    ] as EventFromLogic<typeof documentReviewMachine>[],
    ...REVIEW_SCREEN,
    gaps: {
      'documentReview.loading --xstate.error.actor.loadCase[0]--> documentReview.denied':
        "the case failing to load is the same for every viewer: the customer's reviewModel",
      'documentReview.loading --xstate.error.actor.loadCase[1]--> documentReview.failed': 'as above',
      'documentReview.failed --review.retry[0]--> documentReview.loading': 'as above',
      'documentReview.ready --card.updated[0]--> documentReview.leaving':
        "a save-age decline is the customer's; tests/unit/document-review.test.ts",
      'documentReview.ready.content.fetching --xstate.error.actor.loadDocuments[0]--> documentReview.ready.content.down':
        "documents failing to load are the same for every viewer: the customer's reviewModel",
      'documentReview.ready.content.fetching --xstate.error.actor.loadDocuments[1]--> documentReview.ready.content.failed':
        'as above; tests/unit/document-review.test.ts',
      'documentReview.ready.content.down --documents.retry[0]--> documentReview.ready.content.fetching':
        'as above',
      'documentReview.ready.content.failed --documents.retry[0]--> documentReview.ready.content.fetching':
        'as above',
      'documentReview.ready.flow.reviewing --review.continue[0]--> documentReview.ready.flow.continuing':
        "Continue is the Owner's (SPEC §2), never an agent's: the customer's reviewModel",
      'documentReview.ready.flow.continuing --xstate.done.actor.loadPaymentInfo[0]--> documentReview.leaving':
        'as above',
      'documentReview.ready.flow.continuing --xstate.done.actor.loadPaymentInfo[1]--> documentReview.leaving':
        'as above',
      'documentReview.ready.flow.continuing --xstate.error.actor.loadPaymentInfo[0]--> documentReview.ready.flow.reviewing':
        'as above',
      'documentReview.ready.flow.continuing --always[0]--> documentReview.ready.flow.reviewing': 'as above',
    },
  });
}

/**
 * The agent confirmation's page (SPEC §2): the case as the agent sees it, then the signed policy for
 * the frame; a case of another book fails (403) and can be retried; 'Back to Policy List' closes a
 * popup, else goes to the list.
 */
export function agentCasePageModel() {
  return build('agentCasePage', agentCasePageMachine, {
    input: { caseId: '100011', withSignedPolicy: true },
    events: [
      { type: 'xstate.done.actor.loadCase', output: RELEASED },
      {
        type: 'xstate.error.actor.loadCase',
        error: new ApiError('Forbidden', { code: 'Forbidden', status: 403, call: 'getCaseForAgent' }),
      },
      { type: 'page.retry' },
      { type: 'xstate.done.actor.loadSignedPolicy', output: [{ ...reviewedSigned, content: 'JVBERi0=' }] },
      { type: 'xstate.error.actor.loadSignedPolicy', error: new Error('Request failed') },
      { type: 'page.back', popup: true },
      { type: 'page.back', popup: false },
    ] as EventFromLogic<typeof agentCasePageMachine>[],
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.error, s.context.documentError, s.context.signedPolicy !== null]),
    gaps: {
      'agentCasePage.loading --xstate.done.actor.loadCase[1]--> agentCasePage.ready':
        'the details page, which wants no signed policy (input withSignedPolicy false); tests/unit/agent-case.test.ts and the details e2e in tests/e2e/agent-home.spec.ts',
    },
  });
}
