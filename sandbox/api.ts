import type { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { CALLS, type CallName } from '../src/api/contract.ts';
import { HEADER } from '../src/api/headers.ts';
import { MAX_TELEMETRY_BYTES } from '../src/api/schemas/telemetry.ts';
import type { SandboxContext } from './context.ts';
import { hasNoBody, readBody } from './http/body.ts';
import { closeAfter } from './http/closeAfter.ts';
import { compressAnswers } from './http/compressAnswers.ts';
import { HttpError } from './http/errors.ts';
import { HANDLERS } from './routes/index.ts';
import { STRAY_BODY_MESSAGE } from './routes/shared.ts';
import { mountTelemetry, TELEMETRY_PATH } from './routes/telemetry.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * A question or change request may carry marked pages: at most 4 MB of PDF, a third more as base64,
 * and the text (decision 285).
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 *   (tests/sandbox/faults-and-input.test.ts).
 */
export const MAX_COMMENT_BODY_BYTES = 6 * 1024 * 1024;
const COMMENT_PATHS = [CALLS.createComment.path, CALLS.createChangeRequest.path].map(
  (path) => new RegExp(`/${path.replace(':caseId', '[^/]+')}$`),
);

/**
 * The latency fault stands for a slow network: a request the browser gives up on while it is delayed
 * (a new search replacing the last, a reload) never reaches the handler, and holds nothing open.
 */
const delivered = (ms: number, response: ServerResponse | undefined) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      response?.off('close', giveUp);
      resolve(true);
    }, ms);
    // The response closing before it was written is the browser giving up. (Asking for the web
    // Request's signal instead makes node-server wrap the body early, and the handler never reads it.)
    function giveUp() {
      clearTimeout(timer);
      resolve(false);
    }
    response?.once('close', giveUp);
  });

function errorResponse(error: HttpError, available = true): Response {
  return Response.json(error.body(), {
    status: error.status,
    headers: { ...error.headers, [HEADER.availability]: String(available), 'Cache-Control': 'no-store' },
  });
}

/**
 * The web site's own settings (contact links, phone, footer) are not the EPD feature: they stay up while
 * it is down for maintenance, so a customer can still find help exactly then (decision 072).
 */
const STAYS_UP_IN_MAINTENANCE: ReadonlySet<string> = new Set([CALLS.config.path, CALLS.uiConfig.path]);

/** The insurer's API under /api: every call of the contract, behind the faults and the body limit. */
export function createApiApp(ctx: SandboxContext): Hono {
  const api = new Hono();

  api.use('*', async (c, next) => {
    if (
      ctx.faults.latencyMs > 0 &&
      !(await delivered(ctx.faults.latencyMs, (c.env as Partial<HttpBindings> | undefined)?.outgoing))
    )
      return new Response(null, { status: 499 });
    if (ctx.faults.maintenance && !STAYS_UP_IN_MAINTENANCE.has(c.req.path.replace(/^.*?\/api\//, '')))
      return errorResponse(
        new HttpError(
          503,
          'EpdDown',
          'The Electronic Policy Delivery feature is unavailable due to system maintenance.',
        ),
        false,
      );
    await next();
    // The site's settings answer during maintenance, and say that the EPD feature is not available.
    c.res.headers.set(HEADER.availability, String(!ctx.faults.maintenance));
    // Answers carry tokens, cases and documents: never kept by a browser or a proxy.
    c.res.headers.set('Cache-Control', 'no-store');
  });
  // Answers of 1 KB or more gzipped when the browser accepts it, as a production gateway does: the
  // documents call's base64 PDFs are 43% smaller (decision 451). Bearer headers, not cookies, carry
  // the session, so another site cannot make the browser send the requests a BREACH probe needs.
  // Inside the middleware above, not around it: compressing rebuilds the answer, and the availability
  // and Cache-Control headers set after it would be lost (the maintenance notice never showed).
  api.use('*', compressAnswers());

  const tooLarge = (message: string) => (c: Context) => {
    const response = errorResponse(new HttpError(413, 'PayloadTooLarge', message));
    closeAfter(response.headers, c);
    return response;
  };
  const limits = {
    call: { maxBytes: MAX_BODY_BYTES, tooLarge: tooLarge('The request body is larger than 1 MB.') },
    comment: {
      maxBytes: MAX_COMMENT_BODY_BYTES,
      tooLarge: tooLarge('A question or change request with marked pages may be at most 6 MB.'),
    },
    telemetry: {
      maxBytes: MAX_TELEMETRY_BYTES,
      tooLarge: tooLarge('A telemetry post may be at most 64 KB.'),
    },
  };
  api.use(
    '*',
    readBody((c) => {
      if (c.req.path.endsWith(`/${TELEMETRY_PATH}`)) return limits.telemetry;
      return COMMENT_PATHS.some((path) => path.test(c.req.path)) ? limits.comment : limits.call;
    }),
  );

  api.onError((error) => {
    if (error instanceof HttpError) return errorResponse(error);
    console.error('[sandbox] unexpected error', error);
    return errorResponse(new HttpError(500, 'ServerError', 'The sandbox failed to answer this call.'));
  });

  for (const [name, call] of Object.entries(CALLS) as [CallName, (typeof CALLS)[CallName]][]) {
    const handler = HANDLERS[name];
    const takesBody = 'request' in call;
    api.on(call.method, `/${call.path}`, async (c) => {
      if (ctx.faults.failCalls.includes(name))
        throw new HttpError(500, 'ServerError', `The sandbox was told to fail ${name}.`);
      if (takesBody || hasNoBody(c.req.method) || (await c.req.text()) === '') return handler(c, ctx);
      // A call that takes no body refuses one, after its own token and permission checks answered.
      await handler(c, { ...ctx, strayBody: true });
      throw new HttpError(400, 'BadRequest', STRAY_BODY_MESSAGE);
    });
  }

  mountTelemetry(api, ctx);

  const noSuchCall = (c: Context) =>
    errorResponse(new HttpError(404, 'NotFound', `There is no API call ${c.req.method} ${c.req.path}.`));
  // Registered last, so it answers only what no call matched. A mounted app's notFound is never used:
  // without these routes an unknown path fell through to the server's plain-text 404.
  api.all('/', noSuchCall);
  api.all('*', noSuchCall);
  return api;
}
