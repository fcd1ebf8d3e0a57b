import type { MiddlewareHandler } from 'hono';

/**
 * The session-recording service SPEC §1 has the portal load when /config/ui names an organisation:
 * its script's origin and where it sends its recording. The one outside origin scripts may come from.
 * @internal the exact value the tests expect to find, read from its one source
 *   (tests/sandbox/security-headers.test.ts).
 */
export const SESSION_RECORDING_ORIGINS = {
  script: 'https://edge.fullstory.com',
  connect: 'https://rs.fullstory.com',
} as const;

/**
 * The headers the portal's pages must be served with, here and in production (docs/security-headers.md).
 * No 'unsafe-inline' anywhere: the one inline script, the drawn dashboard's (decision 525), is allowed
 * by its hash alone, and there is no inline style element; React's `style` props are set through the
 * CSSOM, which style-src does not govern.
 */
function portalCsp(cardOrigin: string, scriptHashes: readonly string[], frameAncestors = "'none'"): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, SESSION_RECORDING_ORIGINS.script].join(' '),
    "style-src 'self'",
    // The favicon is a data: URL; pdf.js may draw images from blob: URLs.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${SESSION_RECORDING_ORIGINS.connect}`,
    "worker-src 'self'",
    // The desktop document frame shows a blob: PDF; the hosted card form comes from its provider.
    `frame-src 'self' blob: ${cardOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    // The legacy system and SSO hand-offs post forms to the sandbox's own /__external pages.
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * The pdf.js worker's own policy (a dedicated worker is governed by its script's answer, not by the
 * page's). It compiles pdf.js's WebAssembly decoders (ICC colour, JPEG 2000, JBIG2) from the portal's
 * own files, so it alone gets 'wasm-unsafe-eval', which allows compiling WebAssembly and still refuses
 * eval() and new Function(); it fetches pdf.js's data files and nothing else (decision 255).
 */
const PDF_WORKER_CSP = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "connect-src 'self'",
].join('; ');

/** The pdf.js worker script as the build names it (assets/pdf.worker.min-<hash>.mjs). */
const PDF_WORKER_PATH = /\/assets\/pdf\.worker(?:\.min)?-[\w-]+\.m?js$/;

/**
 * pdf.js's renderer worker (decision 527): it draws pages on an OffscreenCanvas from what the main thread
 * sends it, fonts included as bytes, and loads, fetches and compiles nothing.
 */
const PDF_RENDERER_CSP = ["default-src 'none'", "script-src 'self'"].join('; ');

/** The renderer worker's script as the build names it (assets/pdf.renderer.min-<hash>.mjs). */
const PDF_RENDERER_PATH = /\/assets\/pdf\.renderer(?:\.min)?-[\w-]+\.m?js$/;

/** Each worker script the build names, with the policy it runs under instead of the page's. */
const WORKER_POLICIES: readonly (readonly [RegExp, string])[] = [
  [PDF_WORKER_PATH, PDF_WORKER_CSP],
  [PDF_RENDERER_PATH, PDF_RENDERER_CSP],
];

/** On every answer of the server: no MIME sniffing, and no address (it may carry a link token) leaks as referrer. */
export const baselineHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Referrer-Policy', 'no-referrer');
};

/**
 * The portal's pages: the CSP and, for browsers without frame-ancestors, X-Frame-Options. The page the
 * card form returns to lives inside the portal's own frame, so only it may be framed, by the portal.
 */
export function portalHeaders(
  cardOrigin: () => string,
  scriptHashes: () => readonly string[],
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const framedByPortal = c.req.path.endsWith('/card-return.html');
    const workerCsp = WORKER_POLICIES.find(([path]) => path.test(c.req.path))?.[1];
    if (workerCsp) {
      c.res.headers.set('Content-Security-Policy', workerCsp);
      c.res.headers.set('X-Frame-Options', 'DENY');
      return;
    }
    c.res.headers.set(
      'Content-Security-Policy',
      portalCsp(cardOrigin(), scriptHashes(), framedByPortal ? "'self'" : "'none'"),
    );
    c.res.headers.set('X-Frame-Options', framedByPortal ? 'SAMEORIGIN' : 'DENY');
  };
}
