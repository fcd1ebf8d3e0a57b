import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export interface BodyLimit {
  maxBytes: number;
  tooLarge: (c: Context) => Response;
}

const utf8 = new TextDecoder();

/** A GET or HEAD has no body a handler could read: fetch's Request drops it. */
export const hasNoBody = (method: string) => method === 'GET' || method === 'HEAD';

/** Node's request body, or null once it passes `maxBytes` (the rest is left unread). */
function readUpTo(incoming: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (finish: () => void) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
      finish();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else {
        incoming.pause();
        settle(() => resolveBody(null));
      }
    };
    const onEnd = () => settle(() => resolveBody(Buffer.concat(chunks, size)));
    const onError = (error: Error) => settle(() => reject(error));
    const onClose = () => settle(() => reject(new Error('The request closed before its body ended.')));
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/** Bytes a refused body is read and thrown away for, at most, so its sender can read the 413. */
const DISCARD_BYTES = 16 * 1024 * 1024;
const DISCARD_MS = 10_000;

/**
 * Reads what is left of a refused body and keeps none of it, until it ends (or 16 MB, 10 s): a server
 * that answers and closes while the client still sends gives it a reset, not the 413 (hono's own
 * draining gives up after 0.5 s, less than a few megabytes take on a busy machine).
 */
function discardRest(incoming: IncomingMessage): Promise<void> {
  return new Promise((done) => {
    let size = 0;
    const finish = () => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', finish);
      incoming.off('error', finish);
      incoming.off('close', finish);
      done();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > DISCARD_BYTES) finish();
    };
    const timer = setTimeout(finish, DISCARD_MS);
    if (incoming.readableEnded || incoming.destroyed) return finish();
    incoming.on('data', onData);
    incoming.on('end', finish);
    incoming.on('error', finish);
    incoming.on('close', finish);
    incoming.resume();
  });
}

/**
 * Reads a request's body once, up to its limit, straight from Node's request into hono's body cache,
 * where `c.req.text()` finds it. Hono's own way there builds a fetch Request and a web stream over
 * Node's for every call: a third of a search's time. A GET or HEAD is not read. Outside a Node server (an in-process `app.request`), hono's bodyLimit.
 * The /api handlers read bodies as text only; a bytes read would be the text encoded again.
 */
export function readBody(limitFor: (c: Context) => BodyLimit): MiddlewareHandler {
  return async (c, next) => {
    if (hasNoBody(c.req.method)) return next();
    const { maxBytes, tooLarge } = limitFor(c);
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming) return bodyLimit({ maxSize: maxBytes, onError: tooLarge })(c, next);
    const declared = incoming.headers['content-length'];
    // Refused on the declared length alone: nothing of it is kept, only read to its end.
    if (declared !== undefined && !incoming.headers['transfer-encoding'] && Number(declared) > maxBytes) {
      await discardRest(incoming);
      return tooLarge(c);
    }
    const bytes = await readUpTo(incoming, maxBytes);
    if (bytes === null) {
      await discardRest(incoming);
      return tooLarge(c);
    }
    // hono keeps each body read as a promise under its name (its types say the value).
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(utf8.decode(bytes));
    return next();
  };
}
