// Form fields: card-number, card-expiry (MM/YY), card-cvv; query: sessionId, referralBase (URL-encoded, on the portal origin).
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import * as v from 'valibot';
import { allowedHostNames, allowedHosts } from '../../http/allowedHosts.ts';
import type { CardEntry, IssuedCardTokens } from './issued.ts';
import { formLanguage, hostedFormPage, refusedPage } from './pages.ts';

export interface CardProviderOptions {
  /** The portal's origin: the only one allowed to frame the form, to submit it, and to receive its result. */
  portalOrigin: string;
  /** The provider's record of the tokens it issues: the insurer looks tokens up in it. */
  issued: IssuedCardTokens;
  /** The Host names it answers to (http/allowedHosts.ts); this machine's own when not given. */
  hostNames?: ReadonlySet<string>;
}

/**
 * Every page but the form itself: nothing runs, nothing loads, nothing frames it. A refusal shown in
 * someone's frame could be dressed up as the form.
 * @internal the exact value the tests expect to find, read from its one source
 *   (tests/sandbox/security-details.test.ts).
 */
export const REFUSAL_CSP = [
  "default-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Long enough for any real session id, short enough that a pasted document is refused. */
const MAX_SESSION_ID_LENGTH = 256;

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
    // The form sets its own policy (framed by the portal alone); every other answer gets the refusal's.
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.header('Content-Security-Policy', REFUSAL_CSP);
      c.header('X-Frame-Options', 'DENY');
    }
  });
  app.use('*', allowedHosts(options.hostNames ?? allowedHostNames('127.0.0.1')));

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
        // The form sends the card to its own provider, for a token; nowhere else.
        "connect-src 'self'",
        "form-action 'none'",
        "base-uri 'none'",
        `frame-ancestors ${portalOrigin}`,
      ].join('; '),
    );
    const language = formLanguage(c.req.query('lang'));
    return c.html(hostedFormPage({ sessionId, referralBase, portalOrigin, language }));
  });

  /**
   * Tokenises a card entered in the hosted form: checked with the form's own rules, recorded, and
   * answered as SPEC §7's four values. JSON only, so no other site's page can post it without a CORS
   * preflight, which this provider never answers.
   */
  app.post('/tokens', async (c) => {
    if (!/^application\/json\s*(?:;|$)/i.test(c.req.header('content-type') ?? ''))
      return c.json({ errors: { number: 'The card must be sent as application/json.' } }, 415);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ errors: { number: 'The card could not be read. Please try again.' } }, 400);
    }
    const parsed = v.safeParse(CardEntryBody, body);
    const entry: CardEntry | null = parsed.success ? parsed.output : null;
    if (entry === null || checkSession(entry.sessionId) !== null)
      return c.json(
        { errors: { number: 'The card session is missing: open the card form from the payment page.' } },
        400,
      );
    const result = options.issued.issue(entry);
    if (!result.ok) return c.json({ errors: result.errors }, 400);
    const { card, txnAuth } = result;
    return c.json({ ccexp: card.expiry, providerId: card.providerId, token: card.token, txnAuth });
  });

  app.get('/assets/:name', (c) => {
    const asset = assets.get(c.req.param('name'));
    if (!asset) return c.text('Not found', 404);
    return c.body(asset.body, 200, { 'Content-Type': asset.type });
  });

  app.notFound((c) => c.html(refusedPage('This page does not exist on the card provider.'), 404));
  return app;
}

const EntryText = v.pipe(v.string(), v.maxLength(MAX_SESSION_ID_LENGTH));
/** What the hosted form sends for a token: its session and the three fields as typed. */
const CardEntryBody = v.object({
  sessionId: EntryText,
  number: EntryText,
  expiry: EntryText,
  cvv: EntryText,
});

function checkSession(sessionId: string): string | null {
  if (sessionId.trim() === '')
    return 'The card session is missing: open the card form from the payment page.';
  if (sessionId.length > MAX_SESSION_ID_LENGTH) return 'The card session id is too long.';
  return null;
}

function checkRequest(sessionId: string, referralBase: string, portalOrigin: string): string | null {
  const session = checkSession(sessionId);
  if (session !== null) return session;
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
