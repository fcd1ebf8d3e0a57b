import { describe, expect, it } from 'vitest';
import { errorOf, startTestSandbox } from './support.ts';

const sb = startTestSandbox();
const phone = async () =>
  ((await sb.request('GET', '/__sandbox/settings')).body as { supportPhone: string }).supportPhone;
const portalOrigin = () => sb.url();

describe('the tester controls answer only this machine and its portal', () => {
  it("refuses a request from another site's page, with or without a body, and changes nothing", async () => {
    await sb.request('PUT', '/__sandbox/settings', { json: { supportPhone: '1-800-555-0199' } });
    // What a page elsewhere can send without a preflight: a simple POST, a text/plain body.
    const reset = await sb.request('POST', '/__sandbox/reset', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(reset.status).toBe(403);
    expect(errorOf(reset).Code).toBe('Forbidden');
    const link = await sb.request('POST', '/__sandbox/link-token', {
      raw: JSON.stringify({ caseId: '100001', email: 'olivia.owner@example.com' }),
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
    });
    expect(link.status).toBe(403);
    expect(link.text).not.toMatch(/^eyJ/);
    for (const origin of [
      'null',
      'http://localhost.evil.example',
      `http://localhost:${Number(new URL(sb.url()).port) + 7}`,
    ]) {
      const refused = await sb.request('POST', '/__sandbox/reset', { headers: { Origin: origin } });
      expect(refused.status, origin).toBe(403);
    }
    expect(await phone()).toBe('1-800-555-0199');
  });

  it('refuses a Host that is not a local name (DNS rebinding), whatever the address it came to', async () => {
    await sb.request('PUT', '/__sandbox/settings', { json: { supportPhone: '1-800-555-0199' } });
    const port = new URL(sb.url()).port;
    for (const host of [`rebind.evil.example:${port}`, 'evil.example', `127.0.0.1.nip.example:${port}`]) {
      const reset = await sb.request('POST', '/__sandbox/reset', {
        from: '127.0.0.1',
        headers: { Host: host },
      });
      expect(reset.status, host).toBe(403);
      const link = await sb.request('POST', '/__sandbox/link-token', {
        from: '127.0.0.1',
        json: { caseId: '100001', email: 'olivia.owner@example.com' },
        headers: { Host: host },
      });
      expect(link.status, host).toBe(403);
    }
    expect(await phone()).toBe('1-800-555-0199');
  });

  it('takes JSON controls only as application/json, so no cross-site form can post one', async () => {
    const put = await sb.request('PUT', '/__sandbox/settings', {
      raw: JSON.stringify({ supportPhone: '1-800-555-0199' }),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(put.status).toBe(415);
    expect(await phone()).toBe('1-800-555-0142');
  });

  it('answers its own portal, the local names, and callers that send no Origin (tools, tests)', async () => {
    const port = new URL(sb.url()).port;
    for (const origin of [portalOrigin(), `http://127.0.0.1:${port}`]) {
      const put = await sb.request('PUT', '/__sandbox/settings', {
        json: { supportPhone: '1-800-555-0177' },
        headers: { Origin: origin },
      });
      expect(put.status, origin).toBe(200);
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      const faults = await sb.request('GET', '/__sandbox/faults', {
        from: '127.0.0.1',
        headers: { Host: host },
      });
      expect(faults.status, host).toBe(200);
    }
    expect((await sb.request('POST', '/__sandbox/reset')).status).toBe(200);
  });
});

describe('tester answers are never cached', () => {
  it('sends Cache-Control: no-store on every /__sandbox answer, refusals included', async () => {
    for (const [method, path, headers] of [
      ['GET', '/__sandbox/faults', {}],
      ['GET', '/__sandbox/cases/100001', {}],
      ['GET', '/__sandbox/cases/999999', {}],
      ['GET', '/__sandbox/telemetry', {}],
      ['POST', '/__sandbox/reset', { Origin: 'https://evil.example' }],
    ] as const) {
      const result = await sb.request(method, path, { headers });
      expect(result.headers.get('cache-control'), `${method} ${path}`).toBe('no-store');
    }
  });
});
