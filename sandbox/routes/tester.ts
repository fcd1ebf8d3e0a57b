import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { CALLS, type CallName } from '../../src/api/contract.ts';
import { MAX_BODY_BYTES } from '../api.ts';
import { type Faults, NO_FAULTS, type SandboxContext } from '../context.ts';
import { seedBook, seedDemo } from '../demo/seed.ts';
import { MAX_UPLOAD_BYTES, putDocumentPdf, tooLarge } from '../documentUpload.ts';
import { closeAfter } from '../http/closeAfter.ts';
import { badRequest, caseNotFound, HttpError } from '../http/errors.ts';
import { type LocalOnlyOptions, localOnly } from '../http/localOnly.ts';
import { parseJsonText, validate } from '../http/validate.ts';
import { StoredCaseSchema, toStoredCase } from '../store/schema.ts';
import { transaction } from '../store/sqlite.ts';
import { caseClaimFor, customerClaims, findUser } from './auth.ts';

const FaultsPatch = v.strictObject({
  maintenance: v.optional(v.boolean()),
  documentsDown: v.optional(v.boolean()),
  paymentIssue: v.optional(v.boolean()),
  paymentCardError: v.optional(v.boolean()),
  latencyMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  failCalls: v.optional(
    v.array(v.picklist(Object.keys(CALLS) as CallName[], 'must name calls of src/api/contract.ts')),
  ),
  allowAgentLogin: v.optional(v.boolean()),
});

const SettingsPatch = v.strictObject({
  allowAgentLogin: v.optional(v.boolean()),
  allowMfaBypass: v.optional(v.boolean()),
  routerMode: v.optional(v.boolean()),
  supportPhone: v.optional(v.pipe(v.string(), v.minLength(3))),
  sequencedReview: v.optional(v.boolean()),
});

const EventEdit = v.strictObject({ at: v.optional(v.string()), by: v.optional(v.string()) });

const LinkTokenRequest = v.object({ caseId: v.string(), email: v.pipe(v.string(), v.email()) });
const GenerateRequest = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
  firstNumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(300_000)), 300_000),
});

/**
 * A control's JSON body. Only as application/json: that type needs a CORS preflight, which the
 * sandbox never answers, so no page elsewhere can send one (a text/plain body would pass unasked).
 */
async function body(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    throw new HttpError(415, 'UnsupportedMediaType', 'A tester control takes its body as application/json.');
  return parseJsonText(text);
}

/** Controls for testers under /__sandbox (never part of the insurer's API), for this machine only. */
export function createTesterApp(ctx: SandboxContext, guard: LocalOnlyOptions): Hono {
  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body(), error.status, error.headers);
    throw error;
  });
  app.use('*', localOnly(guard));
  // Every control but a tester's PDF (its own 64 MB limit below) takes what /api takes.
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      const answer = c.json(
        new HttpError(413, 'PayloadTooLarge', 'The request body is larger than 1 MB.').body(),
        413,
      );
      closeAfter(answer.headers, c);
      return answer;
    },
  });
  app.use('*', (c, next) => (c.req.path.endsWith('/pdf') ? next() : jsonLimit(c, next)));

  app.post('/reset', (c) => {
    seedDemo(ctx.db, ctx.cases);
    Object.assign(ctx.faults, structuredClone(NO_FAULTS));
    Object.assign(ctx.settings, ctx.defaultSettings);
    for (const throttle of Object.values(ctx.throttles)) throttle.clear();
    return c.json({ reset: true });
  });

  app.get('/faults', (c) => c.json(ctx.faults));
  app.put('/faults', async (c) => {
    const { allowAgentLogin, ...patch } = validate(FaultsPatch, await body(c));
    Object.assign(ctx.faults, patch as Partial<Faults>);
    if (allowAgentLogin !== undefined) ctx.settings.allowAgentLogin = allowAgentLogin;
    return c.json(ctx.faults);
  });

  app.get('/settings', (c) => c.json(ctx.settings));
  app.put('/settings', async (c) => {
    Object.assign(ctx.settings, validate(SettingsPatch, await body(c)));
    return c.json(ctx.settings);
  });

  /** Raw stored state of a case, for tests. */
  app.get('/cases/:caseId', (c) => {
    const stored = ctx.cases.get(c.req.param('caseId'));
    if (!stored) throw caseNotFound(c.req.param('caseId'));
    return c.json(stored);
  });

  /** Puts a case in any state: the whole stored case, validated, replacing any case with that id. */
  app.put('/cases/:caseId', async (c) => {
    const input = toStoredCase(validate(StoredCaseSchema, await body(c)));
    if (input.caseId !== c.req.param('caseId'))
      throw badRequest('caseId in the body must be the case id of the path.', 'caseId');
    transaction(ctx.db, () => {
      ctx.cases.save(input);
      // A case put in a state starts a history of its own, and its documents are delivered anew.
      ctx.db.prepare('DELETE FROM case_events WHERE case_id = ?').run(input.caseId);
      ctx.db.prepare('DELETE FROM document_fingerprints WHERE case_id = ?').run(input.caseId);
    });
    return c.json(input);
  });

  /** A case's event log, and whether its hash chain still holds (decision 210). */
  app.get('/cases/:caseId/events', (c) => {
    const caseId = c.req.param('caseId');
    if (!ctx.cases.get(caseId)) throw caseNotFound(caseId);
    return c.json({ events: ctx.events.list(caseId), chain: ctx.events.check(caseId) });
  });

  /** Edits a logged event behind the log's back, as a tamperer would, so a test can see the chain break. */
  app.patch('/cases/:caseId/events/:seq', async (c) => {
    const edit = validate(EventEdit, await body(c));
    const changed = ctx.db
      .prepare(
        'UPDATE case_events SET at = COALESCE(?, at), by_party = COALESCE(?, by_party) WHERE case_id = ? AND seq = ?',
      )
      .run(edit.at ?? null, edit.by ?? null, c.req.param('caseId'), Number(c.req.param('seq')));
    if (changed.changes === 0) throw badRequest('There is no such event on this case.', 'seq');
    return c.body(null, 204);
  });

  /**
   * Replaces a document's content with the tester's own file (the body, as it is). The size is
   * checked from Content-Length before the body is read, and again on the bytes read.
   */
  app.put(
    '/cases/:caseId/documents/:documentId/pdf',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES,
      onError: (c) => {
        const answer = c.json(tooLarge().body(), 413);
        closeAfter(answer.headers, c);
        return answer;
      },
    }),
    async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      await putDocumentPdf(ctx, c.req.param('caseId'), c.req.param('documentId'), bytes);
      return c.body(null, 204);
    },
  );

  /** What an e-mail link's pl_mp_auth_token would be: session claims and the case's Case- claim. */
  app.post('/link-token', async (c) => {
    const { caseId, email } = validate(LinkTokenRequest, await body(c));
    const stored = ctx.cases.get(caseId);
    if (!stored) throw caseNotFound(caseId);
    const claim = caseClaimFor(stored, email);
    if (!claim) throw badRequest(`${email} is not a customer party on case ${caseId}.`, 'email');
    // E-mail links also reach parties without an account: their names come from the case.
    const party = stored.parties.find((p) => p.id === claim.UserPartyIds[0]);
    const [given = '', ...family] = (party?.displayName ?? '').split(' ');
    const user = findUser(ctx, email) ?? {
      email: email.toLowerCase(),
      given_name: given,
      family_name: family.join(' '),
    };
    return c.text(await ctx.tokens.signLink(customerClaims(user), caseId, claim, user.email));
  });

  /** Adds a generated book of cases to Alex Agent's book (benchmarks). */
  app.post('/generate', async (c) => {
    const { count, firstNumber } = validate(GenerateRequest, await body(c));
    return c.json({ generated: seedBook(ctx.db, ctx.cases, count, firstNumber) });
  });

  app.get('/telemetry', (c) =>
    c.json(
      (
        ctx.db.prepare('SELECT received_at, body FROM telemetry ORDER BY id').all() as {
          received_at: string;
          body: string;
        }[]
      ).map((r) => ({ receivedAt: r.received_at, body: JSON.parse(r.body) as unknown })),
    ),
  );

  return app;
}
