// Fields: POST /legacy token, agentName (+ ?id=caseId); POST /sso agentToken, destination (PolicyList|CaseDetails), caseId; GET /account/{register,login} any query (email, …).
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { describeToken, externalPage, problem, receivedList } from './layout.ts';

/**
 * Form posts carry a token and a few names; anything near this size is not a real post.
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 *   (tests/sandbox/external.test.ts).
 */
export const MAX_FORM_BYTES = 64 * 1024;

const SSO_DESTINATIONS = ['PolicyList', 'CaseDetails'] as const;
type SsoDestination = (typeof SSO_DESTINATIONS)[number];

const LEGACY = 'Legacy policy system';
const SSO = 'Agent portal single sign-on';
const ACCOUNT = 'Account site';

/**
 * The outside sites the portal sends people to, mounted by the sandbox at /__external: the legacy
 * system's and the single-sign-on target's form posts, and the external account site's pages.
 * Each shows what it received, so a tester (or a test) can see the portal sent the right thing.
 */
export function createExternalPagesApp(): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    // No other page may frame these (a framed sign-in page invites clickjacking).
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    );
    c.header('X-Frame-Options', 'DENY');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
  });

  const limit = bodyLimit({
    maxSize: MAX_FORM_BYTES,
    onError: (c) =>
      c.html(externalPage('Sandbox', 'Form too large', problem('The form post is too large.')), 413),
  });

  app.post('/legacy', limit, async (c) => {
    const form = await formFields(c);
    const token = form.get('token');
    const agentName = form.get('agentName');
    if (!token || !agentName)
      return c.html(
        externalPage(
          LEGACY,
          'Sign-in failed',
          problem('The legacy system needs the token and agentName fields.'),
        ),
        400,
      );
    const caseId = c.req.query('id');
    const title = caseId ? `Case ${caseId}` : 'Book of business';
    return c.html(
      externalPage(
        LEGACY,
        title,
        html`<p>Welcome, ${agentName}.</p>
          ${receivedList('Received', [['Agent name', agentName], ['Case id', caseId ?? '(none)'], ...describeToken(token)])}`,
      ),
    );
  });

  app.post('/sso', limit, async (c) => {
    const form = await formFields(c);
    const agentToken = form.get('agentToken');
    const destination = form.get('destination');
    const caseId = form.get('caseId');
    const refuse = (message: string) => c.html(externalPage(SSO, 'Sign-in failed', problem(message)), 400);
    if (!agentToken) return refuse('The single sign-on needs the agentToken field.');
    if (!isDestination(destination))
      return refuse(`The destination field must be one of ${SSO_DESTINATIONS.join(', ')}.`);
    if (destination === 'CaseDetails' && !caseId) return refuse('CaseDetails needs the caseId field.');
    const title = destination === 'PolicyList' ? 'Policy list' : `Case details for case ${caseId}`;
    const rows: [string, string][] = [['Destination', destination]];
    if (caseId) rows.push(['Case id', caseId]);
    return c.html(
      externalPage(SSO, title, receivedList('Received', [...rows, ...describeToken(agentToken)])),
    );
  });

  for (const method of ['legacy', 'sso']) {
    app.get(`/${method}`, (c) =>
      c.html(externalPage('Sandbox', 'Method not allowed', problem(`Post a form to /${method}.`)), 405, {
        Allow: 'POST',
      }),
    );
  }

  app.get('/account/register', (c) =>
    c.html(
      externalPage(
        ACCOUNT,
        'Create your account',
        accountBody(c, 'Register to manage your contracts online.'),
      ),
    ),
  );
  app.get('/account/login', (c) =>
    c.html(
      externalPage(ACCOUNT, 'Sign in to your account', accountBody(c, 'Sign in to manage your contracts.')),
    ),
  );

  app.notFound((c) =>
    c.html(externalPage('Sandbox', 'Page not found', problem('There is no such page.')), 404),
  );
  return app;
}

function accountBody(c: Context, intro: string) {
  const rows = Object.entries(c.req.queries()).flatMap(([name, values]) =>
    values.map((value): [string, string] => [name, value]),
  );
  return html`<p>${intro}</p>
    ${receivedList('Received in the address', rows)}`;
}

/** Form fields as strings; a file upload or a non-form body counts as missing. */
async function formFields(c: Context): Promise<Map<string, string>> {
  const fields = new Map<string, string>();
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data'))
    return fields;
  try {
    for (const [name, value] of Object.entries(await c.req.parseBody())) {
      if (typeof value === 'string' && value.trim() !== '') fields.set(name, value.trim());
    }
  } catch {
    // A malformed body is treated as an empty form: the page then says which fields are missing.
  }
  return fields;
}

function isDestination(value: string | undefined): value is SsoDestination {
  return (SSO_DESTINATIONS as readonly (string | undefined)[]).includes(value);
}
