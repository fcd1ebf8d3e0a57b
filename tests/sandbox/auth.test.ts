import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HEADER } from '../../src/api/headers.ts';
import type { UiConfigResponse } from '../../src/api/index.ts';
import { CaseTokenClaims, SessionClaims } from '../../src/api/schemas/tokens.ts';
import { publicUrl } from '../../src/shell/links.ts';
import { ANNA, basic, errorOf, IAN, OLIVIA, PASSWORD, startTestSandbox } from './support.ts';

const sb = startTestSandbox();

describe('customer login', () => {
  it('answers a session JWT with the claims of SPEC §3 for Basic credentials', async () => {
    const result = await sb.call('login', { headers: basic(OLIVIA, PASSWORD) });
    expect(result.status).toBe(200);
    const claims = v.parse(SessionClaims, decodeJwt(result.text));
    expect(claims).toMatchObject({
      UserType: 1,
      given_name: 'Olivia',
      family_name: 'Owner',
      unique_name: OLIVIA,
    });
    expect(claims.AuthProviderId).toBeTruthy();
    const lifetime = (claims.exp ?? 0) - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(7 * 3600);
    expect(lifetime).toBeLessThanOrEqual(8 * 3600);
  });

  it('refuses a wrong password, an unknown e-mail and missing credentials with 401', async () => {
    for (const headers of [basic(OLIVIA, 'wrong'), basic('nobody@example.com', PASSWORD), {}]) {
      const result = await sb.call('login', { headers });
      expect(result.status).toBe(401);
      expect(errorOf(result).Code).toBe('Unauthorized');
    }
  });

  it('says in its errors body why a wrong password is refused (docs/api.md: every refusal has a message)', async () => {
    const result = await sb.call('login', { headers: basic(OLIVIA, 'wrong') });
    expect(result.status).toBe(401);
    expect(errorOf(result).Error).not.toBe('');
  });

  it('refuses Basic credentials without a colon with 400', async () => {
    const result = await sb.call('login', {
      headers: { Authorization: `Basic ${Buffer.from('nocolon').toString('base64')}` },
    });
    expect(result.status).toBe(400);
  });
});

describe('agent login', () => {
  it('answers an agent session (UserType 2, AgentNumbers)', async () => {
    const result = await sb.call('agentLogin', { params: { agentNumber: '20001' } });
    expect(result.status).toBe(200);
    expect(v.parse(SessionClaims, decodeJwt(result.text))).toMatchObject({
      UserType: 2,
      AgentNumbers: '20001',
      given_name: 'Bea',
      family_name: 'Bga',
      AuthProviderId: 'epd-sandbox',
    });
  });

  it('refuses an agent number with anything but up to 10 digits with 400 naming the field agentNumber', async () => {
    for (const agentNumber of ['abc10001', '10001abc', '12345678901']) {
      const result = await sb.call('agentLogin', { params: { agentNumber } });
      expect(result.status, agentNumber).toBe(400);
      expect(errorOf(result).Field).toBe('agentNumber');
      expect(errorOf(result).Error).not.toBe('');
    }
  });

  it('refuses unknown and malformed agent numbers', async () => {
    expect((await sb.call('agentLogin', { params: { agentNumber: '99999' } })).status).toBe(401);
    expect((await sb.call('agentLogin', { params: { agentNumber: 'abc' } })).status).toBe(400);
  });

  it('is refused with 403 while allowAgentLogin is off, and works again when it is back on', async () => {
    await sb.request('PUT', '/__sandbox/settings', { json: { allowAgentLogin: false } });
    const refused = await sb.call('agentLogin', { params: { agentNumber: '10001' } });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).Code).toBe('Forbidden');
    expect(errorOf(refused).Error).not.toBe('');
    expect(((await sb.call('config')).body as { allowAgentLogin: boolean }).allowAgentLogin).toBe(false);
    await sb.faults({ allowAgentLogin: true });
    expect((await sb.call('agentLogin', { params: { agentNumber: '10001' } })).status).toBe(200);
  });
});

describe('config', () => {
  it('answers the sequenced review toggle in config/ui: off, on when the tester sets it, off after a reset', async () => {
    const toggle = async () =>
      ((await sb.call('uiConfig')).body as { sequencedReview: boolean }).sequencedReview;
    expect(await toggle()).toBe(false);
    await sb.request('PUT', '/__sandbox/settings', { json: { sequencedReview: true } });
    expect(await toggle()).toBe(true);
    expect(
      (await sb.request('PUT', '/__sandbox/settings', { json: { sequencedReview: 'yes' } })).status,
    ).toBe(400);
    await sb.request('POST', '/__sandbox/reset');
    expect(await toggle()).toBe(false);
  });

  it('answers the config with the card return page on the portal origin', async () => {
    const result = await sb.call('config');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      apiVersion: '1.0-sandbox',
      allowAgentLogin: true,
      cardSessionReferralBase: `${sb.url()}/epd/card-return.html`,
    });
    expect(result.headers.get(HEADER.availability)).toBe('true');
  });

  it('answers the UI config with the external addresses, telemetry off by default and the support phone', async () => {
    const result = await sb.call('uiConfig');
    expect(result.body).toMatchObject({
      v2SsoEndpoint: `${sb.url()}/__external/sso`,
      appInsightsInstrumentationKey: null,
      legacySystemUrl: `${sb.url()}/__external/legacy`,
      accountSiteRegisterUrl: `${sb.url()}/__external/account/register`,
      accountSiteLoginUrl: `${sb.url()}/__external/account/login`,
      supportPhone: '1-800-555-0142',
      telemetryEndpoint: `${sb.url()}/api/telemetry`,
    });
  });

  it("names the public site the footer's links point to (SPEC §1), among the sandbox's external pages", async () => {
    const config = (await sb.call('uiConfig')).body as UiConfigResponse;
    expect(publicUrl(config, 'about')).toMatch(new RegExp(`^${sb.url()}/__external/`));
  });
});

describe('dashboard', () => {
  it("answers the caller's cases and a case token with one Case- claim per case", async () => {
    const login = await sb.call('login', { headers: basic(OLIVIA, PASSWORD) });
    const result = await sb.call('dashboard', { tokens: { session: login.text, caseToken: null } });
    expect(result.status).toBe(200);
    const body = result.body as { agreementAuthToken: string; cases: { caseId: string }[] };
    expect(body.cases.map((c) => c.caseId)).toEqual(['100001', '100002', '100003', '100004', '100005']);
    const claims = v.parse(CaseTokenClaims, decodeJwt(body.agreementAuthToken));
    expect(Object.keys(claims.cases).sort()).toEqual(['100001', '100002', '100003', '100004', '100005']);
    expect(claims.cases['100001']).toEqual({ Roles: [3, 1], UserPartyIds: ['P-100001-OLIVIA'] });
    expect(claims.cases['100005']).toEqual({ Roles: [3], UserPartyIds: ['P-100005-OLIVIA'] });
    const raw = decodeJwt(body.agreementAuthToken) as Record<string, unknown>;
    expect(typeof raw['Case-100001']).toBe('object');
  });

  it('gives Ian only case 100005 and Anna only her annuities', async () => {
    const ian = await sb.customer(IAN);
    const anna = await sb.customer(ANNA);
    expect(Object.keys(v.parse(CaseTokenClaims, decodeJwt(ian.caseToken ?? '')).cases)).toEqual(['100005']);
    expect(Object.keys(v.parse(CaseTokenClaims, decodeJwt(anna.caseToken ?? '')).cases).sort()).toEqual([
      '200001',
      '200002',
    ]);
  });

  it('gives an agent no cases', async () => {
    const alex = await sb.agent('10001');
    const result = await sb.call('dashboard', { tokens: alex });
    expect((result.body as { cases: unknown[] }).cases).toEqual([]);
  });

  it("gives an agent no cases and no case claims even where the agent's e-mail is a customer party's", async () => {
    await sb.changeStored('100001', (stored) => {
      stored.parties.push({
        id: 'P-100001-ALEX',
        displayName: 'Alex Agent',
        emailAddress: 'alex.agent@example.com',
        roles: ['Insured'],
      });
    });
    const alex = await sb.agent('10001');
    const result = await sb.call('dashboard', { tokens: alex });
    const body = result.body as { agreementAuthToken: string; cases: unknown[] };
    expect(body.cases).toEqual([]);
    expect(Object.keys(decodeJwt(body.agreementAuthToken)).filter((k) => k.startsWith('Case-'))).toEqual([]);
  });
});

describe('tokens', () => {
  it('refuses a call without a token, with a garbage token and with a foreign-signed token (401)', async () => {
    expect((await sb.call('dashboard')).status).toBe(401);
    expect((await sb.call('dashboard', { tokens: { session: 'not-a-jwt', caseToken: null } })).status).toBe(
      401,
    );
    const foreign =
      'eyJhbGciOiJIUzI1NiJ9.eyJVc2VyVHlwZSI6MSwidW5pcXVlX25hbWUiOiJvbGl2aWEub3duZXJAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJl';
    expect((await sb.call('dashboard', { tokens: { session: foreign, caseToken: null } })).status).toBe(401);
  });

  it('refuses an expired session token with a message saying so', async () => {
    const expired = await sb.forge(
      { UserType: 1, unique_name: OLIVIA, given_name: 'Olivia', family_name: 'Owner' },
      Math.floor(Date.now() / 1000) - 60,
    );
    const result = await sb.call('dashboard', { tokens: { session: expired, caseToken: null } });
    expect(result.status).toBe(401);
    expect(errorOf(result).Error).toMatch(/expired/);
  });

  it('refuses an expired case token even with a valid session', async () => {
    const olivia = await sb.customer(OLIVIA);
    const expired = await sb.forge(
      { 'Case-100001': { Roles: [3, 1], UserPartyIds: ['P-100001-OLIVIA'] } },
      Math.floor(Date.now() / 1000) - 60,
    );
    const result = await sb.call('getCase', {
      params: { caseId: '100001' },
      tokens: { ...olivia, caseToken: expired },
    });
    expect(result.status).toBe(401);
  });

  it('rotates the case token on every case-authenticated answer (sliding expiry, same claims)', async () => {
    const olivia = await sb.customer(OLIVIA);
    const result = await sb.call('getCase', { params: { caseId: '100001' }, tokens: olivia });
    const rotated = result.headers.get(HEADER.setAuthorization);
    expect(rotated).toBeTruthy();
    const before = decodeJwt(olivia.caseToken ?? '');
    const after = decodeJwt(rotated ?? '');
    expect(after['Case-100001']).toEqual(before['Case-100001']);
    expect(after.exp).toBeGreaterThanOrEqual(before.exp ?? 0);
    const again = await sb.call('getCase', {
      params: { caseId: '100002' },
      tokens: { ...olivia, caseToken: rotated },
    });
    expect(again.status).toBe(200);
  });

  it('accepts a link token (session and Case- claims in one) as either bearer', async () => {
    const link = await sb.request('POST', '/__sandbox/link-token', {
      json: { caseId: '200001', email: ANNA },
    });
    expect(link.status).toBe(200);
    const token = link.text;
    for (const tokens of [
      { session: token, caseToken: null },
      { session: token, caseToken: token },
    ]) {
      const result = await sb.call('getCase', { params: { caseId: '200001' }, tokens });
      expect(result.status).toBe(200);
      expect((result.body as { partyId: string }).partyId).toBe('P-200001-ANNA');
    }
    const other = await sb.call('getCase', {
      params: { caseId: '200002' },
      tokens: { session: token, caseToken: token },
    });
    expect(other.status).toBe(403);
  });

  it('refuses a link token for someone who is not a party on the case', async () => {
    const link = await sb.request('POST', '/__sandbox/link-token', {
      json: { caseId: '200001', email: OLIVIA },
    });
    expect(link.status).toBe(400);
  });
});
