// Form fields: card-number, card-expiry (MM/YY), card-cvv; query: sessionId, referralBase (URL-encoded, on the portal origin).
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { hostedFormPage, refusedPage } from './pages.ts';

export interface CardProviderOptions {
  /** The portal's origin: the only one allowed to frame the form, to submit it, and to receive its result. */
  portalOrigin: string;
}

/** Long enough for any real session id, short enough that a pasted document is refused. */
export const MAX_SESSION_ID_LENGTH = 256;

const ASSETS = {
  'card-rules.js': 'text/javascript; charset=utf-8',
  'hosted-form.js': 'text/javascript; charset=utf-8',
  'hosted-form.css': 'text/css; charset=utf-8',
} as const;

function readAsset(name: keyof typeof ASSETS): string {
  return readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');
}

/**
 * The card payment provider's hosted card-entry form, served from its own origin so the portal's
 * cross-origin frame protocol (SPEC §7) is real. The card number never leaves this page except as a token.
 */
export function createCardProviderApp(options: CardProviderOptions): Hono {
  const portalOrigin = new URL(options.portalOrigin).origin;
  const assets = new Map(
    Object.entries(ASSETS).map(([name, type]) => [
      name,
      { type, body: readAsset(name as keyof typeof ASSETS) },
    ]),
  );
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
  });

  app.get('/hosted-form', (c) => {
    const sessionId = c.req.query('sessionId') ?? '';
    const referralBase = c.req.query('referralBase') ?? '';
    const problem = checkRequest(sessionId, referralBase, portalOrigin);
    if (problem) return c.html(refusedPage(problem), 400);
    c.header(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "connect-src 'none'",
        "form-action 'none'",
        "base-uri 'none'",
        `frame-ancestors ${portalOrigin}`,
      ].join('; '),
    );
    return c.html(hostedFormPage({ sessionId, referralBase, portalOrigin }));
  });

  app.get('/assets/:name', (c) => {
    const asset = assets.get(c.req.param('name'));
    if (!asset) return c.text('Not found', 404);
    return c.body(asset.body, 200, { 'Content-Type': asset.type });
  });

  app.notFound((c) => c.html(refusedPage('This page does not exist on the card provider.'), 404));
  return app;
}

function checkRequest(sessionId: string, referralBase: string, portalOrigin: string): string | null {
  if (sessionId.trim() === '')
    return 'The card session is missing: open the card form from the payment page.';
  if (sessionId.length > MAX_SESSION_ID_LENGTH) return 'The card session id is too long.';
  if (referralBase === '') return 'The return address (referralBase) is missing.';
  let url: URL;
  try {
    url = new URL(referralBase);
  } catch {
    return 'The return address (referralBase) is not a valid URL.';
  }
  if (url.origin !== portalOrigin) return 'The return address (referralBase) is not on the portal.';
  return null;
}
