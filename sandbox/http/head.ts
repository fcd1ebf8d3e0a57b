import type { Hono } from 'hono';

/**
 * HEAD answered as GET would be, headers and all, without the body. Hono answers HEAD from the GET
 * route, but by copying @hono/node-server's lightweight Response, which keeps the headers it was made
 * with: those middleware set after the handler (Cache-Control, nosniff, Referrer-Policy) were lost
 * (docs/security-headers.md). So are they when the body is touched first: the headers are read first.
 */
export function withHead(fetch: Hono['fetch']): Hono['fetch'] {
  return async (request, env, executionCtx) => {
    if (request.method !== 'HEAD') return fetch(request, env, executionCtx);
    const answer = await fetch(new Request(request, { method: 'GET' }), env, executionCtx);
    const headers = new Headers(answer.headers);
    await answer.body?.cancel();
    return new Response(null, { status: answer.status, headers });
  };
}
