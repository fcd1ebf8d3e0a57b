import type { MiddlewareHandler } from 'hono';
import { hostnameOf } from './allowedHosts.ts';
import { forbidden } from './errors.ts';

const LOOPBACK_V4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

export interface LocalOnlyOptions {
  /** The server's allowed names (allowedHosts.ts), IP literals and `*.localhost` not among them. */
  names: ReadonlySet<string>;
  /** The ports a page of the portal may be on: the sandbox's own and, in dev, Vite's. */
  ports: () => string[];
}

/**
 * Guards the tester controls against other sites: a page anywhere can make a browser post to
 * localhost (no preflight for a simple POST), and DNS rebinding makes its own name point here. So
 * the Host must be a local name, and an Origin, when a browser sends one, must be the portal's.
 * Callers that send no Origin (curl, tests, the bench) are not browsers acting for a site.
 */
export function localOnly({ names, ports }: LocalOnlyOptions): MiddlewareHandler {
  const isLocal = (hostname: string | null) =>
    hostname !== null && (names.has(hostname) || LOOPBACK_V4.test(hostname));
  const isPortalOrigin = (origin: string) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false; // 'null' (a sandboxed frame, a file) or anything else that is no origin
    }
    return url.protocol === 'http:' && isLocal(url.hostname) && ports().includes(url.port || '80');
  };
  return async (c, next) => {
    if (!isLocal(hostnameOf(c.req.header('host') ?? '')))
      throw forbidden('The tester controls answer only requests addressed to this machine by a local name.');
    const origin = c.req.header('origin');
    if (origin !== undefined && !isPortalOrigin(origin))
      throw forbidden("The tester controls answer only the portal's own pages and tools on this machine.");
    await next();
  };
}
