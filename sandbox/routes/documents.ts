import type { Context } from 'hono';
import type { CallName } from '../../src/api/contract.ts';
import {
  AcceptDocumentRequest,
  type Answer,
  CompleteDocumentRequest,
  type Document,
  type DocumentActionResult,
  type TrackerResponse,
} from '../../src/api/schemas/index.ts';
import { documentActionRefusal, hasAccepted } from '../../src/domain/caseRules.ts';
import { isUsCalendarDate } from '../../src/domain/dates.ts';
import { US_FORMATS } from '../../src/domain/formats.ts';
import { isTrackerPage, journeySteps, TRACKER_PAGES } from '../../src/domain/journey/journeySteps.ts';
import { type PolicyTextField, replacementFormErrors } from '../../src/domain/review/replacementForm.ts';
import { resolveCaseViewer, rotateCaseToken } from '../auth/callers.ts';
import type { CaseViewer } from '../auth/caseViewer.ts';
import type { SandboxContext } from '../context.ts';
import { badRequest, conflict, HttpError } from '../http/errors.ts';
import { actorOf, applyMove, hasReviewedAll } from '../lifecycle.ts';
import type { DOCUMENT_READS } from '../store/caseEvents.ts';
import type { StoredCase, StoredDocument, StoredReview } from '../store/types.ts';
import { documentInfo, reviewOf, viewerPartyId } from '../views.ts';
import { addComment } from './change.ts';
import {
  eventBy,
  findDocument,
  type Handler,
  loadCase,
  mutateCase,
  param,
  readJsonBody,
  recordEvents,
} from './shared.ts';

type DocumentRead = (typeof DOCUMENT_READS)[number];

const SAVE_AGE_DECLINE_COMMENT = 'Declined Save Age document';

function documentsDown(ctx: SandboxContext): void {
  if (ctx.faults.documentsDown)
    throw new HttpError(503, 'DocumentsDown', 'The document service is unavailable. Please try again later.');
}

async function withContent(
  ctx: SandboxContext,
  stored: StoredCase,
  docs: StoredDocument[],
  viewer: CaseViewer,
) {
  const list: Document[] = [];
  for (const doc of docs) {
    const content = await ctx.pdfs.contentOf(stored, doc);
    const sha256 = ctx.fingerprints.of(stored.caseId, doc.documentId, content);
    list.push({ ...documentInfo(stored, doc, viewer.partyIds), content, sha256 });
  }
  return list;
}

/** A party's first fetch of a document's bytes is its opening, an event of the case (decision 231). */
function openings(
  ctx: SandboxContext,
  call: DocumentRead,
  stored: StoredCase,
  docs: Document[],
  viewer: CaseViewer,
) {
  return docs.flatMap((doc) => {
    const event = eventBy(call, viewer, doc.documentId);
    return ctx.events.hasOpened(stored.caseId, event.by, doc.documentId) ? [] : [event];
  });
}

function listDocuments(call: DocumentRead, pick: (docs: StoredDocument[]) => StoredDocument[]): Handler {
  return async (c, ctx) => {
    const stored = loadCase(ctx, param(c, 'caseId'));
    const viewer = await resolveCaseViewer(c, ctx, stored);
    await rotateCaseToken(c, ctx, viewer);
    documentsDown(ctx);
    c.header('Cache-Control', 'no-store');
    const list = await withContent(ctx, stored, pick(stored.documents), viewer);
    recordEvents(ctx, stored, openings(ctx, call, stored, list, viewer));
    return c.json(list);
  };
}

// The sandbox keeps one copy of each document; the list and the "with signed" list are the same.
export const documents = listDocuments('documents', (docs) => docs);
export const documentsWithSigned = listDocuments('documentsWithSigned', (docs) => docs);
export const documentsOnlySignedPolicy = listDocuments('documentsOnlySignedPolicy', (docs) =>
  docs.filter((d) => d.documentType === 'SignedPolicy'),
);

/** SPEC §4: the portal's own rule for who may act on a document, refused with its words. */
function assertMayAct(stored: StoredCase, viewer: CaseViewer): void {
  const refusal = documentActionRefusal(stored.lifeCycleStatus, stored, actorOf(viewer));
  if (refusal) throw conflict(refusal);
}

function nextDocumentId(stored: StoredCase, current: StoredDocument, partyIds: string[]): string | null {
  const index = stored.documents.indexOf(current);
  const order = [...stored.documents.slice(index + 1), ...stored.documents.slice(0, index)];
  return order.find((d) => d.isReviewRequired && !reviewOf(d, partyIds).isReviewComplete)?.documentId ?? null;
}

type Action = (stored: StoredCase, doc: StoredDocument, viewer: CaseViewer, at: string) => StoredReview;

/** Token, case, permission, then the body (`readRequest`), then the action (docs/api.md's order). */
async function documentAction<T>(
  call: CallName,
  c: Context,
  ctx: SandboxContext,
  readRequest: () => Promise<T>,
  act: (request: T) => Action,
): Promise<Response> {
  const caseId = param(c, 'caseId');
  const documentId = param(c, 'documentId');
  const initial = loadCase(ctx, caseId);
  const viewer = await resolveCaseViewer(c, ctx, initial);
  await rotateCaseToken(c, ctx, viewer);
  findDocument(initial, documentId);
  const action = act(await readRequest());
  documentsDown(ctx);
  const body = mutateCase(ctx, caseId, eventBy(call, viewer, documentId), (stored): DocumentActionResult => {
    const doc = findDocument(stored, documentId);
    assertMayAct(stored, viewer);
    const partyId = viewerPartyId(viewer);
    if (!partyId) throw conflict('You have no party on this case to review as.');
    doc.reviews[partyId] = action(stored, doc, viewer, ctx.now());
    const own = [partyId];
    return { document: documentInfo(stored, doc, own), nextDocumentId: nextDocumentId(stored, doc, own) };
  });
  return c.json(body);
}

function requireStatus(doc: StoredDocument, status: 'Accepted' | 'Completed'): void {
  if (!doc.requiredReviewStatus.includes(status))
    throw conflict(
      `A ${doc.documentType} document is not ${status === 'Accepted' ? 'accepted or declined' : 'completed'}; it needs ${doc.requiredReviewStatus.join(', ')}.`,
    );
}

export const acceptDocument: Handler = async (c, ctx) =>
  documentAction(
    'acceptDocument',
    c,
    ctx,
    () => readJsonBody(c, AcceptDocumentRequest),
    (request): Action =>
      (stored, doc, viewer, at) => {
        const note = request.declinationNote?.trim() ?? '';
        requireStatus(doc, 'Accepted');
        const declined = request.newStatus === 'Declined';
        if (declined && doc.documentType === 'EdjDeliveryReceipt') {
          const date = request.answers?.find((a) => a.questionId === 'newIssueDate')?.value ?? '';
          if (!isUsCalendarDate(date))
            throw badRequest('Please enter the new issue date as MM/DD/YYYY.', 'answers.newIssueDate');
        } else if (declined && doc.documentType !== 'SaveAge' && note === '') {
          throw badRequest('Please provide your comments', 'declinationNote');
        }
        if (declined && doc.documentType === 'SaveAge') {
          applyMove(stored, 'case.declineSaveAge', actorOf(viewer), at);
          stored.reissue = { requestedOn: at, newIssueDate: null };
          addComment(stored, viewer, 'ChangeRequest', SAVE_AGE_DECLINE_COMMENT, at);
        }
        return {
          currentReviewStatus: request.newStatus,
          acceptedOrDeclinedOn: at,
          isReviewComplete: true,
          ...(request.answers ? { answers: request.answers } : {}),
          ...(note ? { declinationNote: note } : {}),
        };
      },
  );

/** The portal's own rule (src/domain/review/replacementForm.ts, decision 351) over the answers as sent. */
function checkReplacementAnswers(answers: Answer[]): void {
  const value = (id: Answer['questionId']) =>
    answers.find((a) => a.questionId === id && a.policyIndex === undefined)?.value ?? null;
  const indexes = [...new Set(answers.flatMap((a) => (a.policyIndex === undefined ? [] : [a.policyIndex])))];
  const policyValue = (index: number, id: PolicyTextField) =>
    answers.find((a) => a.questionId === id && a.policyIndex === index)?.value ?? '';
  const missing = replacementFormErrors({
    mightDiscontinue: value('mightDiscontinue'),
    mightFinance: value('mightFinance'),
    replacementReason: value('replacementReason') ?? '',
    policies: indexes
      .sort((a, b) => a - b)
      .map((index) => ({
        policyNumber: policyValue(index, 'policyNumber'),
        insuredName: policyValue(index, 'insuredName'),
        insurerName: policyValue(index, 'insurerName'),
      })),
  });
  const [field, refusal] = Object.entries(missing)[0] ?? [];
  if (!field || !refusal) return;
  // The sandbox answers in the portal's English (the API edge reads it back, decision 490).
  const message = US_FORMATS.say(refusal);
  const policy = /^policies\.(\d+)\.(\w+)$/.exec(field);
  if (policy) throw badRequest(`Policy ${Number(policy[1]) + 1}: ${message}`, `answers.${policy[2]}`);
  throw badRequest(
    `Please answer every question of the replacement form (${field}): ${message}`,
    `answers.${field}`,
  );
}

export const completeDocument: Handler = async (c, ctx) =>
  documentAction(
    'completeDocument',
    c,
    ctx,
    () => readJsonBody(c, CompleteDocumentRequest),
    (request): Action =>
      (_stored, doc, _viewer, at) => {
        requireStatus(doc, 'Completed');
        if (doc.documentType === 'ReplacementForm') checkReplacementAnswers(request.answers);
        return {
          currentReviewStatus: 'Completed',
          acceptedOrDeclinedOn: at,
          isReviewComplete: true,
          answers: request.answers,
        };
      },
  );

/** Marks a Reviewed document reviewed; one that needs a decision or a form must get it first. */
export const reviewDocument: Handler = async (c, ctx) =>
  documentAction(
    'reviewDocument',
    c,
    ctx,
    async () => null,
    (): Action => (_stored, doc, viewer) => {
      const current = reviewOf(doc, viewer.partyIds);
      if (
        doc.requiredReviewStatus.includes('Accepted') &&
        !['Accepted', 'Declined'].includes(current.currentReviewStatus ?? '')
      )
        throw conflict('Please make a selection to continue.');
      if (doc.requiredReviewStatus.includes('Completed') && current.currentReviewStatus !== 'Completed')
        throw conflict('Please complete this form before continuing.');
      return {
        ...current,
        currentReviewStatus: current.currentReviewStatus ?? 'Reviewed',
        isReviewComplete: true,
      };
    },
  );

/** Steps of the customer's journey, completed from the stored facts, the current page active. */
export const tracker: Handler = async (c, ctx) => {
  const stored = loadCase(ctx, param(c, 'caseId'));
  const viewer = await resolveCaseViewer(c, ctx, stored);
  await rotateCaseToken(c, ctx, viewer);
  const page = param(c, 'currentPage');
  // Own keys only: `__proto__` or `constructor` must not read the object's prototype.
  if (!isTrackerPage(page))
    throw badRequest(
      `Unknown tracker page "${page}"; use one of ${Object.keys(TRACKER_PAGES).join(', ')}.`,
      'currentPage',
    );
  const body: TrackerResponse = journeySteps(
    {
      reviewed: viewer.partyIds.some((id) => hasReviewedAll(stored, id)),
      paid: stored.payment.status === 'Complete',
      noPayment: stored.payment.frequencyOptions.length === 0 && stored.payment.paymentsOnRecord.length === 0,
      accepted: hasAccepted(stored, viewer),
      complete: stored.lifeCycleStatus === 'Complete',
      isAnnuity: stored.isAnnuity,
    },
    page,
  );
  return c.json(body);
};
