import * as v from 'valibot';
import { AcceptCaseRequest, type QueueCounts, SearchRequest } from '../../src/api/schemas/index.ts';
import { searchRequest } from '../../src/domain/agent/agentSearch.ts';
import { type QUEUE_GROUPS, queueCriteria } from '../../src/domain/agent/workQueue.ts';
import {
  agentNumbersOf,
  agentViewer,
  requireAgent,
  requireBga,
  requireOwner,
  resolveCaseViewer,
  rotateCaseToken,
} from '../auth/callers.ts';
import { chosenEncoding } from '../http/compressAnswers.ts';
import { forbidden } from '../http/errors.ts';
import { actorOf, applyMove } from '../lifecycle.ts';
import { signatureOf } from '../signature.ts';
import { caseView } from '../views.ts';
import { eventBy, type Handler, loadCase, mutateCase, param, readCase, readJsonBody } from './shared.ts';

export const getCase: Handler = async (c, ctx) => {
  const stored = readCase(ctx, param(c, 'caseId'));
  const viewer = await resolveCaseViewer(c, ctx, stored);
  await rotateCaseToken(c, ctx, viewer);
  return c.json(caseView(stored, viewer));
};

export const getCaseForAgent: Handler = async (c, ctx) => {
  const session = await requireAgent(c, ctx);
  const stored = readCase(ctx, param(c, 'caseId'));
  return c.json(caseView(stored, agentViewer(session, stored)));
};

/**
 * Only the Owner accepts, with the signature they adopted: their name typed and the fingerprint of every
 * document (decision 220); the lifecycle decides whether the case may move (documents, payments).
 */
export const acceptCase: Handler = async (c, ctx) => {
  const caseId = param(c, 'caseId');
  const viewer = await resolveCaseViewer(c, ctx, loadCase(ctx, caseId));
  await rotateCaseToken(c, ctx, viewer);
  requireOwner(viewer, 'accept this policy');
  const request = await readJsonBody(c, AcceptCaseRequest);
  const event = { ...eventBy('acceptCase', viewer), typedName: request.typedName };
  mutateCase(ctx, caseId, event, (stored) => {
    const { signer, signature } = signatureOf(ctx, stored, viewer, request);
    applyMove(stored, 'case.accept', actorOf(viewer), signature.signedAt);
    signer.signature = signature;
  });
  return c.json({ isSuccessful: true, message: 'Policy accepted' });
};

export const releaseCase: Handler = async (c, ctx) => {
  const session = await requireAgent(c, ctx);
  const caseId = param(c, 'caseId');
  const viewer = agentViewer(session, loadCase(ctx, caseId));
  mutateCase(ctx, caseId, eventBy('releaseCase', viewer), (stored) =>
    applyMove(stored, 'case.release', actorOf(viewer), ctx.now()),
  );
  return c.json({ isSuccessful: true, message: 'Release was successful' });
};

export const bypassApproval: Handler = async (c, ctx) => {
  const session = await requireAgent(c, ctx);
  const caseId = param(c, 'caseId');
  const viewer = agentViewer(session, loadCase(ctx, caseId));
  requireBga(viewer, 'bypass approval');
  mutateCase(ctx, caseId, eventBy('bypassApproval', viewer), (stored) =>
    applyMove(stored, 'case.bypassApproval', actorOf(viewer), ctx.now()),
  );
  return c.json({ isSuccessful: true });
};

/**
 * The caller's own book only: naming another agent's number is refused. The search runs in the search's
 * thread (decision 415) and answers the JSON the API sends.
 */
export const searchBook: Handler = async (c, ctx) => {
  const session = await requireAgent(c, ctx);
  const request = await readJsonBody(c, SearchRequest);
  const own = agentNumbersOf(session);
  const foreign = request.agentNumbers.filter((n) => !own.includes(n));
  if (foreign.length > 0)
    throw forbidden(`You can only search your own book of business (not ${foreign.join(', ')}).`);
  const scope = { agentNumbers: request.agentNumbers.length > 0 ? request.agentNumbers : own };
  // Gzipped in the search's thread when the API's compressAnswers() would gzip it (decision 451), which then
  // leaves it as it is: on the event loop it was the largest piece of a search's work left there.
  if (chosenEncoding(c.req.header('Accept-Encoding')) === 'gzip') {
    const gzipped = await ctx.search.gzippedPage(request, scope);
    return c.body(gzipped, 200, {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
    });
  }
  const json = await ctx.search.page(request, scope);
  return c.body(json, 200, { 'Content-Type': 'application/json' });
};

/**
 * The caller's whole book counted by the work queue's groups (decision 083). Each count is the total of
 * the very search the portal runs when the group is picked, so the list always holds what it promised.
 */
export const queueCounts: Handler = async (c, ctx) => {
  const session = await requireAgent(c, ctx);
  const scope = { agentNumbers: agentNumbersOf(session) };
  // Each count is a search of the whole book, run in the search's thread like any search (decision 415).
  const count = (group: (typeof QUEUE_GROUPS)[number]) =>
    ctx.search.count(v.parse(SearchRequest, { ...searchRequest(queueCriteria(group), 0), take: 1 }), scope);
  const [toRelease, waitingForCustomers, changeRequested] = await Promise.all([
    count('toRelease'),
    count('waitingForCustomers'),
    count('changeRequested'),
  ]);
  const body: QueueCounts = { toRelease, waitingForCustomers, changeRequested };
  return c.json(body);
};
