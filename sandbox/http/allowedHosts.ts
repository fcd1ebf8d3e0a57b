import type { Context, MiddlewareHandler } from 'hono';
import { forbidden } from './errors.ts';

/**
 * The names every server of this machine answers to by default: its own loopback names. DNS rebinding
 * points a site's own name at 127.0.0.1, so a Host naming anything else is refused, as Vite's dev server
 * does with `server.allowedHosts` (docs/decisions/370-allowed-hosts.md).
 */
const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The names configured beside the defaults (`EPD_ALLOWED_HOSTS`, comma-separated), as a list. */
export function configuredHosts(env: Record<string, string | undefined>): string[] {
  return [env.EPD_ALLOWED_HOSTS, env.EPD_SANDBOX_HOSTS]
    .flatMap((list) => (list ?? '').split(','))
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
}

/**
 * The host names a server bound to `boundTo` answers to: the defaults, the bound address when it is
 * not a wildcard, and those configured. A name with a leading dot (`.example.test`) allows that name
 * and every name under it, as in Vite.
 */
export function allowedHostNames(boundTo: string, configured: readonly string[] = []): Set<string> {
  const bound = boundTo.includes(':') && !boundTo.startsWith('[') ? `[${boundTo}]` : boundTo;
  const names = [...DEFAULT_ALLOWED_HOSTS, ...configured, ...(WILDCARDS.has(boundTo) ? [] : [bound])];
  return new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean));
}

/** The host name of a `Host` header (no port, IPv6 in brackets, lower case), or null when it is none. */
export function hostnameOf(hostAndPort: string): string | null {
  // A name or a bracketed IPv6 address, and a port: no user info (`evil@localhost`), no path.
  if (!/^(?:[\w.-]+|\[[\da-f:.]+\])(?::\d{1,5})?$/i.test(hostAndPort)) return null;
  try {
    return new URL(`http://${hostAndPort}`).hostname;
  } catch {
    return null;
  }
}

/**
 * Whether a Host's name is one this server answers to. An IP address literal cannot be rebound (no
 * one's DNS is asked), so it passes like Vite's; so do `*.localhost` names, which resolve to this
 * machine only (RFC 6761).
 */
function isAllowedHost(hostname: string | null, names: ReadonlySet<string>): boolean {
  if (hostname === null) return false;
  if (names.has(hostname)) return true;
  if (IPV4.test(hostname) || hostname.startsWith('[')) return true;
  if (hostname.endsWith('.localhost')) return true;
  for (const name of names)
    if (name.startsWith('.') && (hostname === name.slice(1) || hostname.endsWith(name))) return true;
  return false;
}

/**
 * @internal the exact value the tests expect to find, read from its one source
 * (tests/sandbox/security-hosts.test.ts).
 */
export const HOST_REFUSED =
  'This server answers only requests addressed to it by one of its own names. To reach it by another name, add that name to EPD_ALLOWED_HOSTS.';

/**
 * What a request is addressed to: its Host header or, over HTTP/2, its `:authority`, which stands for the
 * Host header there (RFC 9113 8.3.1) and which Node keeps off the request's headers.
 */
function addressedTo(c: Context): string {
  const incoming = (c.env as { incoming?: { authority?: unknown } } | undefined)?.incoming;
  return c.req.header('host') ?? (typeof incoming?.authority === 'string' ? incoming.authority : '');
}

/** Refuses, before any route, a request whose Host is not one of the server's names (403, nothing done). */
export function allowedHosts(names: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    if (!isAllowedHost(hostnameOf(addressedTo(c)), names)) {
      const refusal = forbidden(HOST_REFUSED);
      return c.json(refusal.body(), 403, { 'Cache-Control': 'no-store' });
    }
    await next();
  };
}
