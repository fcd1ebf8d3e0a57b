import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardProviderApp } from '../../sandbox/payments/card-provider/app.ts';
import { IssuedCardTokens } from '../../sandbox/payments/card-provider/issued.ts';
import { type Db, openDb } from '../../sandbox/store/db.ts';

const PORTAL = 'http://127.0.0.1:4999';
const REFERRAL = `${PORTAL}/epd/card-return.html`;
let server: ServerType;
let base: string;
let dataDir: string;
let db: Db;
let issued: IssuedCardTokens;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'epd-card-provider-'));
  db = openDb(dataDir);
  issued = new IssuedCardTokens(db);
  await new Promise<void>((resolve) => {
    server = serve(
      {
        fetch: createCardProviderApp({ portalOrigin: PORTAL, issued }).fetch,
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(),
    );
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function formUrl(query: Record<string, string>): string {
  return `${base}/hosted-form?${new URLSearchParams(query)}`;
}

describe('card provider hosted form over HTTP', () => {
  it('serves a labelled card form with no submit button, framable only by the portal', async () => {
    const response = await fetch(formUrl({ sessionId: 'sess-1', referralBase: REFERRAL }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${PORTAL}`);
    // The form talks to its own provider (for a token) and to nothing else.
    expect(csp).toContain("connect-src 'self'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await response.text();
    for (const id of ['card-number', 'card-expiry', 'card-cvv']) {
      expect(page).toContain(`<label for="${id}">`);
      expect(page).toContain(`id="${id}"`);
    }
    expect(page).not.toMatch(/type="submit"|<button/);
    expect(page).toContain(`data-portal-origin="${PORTAL}"`);
  });

  it("follows the portal's language: Spanish when the address asks for it, else English (decision 426)", async () => {
    const spanish = await (
      await fetch(formUrl({ sessionId: 'sess-1', referralBase: REFERRAL, lang: 'es' }))
    ).text();
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('data-language="es"');
    for (const words of ['Número de tarjeta', 'Fecha de vencimiento (MM/AA)', 'Código de seguridad (CVV)'])
      expect(spanish).toContain(words);
    expect(spanish).not.toMatch(/Card number|Expiry date|Security code/);
    for (const asked of [{}, { lang: 'fr' }, { lang: '<es>' }] as Record<string, string>[]) {
      const page = await (
        await fetch(formUrl({ sessionId: 'sess-1', referralBase: REFERRAL, ...asked }))
      ).text();
      expect(page).toContain('<html lang="en">');
      expect(page).toContain('<label for="card-number">Card number</label>');
    }
  });

  it('serves its scripts and styles from its own origin', async () => {
    for (const [name, type] of [
      ['card-rules.js', 'javascript'],
      ['hosted-form.js', 'javascript'],
      ['hosted-form.css', 'text/css'],
    ] as const) {
      const response = await fetch(`${base}/assets/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
    }
    expect((await fetch(`${base}/assets/..%2Fapp.ts`)).status).toBe(404);
  });

  it.each([
    [{ referralBase: REFERRAL }, 'The card session is missing'],
    [{ sessionId: '   ', referralBase: REFERRAL }, 'The card session is missing'],
    [{ sessionId: 'x'.repeat(257), referralBase: REFERRAL }, 'too long'],
    [{ sessionId: 'sess-1' }, 'The return address (referralBase) is missing.'],
    [{ sessionId: 'sess-1', referralBase: 'not a url' }, 'is not a valid URL'],
    [{ sessionId: 'sess-1', referralBase: 'http://evil.test/epd/card-return.html' }, 'is not on the portal'],
    [
      { sessionId: 'sess-1', referralBase: 'http://127.0.0.1:5000/epd/card-return.html' },
      'is not on the portal',
    ],
    [{ sessionId: 'sess-1', referralBase: 'javascript:alert(1)' }, 'is not on the portal'],
  ])('refuses %j with a clear message', async (query, message) => {
    const response = await fetch(formUrl(query));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(message);
    expect(page).not.toContain('id="card-number"');
  });

  it('keeps the session id opaque and escaped, whatever it holds', async () => {
    const sessionId = '"><script>alert(1)</script>';
    const response = await fetch(formUrl({ sessionId, referralBase: REFERRAL }));
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('data-session-id="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('answers an unknown page with 404', async () => {
    expect((await fetch(`${base}/nothing-here`)).status).toBe(404);
  });

  it('refuses to start without a valid portal origin', () => {
    expect(() => createCardProviderApp({ portalOrigin: 'not an origin', issued })).toThrow();
  });
});
