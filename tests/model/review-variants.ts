import type { EventFromLogic } from 'xstate';
import { type DocumentReviewInput, documentReviewMachine } from '../../machines/documentReview.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import { documentInfo, reviewCase } from '../unit/document-fixtures.ts';
import { approval } from './agent-case-paths.ts';
import { build } from './document-paths.ts';

/**
 * The review as the screen replays do not drive it (document-paths.ts' reviewModel is the customer's
 * review of case 100001): a case already past review, a customer who has not consented yet, a save-age decline, the document call failing
 * other than down, a refresh, the payment info call, and an agent's release and bypass. Replayed on
 * the machine only; tests/e2e/agent-review.spec.ts drives the agent's buttons in Chromium.
 */

type ReviewEvent = EventFromLogic<typeof documentReviewMachine>;

const reviewed = documentInfo({
  documentId: 'SIGNED',
  documentType: 'SignedPolicy',
  requiredReviewStatus: ['Reviewed'],
  isReviewComplete: true,
  currentReviewStatus: 'Reviewed',
});
const SAVE_AGE = documentInfo({ documentId: 'SAVEAGE', documentType: 'SaveAge' });
const ALL_REVIEWED = reviewCase({ documents: [reviewed] });
const COMPLETE = reviewCase({ lifeCycleStatus: 'Complete', documents: [reviewed] });
/** Olivia has not consented to electronic records yet: the review sends her to the consent first. */
const NOT_CONSENTED: Case = (() => {
  const c = reviewCase();
  const withoutConsent = ({ consentedAt: _, ...party }: Case['parties'][number]) => party;
  return { ...c, parties: c.parties.map(withoutConsent) };
})();
const serverError = (call: 'documents' | 'getCase' | 'paymentInfo' | 'releaseCase' | 'bypassApproval') =>
  new ApiError('Boom', { code: 'ServerError', status: 500, call });

const customerEvents = [
  { type: 'xstate.done.actor.loadCase', output: ALL_REVIEWED },
  { type: 'xstate.done.actor.loadCase', output: COMPLETE },
  { type: 'xstate.done.actor.loadCase', output: NOT_CONSENTED },
  { type: 'xstate.error.actor.loadDocuments', error: serverError('documents') },
  { type: 'documents.retry' },
  { type: 'review.refresh' },
  { type: 'xstate.done.actor.reloadCase', output: ALL_REVIEWED },
  { type: 'xstate.error.actor.reloadCase', error: serverError('getCase') },
  { type: 'review.continue' },
  { type: 'xstate.done.actor.loadPaymentInfo', output: { paymentStatus: 'Complete' } },
  { type: 'xstate.error.actor.loadPaymentInfo', error: serverError('paymentInfo') },
  {
    type: 'card.updated',
    document: { ...SAVE_AGE, isReviewComplete: true, currentReviewStatus: 'Declined' },
    nextDocumentId: null,
    submission: { kind: 'accept', body: { newStatus: 'Declined', declinationNote: 'Not now' } },
  },
] as ReviewEvent[];

/** Case 100011 as Bea (its Bga) reads it: her approval and Alex's open, so she may release or bypass. */
function beasCase(documentsReviewed: boolean): Case {
  return reviewCase({
    caseId: '100011',
    lifeCycleStatus: 'WaitingApproval',
    friendlyStatus: 'Waiting Agent Approval',
    status: 'Open',
    partyId: 'p-bea',
    parties: [
      { id: 'p-own', displayName: 'Bruno Buyer', emailAddress: 'bruno@example.net', roles: ['Owner'] },
      { id: 'p-bea', displayName: 'Bea Bga', emailAddress: null, roles: ['Bga'] },
      { id: 'p-alex', displayName: 'Alex Agent', emailAddress: null, roles: ['Agent'] },
    ],
    approvals: [approval('p-bea', 'Bga'), approval('p-alex', 'Agent')],
    documents: [{ ...reviewed, isReviewComplete: documentsReviewed }],
  });
}

const agentEvents = [
  { type: 'xstate.done.actor.loadCase', output: beasCase(true) },
  // Release asked for before every document is reviewed: the machine says so and stays.
  { type: 'xstate.done.actor.loadCase', output: beasCase(false) },
  { type: 'review.release' },
  { type: 'review.bypass' },
  { type: 'xstate.done.actor.releaseCase', output: undefined },
  { type: 'xstate.error.actor.releaseCase', error: serverError('releaseCase') },
  { type: 'xstate.done.actor.bypassApproval', output: undefined },
  { type: 'xstate.error.actor.bypassApproval', error: serverError('bypassApproval') },
  { type: 'xstate.done.actor.reloadAfterRelease', output: beasCase(true) },
  { type: 'xstate.error.actor.reloadAfterRelease', error: serverError('getCase') },
] as ReviewEvent[];

const serializeState = (s: { value: unknown; context: { case: Case | null } }) =>
  JSON.stringify([s.value, s.context.case?.documents.every((d) => d.isReviewComplete) ?? null]);

export function reviewVariants(): {
  name: string;
  input: DocumentReviewInput;
  edgePaths: ReturnType<typeof build>['edgePaths'];
}[] {
  const variants = [
    {
      name: 'documentReview (customer, beyond the screen paths)',
      input: { caseId: '100001', role: 'customer' },
      events: customerEvents,
    },
    {
      name: 'documentReview (Bea, the Bga)',
      input: { caseId: '100011', role: 'agent' },
      events: agentEvents,
    },
  ] as const;
  return variants.map(({ name, input, events }) => ({
    name,
    input,
    edgePaths: build(name, documentReviewMachine, { input, events: [...events], serializeState }).edgePaths,
  }));
}
