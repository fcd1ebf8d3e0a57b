import { describe, expect, it } from 'vitest';
import { BROKEN_TEXT } from '../../sandbox/http/validate.ts';
import { REFUSAL_CSP } from '../../sandbox/payments/card-provider/app.ts';
import { CONSENT_DISCLOSURE_VERSION } from '../../src/domain/record/consentTexts.ts';
import { errorOf, OLIVIA, startTestSandbox } from './support.ts';

const sb = startTestSandbox();
const NORA = 'nora.newcomer@example.com';

/** The smaller findings of the third probe (decision 375). */
describe('HEAD answers carry the same security headers as GET', () => {
  it('on /api and /__sandbox: Cache-Control, nosniff, Referrer-Policy', async () => {
    for (const path of [
      '/api/config',
      '/api/ui/config',
      '/api/Dashboard',
      '/api/nope',
      '/__sandbox/faults',
    ]) {
      const head = await fetch(`${sb.url()}${path}`, { method: 'HEAD' });
      const get = await fetch(`${sb.url()}${path}`);
      expect(head.status, path).toBe(get.status);
      for (const name of ['cache-control', 'x-content-type-options', 'referrer-policy'])
        expect(head.headers.get(name), `${path} ${name}`).toBe(get.headers.get(name));
      expect(head.headers.get('cache-control'), path).toBe('no-store');
      expect(await head.text(), path).toBe('');
    }
  });
});

describe('consent is recorded only for a wording the portal shows', () => {
  it('refuses a made-up disclosureVersion, records nothing, and takes the one shown', async () => {
    const nora = await sb.customer(NORA);
    for (const call of ['giveConsent', 'declineConsent'] as const) {
      const made = await sb.call(call, {
        params: { caseId: '100006' },
        tokens: nora,
        json: { disclosureVersion: 'totally-made-up-v9' },
      });
      expect(made.status, call).toBe(400);
      expect(errorOf(made), call).toMatchObject({ Field: 'disclosureVersion' });
      expect(errorOf(made).Error, call).toContain('is not a wording of the consent this portal shows');
    }
    const stored = await sb.stored('100006');
    expect(stored.parties.every((p) => p.consentedAt === undefined)).toBe(true);
    const given = await sb.call('giveConsent', {
      params: { caseId: '100006' },
      tokens: nora,
      json: { disclosureVersion: CONSENT_DISCLOSURE_VERSION },
    });
    expect(given.status).toBe(200);
  });
});

describe("the card provider's refusals cannot be framed or run anything", () => {
  it('sends a CSP and X-Frame-Options on its 400 and 404 pages', async () => {
    const card = sb.state.sandbox?.cardUrl ?? '';
    for (const [path, status] of [
      ['/hosted-form', 400],
      ['/hosted-form?sessionId=s&referralBase=http%3A%2F%2Fevil.example%2F', 400],
      ['/nothing-here', 404],
      ['/assets/nope.js', 404],
    ] as const) {
      const answer = await fetch(`${card}${path}`);
      expect(answer.status, path).toBe(status);
      expect(answer.headers.get('content-security-policy'), path).toBe(REFUSAL_CSP);
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
    }
    expect(REFUSAL_CSP).toContain("frame-ancestors 'none'");
    expect(REFUSAL_CSP).toContain("default-src 'none'");
  });
});

describe('a lone surrogate is refused in any text, with a clear message', () => {
  it('in a question: 400 naming the problem, and no comment stored', async () => {
    const olivia = await sb.customer(OLIVIA);
    const asked = await sb.call('createComment', {
      params: { caseId: '100001' },
      tokens: olivia,
      raw: '"When is my payment due? \\ud800"',
    });
    expect(asked.status).toBe(400);
    expect(errorOf(asked).Error).toBe(`The request body ${BROKEN_TEXT}`);
    const nested = await sb.call('createComment', {
      params: { caseId: '100001' },
      tokens: olivia,
      raw: '{"text":"Page 2 \\udc00?","markedPages":{"documentId":"D-100001-1","pages":[1],"pdf":"JVBERi0="}}',
    });
    expect(nested.status).toBe(400);
    expect(errorOf(nested)).toMatchObject({ Field: 'text', Error: `text: ${BROKEN_TEXT}` });
    expect((await sb.stored('100001')).comments).toEqual([]);
    // A whole emoji (both halves) is text like any other.
    const emoji = await sb.call('createComment', {
      params: { caseId: '100001' },
      tokens: olivia,
      raw: '"Thank you \\ud83d\\ude00"',
    });
    expect(emoji.status).toBe(200);
  });

  it('in any other text input, such as the name typed to sign', async () => {
    const olivia = await sb.customer(OLIVIA);
    const body = await sb.signature('100002', olivia, 'Olivia Owner');
    const raw = JSON.stringify(body).replace('Olivia Owner', 'Olivia \\ud800Owner');
    const signed = await sb.call('acceptCase', { params: { caseId: '100002' }, tokens: olivia, raw });
    expect(signed.status).toBe(400);
    expect(errorOf(signed)).toMatchObject({ Field: 'typedName' });
  });
});

describe('a token whose sign-in lies in the future is neither taken nor renewed (decision 372)', () => {
  it('refuses a case token signed with the real secret and a future auth_time, and renews nothing', async () => {
    const olivia = await sb.customer(OLIVIA);
    const now = Math.floor(Date.now() / 1000);
    const fromTheFuture = await sb.forge(
      {
        'Case-100001': { Roles: [3, 1], UserPartyIds: ['P-100001-OLIVIA'] },
        auth_time: now + 365 * 24 * 3600,
      },
      now + 3600,
      now,
    );
    const result = await sb.call('getCase', {
      params: { caseId: '100001' },
      tokens: { ...olivia, caseToken: fromTheFuture },
    });
    expect(result.status).toBe(401);
    expect(result.headers.get('set-authorization')).toBeNull();
  });
});
