import { describe, expect, it } from 'vitest';
import { generateBook } from '../../sandbox/demo/book.ts';
import { demoCases } from '../../sandbox/demo/cases.ts';
import { ALEX } from '../../sandbox/demo/people.ts';
import { startPortalSandbox } from './support.ts';

/** The smaller findings, over HTTP where a caller meets them. */
describe('the smaller findings', () => {
  const portal = startPortalSandbox({
    'dist/index.html': '<!doctype html><title>portal</title>',
    'dist/assets/app.js': 'export {};',
  });
  const get = (path: string) => fetch(`${portal.sandbox?.url}${path}`);

  it('seeds and generates no case with the status Unknown (a search default, not a case status)', async () => {
    const statuses = [...demoCases(), ...generateBook(300_000, 100, ALEX)].map((c) => c.lifeCycleStatus);
    expect(statuses).not.toContain('Unknown');
    for (const caseId of ['100033', '100047', '100061']) {
      const stored = (await (await get(`/__sandbox/cases/${caseId}`)).json()) as { lifeCycleStatus?: string };
      expect(stored.lifeCycleStatus, caseId).not.toBe('Unknown');
    }
  });

  it('answers a missing script, style or map under the portal with 404, never the HTML page', async () => {
    for (const path of [
      '/epd/assets/missing.js',
      '/epd/assets/missing.css',
      '/epd/assets/app.js.map',
      '/epd/missing.mjs',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('<title>portal</title>');
    }
    // A route of the portal is still the page, even one whose last part looks like a file (an e-mail).
    const route = await get('/epd/confirmdelivery/200001/DC-200001-KEY/anna.annuitant@example.com');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>portal</title>');
    expect((await get('/epd/assets/app.js')).status).toBe(200);
  });

  it('lets no other page frame the outside sites under /__external', async () => {
    for (const path of ['/__external/account/login', '/__external/account/register', '/__external/']) {
      const response = await get(path);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });
});
