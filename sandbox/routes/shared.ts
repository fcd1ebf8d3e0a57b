import type { Context } from 'hono';
import type * as v from 'valibot';
import type { CallName } from '../../src/api/contract.ts';
import type { CaseViewer } from '../auth/caseViewer.ts';
import type { SandboxContext } from '../context.ts';
import { badRequest, caseNotFound, notFound } from '../http/errors.ts';
import { parseJsonText, validate } from '../http/validate.ts';
import type { CaseEventInput } from '../store/caseEvents.ts';
import { transaction } from '../store/sqlite.ts';
import type { StoredCase, StoredDocument } from '../store/types.ts';
import { viewerPartyId } from '../views.ts';

/** The event of a call made by a viewer of the case: its party acted. */
export function eventBy(call: CallName, viewer: CaseViewer, documentId?: string): CaseEventInput {
  return { call, by: viewerPartyId(viewer) ?? viewer.kind, ...(documentId ? { documentId } : {}) };
}

export type Handler = (c: Context, ctx: SandboxContext) => Promise<Response>;

export function param(c: Context, name: string): string {
  return c.req.param(name) ?? '';
}

export function loadCase(ctx: SandboxContext, caseId: string): StoredCase {
  const stored = ctx.cases.get(caseId);
  if (!stored) throw caseNotFound(caseId);
  return stored;
}

/** A case to answer from, never to change: frozen, and shared with other callers (CaseStore.read). */
export function readCase(ctx: SandboxContext, caseId: string): StoredCase {
  const stored = ctx.cases.read(caseId);
  if (!stored) throw caseNotFound(caseId);
  return stored;
}

export function findDocument(stored: StoredCase, documentId: string): StoredDocument {
  const doc = stored.documents.find((d) => d.documentId === documentId);
  if (!doc) throw notFound(`Document ${documentId} was not found on case ${stored.caseId}.`);
  return doc;
}

export const STRAY_BODY_MESSAGE = 'This call takes no request body.';

/** Called before any write, after the caller's permission: a body sent to a call that takes none moves nothing. */
export function refuseStrayBody(ctx: SandboxContext): void {
  if (ctx.strayBody) throw badRequest(STRAY_BODY_MESSAGE);
}

/**
 * Reads the case again and changes it in one synchronous transaction, so nothing awaited between the
 * permission check and the write can interleave; a throw inside leaves the case as it was. What
 * happened goes to the case's event log in the same transaction: a change is never kept without its
 * event, nor an event without its change. A call that changes nothing (a second decline, a link
 * opened again) is logged the first time only (decision 383): repeating it cannot grow the log.
 */
export function mutateCase<T>(
  ctx: SandboxContext,
  caseId: string,
  event: CaseEventInput,
  change: (stored: StoredCase) => T,
): T {
  refuseStrayBody(ctx);
  return transaction(ctx.db, () => {
    const stored = loadCase(ctx, caseId);
    const before = stored.lifeCycleStatus;
    const unchanged = JSON.stringify(stored);
    const result = change(stored);
    const changed = JSON.stringify(stored) !== unchanged;
    if (changed) ctx.cases.save(stored);
    if (changed || !ctx.events.hasLogged(caseId, event))
      ctx.events.append(caseId, ctx.now(), event, { before, after: stored.lifeCycleStatus });
    return result;
  });
}

/**
 * Appends events that change nothing in the case (a party opening a document, decision 231) to the
 * same chain: the case's status is logged before and after as it is.
 */
export function recordEvents(ctx: SandboxContext, stored: StoredCase, events: CaseEventInput[]): void {
  if (events.length === 0) return;
  const status = { before: stored.lifeCycleStatus, after: stored.lifeCycleStatus };
  transaction(ctx.db, () => {
    for (const event of events) ctx.events.append(stored.caseId, ctx.now(), event, status);
  });
}

export async function readJsonBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  return validate(schema, parseJsonText(await c.req.text()));
}

/** SPEC §7 "body text": a JSON string, or plain text when the content type is not JSON. */
export async function readTextBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const text = await c.req.text();
  const isJson = (c.req.header('content-type') ?? '').includes('json');
  return validate(schema, isJson ? parseJsonText(text) : text === '' ? undefined : text);
}

let sequence = 0;
/** Ids unique within the process and readable in a test's output. */
export function newId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}${sequence.toString(36)}`.toUpperCase();
}
