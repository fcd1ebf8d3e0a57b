import type { Context } from 'hono';
import { agentMay } from '../../machines/agentActions.ts';
import type { CaseLifecycleEventType } from '../../machines/caseLifecycle.ts';
import type { CallName } from '../../src/api/contract.ts';
import { CommentRequest, CommentText } from '../../src/api/schemas/index.ts';
import {
  agentViewer,
  requireAgent,
  requireBga,
  resolveCaseViewer,
  rotateCaseToken,
} from '../auth/callers.ts';
import type { CaseViewer } from '../auth/caseViewer.ts';
import type { SandboxContext } from '../context.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { actorOf, applyMove } from '../lifecycle.ts';
import { checkMarkedPages } from '../markedPages.ts';
import { MarkedPagesStore, type StoredMarkedPages } from '../store/markedPages.ts';
import { base64Of } from '../store/sqlite.ts';
import type { StoredCase } from '../store/types.ts';
import { viewerPartyId } from '../views.ts';
import {
  eventBy,
  type Handler,
  loadCase,
  mutateCase,
  newId,
  param,
  readCase,
  readTextBody,
} from './shared.ts';

export function addComment(
  stored: StoredCase,
  viewer: CaseViewer,
  commentType: string,
  text: string,
  at: string,
): string {
  const commentId = newId('C');
  stored.comments.push({
    commentId,
    commentorPartyId: viewerPartyId(viewer) ?? 'unknown',
    commentType,
    createdDateTime: at,
    textDetails: text,
  });
  return commentId;
}

/** How long the same text sent again by the same party counts as the same submission. */
const REPEAT_WINDOW_MS = 10 * 60_000;

/**
 * Whether this comment is one the party has just sent: its latest comment of this kind has the same
 * text and is under REPEAT_WINDOW_MS old. A double click, a retry or 20 tabs sending it at once store
 * it once (docs/decisions/066-double-submits.md); a new text, or the same one later, is a new
 * comment. Only for comments that move nothing: a change request sent twice moves the case once and
 * the lifecycle refuses the second (409), storing nothing.
 */
function isRepeat(
  stored: StoredCase,
  viewer: CaseViewer,
  commentType: string,
  text: string,
  at: string,
  attachmentSha256?: string,
): boolean {
  const partyId = viewerPartyId(viewer) ?? 'unknown';
  const latest = stored.comments.findLast(
    (c) => c.commentorPartyId === partyId && c.commentType === commentType,
  );
  return (
    latest !== undefined &&
    latest.textDetails === text &&
    latest.markedPages?.sha256 === attachmentSha256 &&
    Date.parse(at) - Date.parse(latest.createdDateTime) < REPEAT_WINDOW_MS
  );
}

async function customerViewer(
  c: Context,
  ctx: SandboxContext,
  caseId: string,
  what: string,
): Promise<CaseViewer> {
  const viewer = await resolveCaseViewer(c, ctx, loadCase(ctx, caseId));
  await rotateCaseToken(c, ctx, viewer);
  if (viewer.kind !== 'customer') throw forbidden(`Agents can not ${what}; use the agent calls.`);
  return viewer;
}

/** A question or change request as sent: SPEC's body text, or the text with marked pages (decision 285). */
async function readCommentRequest(c: Context, ctx: SandboxContext, caseId: string) {
  const body = await readTextBody(c, CommentRequest);
  if (typeof body === 'string') return { text: body, marked: null };
  return { text: body.text, marked: await checkMarkedPages(loadCase(ctx, caseId), body.markedPages) };
}

/** Adds the comment with its marked pages, if any: the file kept beside it, its hash in the event. */
function addCommentWith(
  ctx: SandboxContext,
  stored: StoredCase,
  viewer: CaseViewer,
  commentType: string,
  text: string,
  marked: StoredMarkedPages | null,
): void {
  const commentId = addComment(stored, viewer, commentType, text, ctx.now());
  if (!marked) return;
  const comment = stored.comments.at(-1);
  if (comment)
    comment.markedPages = { documentId: marked.documentId, pages: marked.pages, sha256: marked.sha256 };
  new MarkedPagesStore(ctx.db).put(stored.caseId, commentId, marked);
}

const withAttachment = (event: ReturnType<typeof eventBy>, marked: StoredMarkedPages | null) =>
  marked ? { ...event, documentId: marked.documentId, attachmentSha256: marked.sha256 } : event;

/** A customer's question: a comment to the agent; the case does not move. */
export const createComment: Handler = async (c, ctx) => {
  const caseId = param(c, 'caseId');
  const viewer = await customerViewer(c, ctx, caseId, 'ask a question here');
  const { text, marked } = await readCommentRequest(c, ctx, caseId);
  mutateCase(ctx, caseId, withAttachment(eventBy('createComment', viewer), marked), (stored) => {
    if (!isRepeat(stored, viewer, 'Question', text, ctx.now(), marked?.sha256))
      addCommentWith(ctx, stored, viewer, 'Question', text, marked);
  });
  return c.json({ isSuccessful: true });
};

/** A customer's change request sends the case back (ChangeRequested). */
export const createChangeRequest: Handler = async (c, ctx) => {
  const caseId = param(c, 'caseId');
  const viewer = await customerViewer(c, ctx, caseId, 'make a customer change request');
  const { text, marked } = await readCommentRequest(c, ctx, caseId);
  mutateCase(ctx, caseId, withAttachment(eventBy('createChangeRequest', viewer), marked), (stored) => {
    applyMove(stored, 'case.changeRequest', actorOf(viewer), ctx.now());
    addCommentWith(ctx, stored, viewer, 'ChangeRequest', text, marked);
  });
  return c.json({ isSuccessful: true });
};

/**
 * The marked pages of a comment (decision 285): for the case's agents, and for the customer who sent
 * them (SPEC §5: a customer sees only their own comments). Never kept by a browser or a proxy.
 */
export const markedPages: Handler = async (c, ctx) => {
  const stored = readCase(ctx, param(c, 'caseId'));
  const viewer = await resolveCaseViewer(c, ctx, stored);
  await rotateCaseToken(c, ctx, viewer);
  const commentId = param(c, 'commentId');
  const comment = stored.comments.find((x) => x.commentId === commentId && x.markedPages);
  const file = comment ? new MarkedPagesStore(ctx.db).get(stored.caseId, commentId) : null;
  if (!comment || !file) throw notFound(`Comment ${commentId} of case ${stored.caseId} has no marked pages.`);
  if (viewer.kind === 'customer' && !viewer.partyIds.includes(comment.commentorPartyId))
    throw forbidden("Only the customer who sent these marked pages and the case's agents may see them.");
  c.header('Cache-Control', 'no-store');
  return c.json({
    commentId,
    documentId: file.documentId,
    pages: file.pages,
    sha256: file.sha256,
    content: base64Of(file.bytes),
  });
};

async function agentMove(
  call: CallName,
  c: Context,
  ctx: SandboxContext,
  move: CaseLifecycleEventType,
  comment: { type: string; text: string } | null,
): Promise<void> {
  const session = await requireAgent(c, ctx);
  const caseId = param(c, 'caseId');
  const viewer = agentViewer(session, loadCase(ctx, caseId));
  mutateCase(ctx, caseId, eventBy(call, viewer), (stored) => {
    const at = ctx.now();
    applyMove(stored, move, actorOf(viewer), at);
    if (comment) addComment(stored, viewer, comment.type, comment.text, at);
  });
}

export const createAgentChangeRequest: Handler = async (c, ctx) => {
  // The agent's place on the case is checked before the body is read (docs/api.md's order).
  const session = await requireAgent(c, ctx);
  agentViewer(session, loadCase(ctx, param(c, 'caseId')));
  const text = await readTextBody(c, CommentText);
  await agentMove('createAgentChangeRequest', c, ctx, 'case.agentChangeRequest', {
    type: 'AgentChangeRequest',
    text,
  });
  return c.json({ isSuccessful: true });
};

export const notTaken: Handler = async (c, ctx) => {
  await agentMove('notTaken', c, ctx, 'case.notTaken', {
    type: 'NotTaken',
    text: 'Customer does not want policy (process as Not Taken)',
  });
  return c.json({ isSuccessful: true });
};

export const revertToPaper: Handler = async (c, ctx) => {
  await agentMove('revertToPaper', c, ctx, 'case.revertToPaper', {
    type: 'RevertToPaper',
    text: 'Paper policy requested instead of electronic policy',
  });
  return c.json({ isSuccessful: true });
};

/** A Bga or SubBga's optional note to the agent while the case is still open; it does not move the case. */
export const createBgaComment: Handler = async (c, ctx) => {
  const session = await requireAgent(c, ctx);
  const caseId = param(c, 'caseId');
  const viewer = agentViewer(session, loadCase(ctx, caseId));
  requireBga(viewer, 'send a comment to the agent');
  const text = await readTextBody(c, CommentText);
  mutateCase(ctx, caseId, eventBy('createBgaComment', viewer), (stored) => {
    const standing = { ...stored, status: stored.lifeCycleStatus, actor: viewer };
    if (!agentMay('bgaComment', standing))
      throw conflict(`A comment to the agent can not be sent while the case is ${stored.lifeCycleStatus}.`);
    const at = ctx.now();
    if (!isRepeat(stored, viewer, 'Approver', text, at)) addComment(stored, viewer, 'Approver', text, at);
  });
  return c.json({ isSuccessful: true });
};
