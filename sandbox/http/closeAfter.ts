import type { Context } from 'hono';

/**
 * Asks the client to close its connection after this answer, whose request body was left unread, so the
 * connection is not reused mid-upload. Only over HTTP/1.x: HTTP/2 has no such header (Node drops it,
 * with a warning on the console) and ends the request's own stream with the answer instead.
 */
export function closeAfter(headers: Headers, c: Context): void {
  const incoming = (c.env as { incoming?: { httpVersionMajor?: unknown } } | undefined)?.incoming;
  if (incoming?.httpVersionMajor !== 2) headers.set('Connection', 'close');
}
