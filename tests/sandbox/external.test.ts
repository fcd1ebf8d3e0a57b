import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExternalPagesApp, MAX_FORM_BYTES } from '../../sandbox/external/app.ts';

let server: ServerType;
let base: string;
let agentToken: string;

beforeAll(async () => {
  // Mounted where the sandbox mounts it.
  const app = new Hono().route('/__external', createExternalPagesApp());
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__external`;
  agentToken = await new SignJWT({ UserType: '2', unique_name: 'alex.agent', AgentNumbers: '10001' })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode('test-secret-test-secret-test-secret'));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function postForm(path: string, fields: Record<string, string>) {
  return fetch(`${base}${path}`, { method: 'POST', body: new URLSearchParams(fields) });
}

describe('legacy system form post', () => {
  it('shows the agent, the case from the id query, and the token by its tail and claims only', async () => {
    const response = await postForm('/legacy?id=LEG-7001', { token: agentToken, agentName: 'Alex Agent' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<h1>Case LEG-7001</h1>');
    expect(page).toContain('Welcome, Alex Agent.');
    expect(page).toContain(`ending ${agentToken.slice(-6)}`);
    expect(page).toContain('<dt>Token claim AgentNumbers</dt><dd>10001</dd>');
    expect(page).not.toContain(agentToken);
  });

  it('opens the book of business without an id, and takes multipart posts too', async () => {
    const body = new FormData();
    body.set('token', 'opaque-token-123456');
    body.set('agentName', 'Bea Bga');
    const page = await (await fetch(`${base}/legacy`, { method: 'POST', body })).text();
    expect(page).toContain('<h1>Book of business</h1>');
    expect(page).toContain('<dt>Case id</dt><dd>(none)</dd>');
    expect(page).toContain('<dt>Token claims</dt><dd>not a JWT</dd>');
  });

  it.each([
    [{ agentName: 'Alex Agent' }],
    [{ token: agentToken }],
    [{ token: '   ', agentName: 'Alex Agent' }],
  ])('refuses a post missing a field (%j) with a clear message', async (fields) => {
    const response = await postForm('/legacy', fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('The legacy system needs the token and agentName fields.');
  });

  it('refuses a JSON body, a GET, and a post over the size limit', async () => {
    const json = await fetch(`${base}/legacy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: agentToken, agentName: 'Alex Agent' }),
    });
    expect(json.status).toBe(400);
    const get = await fetch(`${base}/legacy`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const huge = await postForm('/legacy', {
      token: 'x'.repeat(MAX_FORM_BYTES + 1),
      agentName: 'Alex Agent',
    });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('The form post is too large.');
  });
});

describe('single sign-on form post', () => {
  it('opens the policy list', async () => {
    const response = await postForm('/sso', { agentToken, destination: 'PolicyList' });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h1>Policy list</h1>');
    expect(page).toContain('<dt>Token claim unique_name</dt><dd>alex.agent</dd>');
  });

  it('opens case details for the case id', async () => {
    const page = await (
      await postForm('/sso', { agentToken, destination: 'CaseDetails', caseId: '100010' })
    ).text();
    expect(page).toContain('<h1>Case details for case 100010</h1>');
    expect(page).toContain('<dt>Case id</dt><dd>100010</dd>');
  });

  it.each([
    [{ destination: 'PolicyList' }, 'The single sign-on needs the agentToken field.'],
    [
      { agentToken: 't', destination: 'Elsewhere' },
      'The destination field must be one of PolicyList, CaseDetails.',
    ],
    [{ agentToken: 't' }, 'The destination field must be one of PolicyList, CaseDetails.'],
    [{ agentToken: 't', destination: 'CaseDetails' }, 'CaseDetails needs the caseId field.'],
  ])('refuses %j: %s', async (fields, message) => {
    const response = await postForm('/sso', fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
  });
});

describe('external account site', () => {
  it('shows the register page with the query it got', async () => {
    const response = await fetch(
      `${base}/account/register?email=${encodeURIComponent('anna.annuitant@example.com')}`,
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h1>Create your account</h1>');
    expect(page).toContain('<dt>email</dt><dd>anna.annuitant@example.com</dd>');
  });

  it('shows the login page with every value, repeated keys included', async () => {
    const page = await (
      await fetch(`${base}/account/login?email=a%40example.com&caseId=200001&caseId=200002`)
    ).text();
    expect(page).toContain('<h1>Sign in to your account</h1>');
    expect(page).toContain('<dt>email</dt><dd>a@example.com</dd>');
    expect(page).toContain('<dt>caseId</dt><dd>200001</dd>');
    expect(page).toContain('<dt>caseId</dt><dd>200002</dd>');
  });

  it('says when nothing was received', async () => {
    expect(await (await fetch(`${base}/account/login`)).text()).toContain('Nothing was received.');
  });

  it('answers an unknown page with 404', async () => {
    expect((await fetch(`${base}/account/elsewhere`)).status).toBe(404);
  });
});

describe('escaping what was received', () => {
  const attack = '<script>alert("x")</script><img src=x onerror=alert(1)>';
  const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;';

  it('escapes form fields and the id query on the legacy page', async () => {
    const page = await (
      await postForm(`/legacy?id=${encodeURIComponent(attack)}`, { token: attack, agentName: attack })
    ).text();
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img');
    expect(page).toContain(`Welcome, ${escaped}.`);
    expect(page).toContain(`<h1>Case ${escaped}</h1>`);
  });

  it('escapes the case id on the single sign-on page', async () => {
    const page = await (
      await postForm('/sso', { agentToken, destination: 'CaseDetails', caseId: attack })
    ).text();
    expect(page).not.toContain('<script>alert');
    expect(page).toContain(`<dd>${escaped}</dd>`);
  });

  it('escapes query names and values on the account pages, and forbids scripts outright', async () => {
    const response = await fetch(
      `${base}/account/register?${encodeURIComponent(attack)}=${encodeURIComponent(attack)}`,
    );
    const page = await response.text();
    expect(page).not.toContain('<script>alert');
    expect(page).toContain(`<dt>${escaped}</dt><dd>${escaped}</dd>`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
