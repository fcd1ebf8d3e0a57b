import { describe, expect, it } from 'vitest';
import { SESSION_RECORDING_ORIGINS } from '../../sandbox/http/securityHeaders.ts';
import { SESSION_RECORDING_SCRIPT } from '../../src/telemetry/sessionRecording.ts';
import { startPortalSandbox } from './support.ts';

const INLINE_HASH = 'sha256-0hL0R0NH3QOqIMdVbiXWY0V+h8mr7AczlAKzzmMhW1s=';

/** Security headers over HTTP; the policy's effect in Chromium is tests/e2e/security.spec.ts. */
describe('security headers on everything the server sends', () => {
  const portal = startPortalSandbox({
    'dist/index.html': '<!doctype html><title>portal</title>',
    'dist/card-return.html': '<!doctype html><title>card</title>',
    'dist/assets/app.js': 'export {};',
    'dist/assets/pdf.worker.min-Ab12_x.mjs': 'export {};',
    'dist/assets/pdf.renderer.min-Cd34_y.mjs': 'export {};',
    // The build's list of its inline scripts' hashes (decision 525), with what a policy must never take.
    'dist/screens/script-hashes.json': JSON.stringify([
      INLINE_HASH,
      "sha256-x; script-src 'unsafe-inline'",
      'unsafe-inline',
      'sha512-AAAA',
    ]),
  });
  const get = (path: string, init?: RequestInit) => fetch(`${portal.sandbox?.url}${path}`, init);

  it('sends nosniff and no-referrer on pages, assets, API answers, refusals and tester controls', async () => {
    for (const path of [
      '/epd/',
      '/epd/assets/app.js',
      '/api/config',
      '/api/cases',
      '/api/nope',
      '/__sandbox/faults',
    ]) {
      const response = await get(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('keeps no /api answer in a cache, refusals and maintenance included', async () => {
    for (const path of ['/api/config', '/api/dashboard', '/api/nope']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    await get('/__sandbox/faults', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ maintenance: true }),
    });
    const down = await get('/api/dashboard');
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    await get('/__sandbox/reset', { method: 'POST' });
  });

  it("gives the portal's pages a strict CSP that no other origin may frame", async () => {
    for (const path of ['/epd/', '/epd/login', '/epd/doc-review/100001']) {
      const response = await get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      // Own scripts, the build's inline scripts by their hashes alone, and the session-recording script
      // SPEC §1 loads (no other inline script, no other origin).
      expect(csp, path).toContain(`script-src 'self' '${INLINE_HASH}' ${SESSION_RECORDING_ORIGINS.script};`);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain(`frame-src 'self' blob: ${portal.sandbox?.cardUrl}`);
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it("allows the session-recording script's origin, the one the portal loads", () => {
    expect(new URL(SESSION_RECORDING_SCRIPT).origin).toBe(SESSION_RECORDING_ORIGINS.script);
  });

  it('lets the pdf.js worker alone compile WebAssembly, and nothing else (decision 255)', async () => {
    const worker = await get('/epd/assets/pdf.worker.min-Ab12_x.mjs');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'",
    );
    // Any other script, and a name only like the worker's, keep the page's policy.
    for (const path of ['/epd/assets/app.js', '/epd/assets/pdf.worker.min-Ab12_x.mjs/x', '/epd/login']) {
      expect((await get(path)).headers.get('content-security-policy'), path).not.toContain('wasm');
    }
  });

  it("gives pdf.js's renderer worker a policy that loads its own script and nothing else (decision 527)", async () => {
    const renderer = await get('/epd/assets/pdf.renderer.min-Cd34_y.mjs');
    expect(renderer.status).toBe(200);
    expect(renderer.headers.get('content-security-policy')).toBe("default-src 'none'; script-src 'self'");
    expect(renderer.headers.get('x-frame-options')).toBe('DENY');
    // A name only like the renderer's keeps the page's policy.
    for (const path of ['/epd/assets/pdf.renderer.min-Cd34_y.mjs/x', '/epd/assets/app.js']) {
      expect((await get(path)).headers.get('content-security-policy'), path).toContain("default-src 'self'");
    }
  });

  it('lets only the portal itself frame the page the card form returns to', async () => {
    const response = await get('/epd/card-return.html');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
