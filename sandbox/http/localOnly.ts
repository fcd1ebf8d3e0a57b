import type { MiddlewareHandler } from 'hono';
import { forbidden } from './errors.ts';

/** The names this machine answers to; a Host naming anything else came through someone's DNS. */
const LOCAL_NAMES = ['localhost', '[::1]'];
const LOOPBACK_V4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The host names the tester controls answer to: this machine's own, the address the sandbox is bound
 * to when it is a name or an address (not a wildcard), and those configured (`EPD_SANDBOX_HOSTS`).
 */
export function localNames(boundTo: string, configured: string[] = []): Set<string> {
  const bound = boundTo.includes(':') && !boundTo.startsWith('[') ? `[${boundTo}]` : boundTo;
  const names = [...LOCAL_NAMES, ...configured, ...(WILDCARDS.has(boundTo) ? [] : [bound])];
  return new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean));
}

const hostnameOf = (hostAndPort: string): string | null => {
  try {
    return new URL(`http://${hostAndPort}`).hostname;
  } catch {
    return null;
  }
};

export interface LocalOnlyOptions {
  names: Set<string>;
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
