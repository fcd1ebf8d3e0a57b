import { describe, expect, it } from 'vitest';
import { errorOf, expectErrorBody, OLIVIA, startPortalSandbox, startTestSandbox } from './support.ts';

const sb = startTestSandbox();

describe('strict requests and answers', () => {
  it('refuses a body sent to a call that takes none, and the case does not move', async () => {
    const alex = await sb.agent('10001');
    const refused = await sb.call('notTaken', { params: { caseId: '100001' }, tokens: alex, raw: '{oops' });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).Error).toBe('This call takes no request body.');
    expect((await sb.stored('100001')).lifeCycleStatus).toBe('WaitingAcceptance');
    // The same call without a body is what moves the case: the refusal was about the body alone.
    expect((await sb.call('notTaken', { params: { caseId: '100001' }, tokens: alex })).status).toBe(200);
    expect((await sb.stored('100001')).lifeCycleStatus).toBe('Canceled');
  });

  it('checks the token and the permission before a stray or malformed body', async () => {
    const noToken = await sb.call('notTaken', { params: { caseId: '100001' }, raw: 'x' });
    expect(noToken.status).toBe(401);
    const accept = await sb.call('acceptDocument', {
      params: { caseId: '100001', documentId: 'D-100001-1' },
      raw: '{not json',
    });
    expect(accept.status).toBe(401);
    // Bea (20001) is not on case 100001: 403, whatever the body says.
    const bea = await sb.agent('20001');
    const change = await sb.call('createAgentChangeRequest', {
      params: { caseId: '100001' },
      tokens: bea,
      raw: '',
    });
    expect(change.status).toBe(403);
  });

  it('answers unknown paths and methods under /api with the JSON errors body', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-such-call'],
      ['DELETE', '/api/cases/100001'],
      ['PUT', '/api/auth/login'],
      ['GET', '/api'],
    ] as const) {
      const result = await sb.request(method, path);
      expect(result.status, `${method} ${path}`).toBe(404);
      expect(result.headers.get('content-type'), `${method} ${path}`).toMatch(/application\/json/);
      expectErrorBody(result);
    }
  });

  it('looks tracker pages up safely: __proto__ and constructor are 400', async () => {
    const olivia = await sb.customer(OLIVIA);
    for (const page of ['__proto__', 'constructor', 'toString']) {
      const result = await sb.call('tracker', {
        params: { caseId: '100001', currentPage: page },
        tokens: olivia,
      });
      expect(result.status, page).toBe(400);
      expect(errorOf(result).Field).toBe('currentPage');
    }
  });
});

describe('the static file server', () => {
  const portal = startPortalSandbox({
    'dist/index.html': '<!doctype html><title>portal</title>',
    'dist-secret/secret.txt': 'do not serve',
  });

  it('answers a malformed percent-encoded address with 400, not a crash', async () => {
    const response = await fetch(`${portal.sandbox?.url}/epd/%`);
    expect(response.status).toBe(400);
  });

  it('never serves a sibling folder whose name starts like the portal folder', async () => {
    const response = await fetch(`${portal.sandbox?.url}/epd/..%2Fdist-secret%2Fsecret.txt`);
    expect(await response.text()).not.toContain('do not serve');
    expect(response.status).toBe(404);
  });
});
