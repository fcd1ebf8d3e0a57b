import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { HEADER } from '../../src/api/headers.ts';
import { errorOf, OLIVIA, startTestSandbox } from './support.ts';

const sb = startTestSandbox();

async function linkToken(caseId: string, email: string): Promise<string> {
  const link = await sb.request('POST', '/__sandbox/link-token', { json: { caseId, email } });
  expect(link.status).toBe(200);
  return link.text;
}

describe('an e-mail link token opens its one case and nothing else', () => {
  it('opens its case, but the Dashboard and the customer’s other case refuse it', async () => {
    const token = await linkToken('100001', OLIVIA);
    const tokens = { session: token, caseToken: token };
    expect((await sb.call('getCase', { params: { caseId: '100001' }, tokens })).status).toBe(200);

    const dashboard = await sb.call('dashboard', { tokens });
    expect(dashboard.status).toBe(403);
    expect(errorOf(dashboard).Error).toBe(
      'This link opens case 100001 only. Please log in to see your other policies.',
    );
    // Olivia is the owner of 100002 too: the link must not reach it.
    expect((await sb.call('getCase', { params: { caseId: '100002' }, tokens })).status).toBe(403);
  });

  it('is rotated without session claims and without extending its expiry', async () => {
    const token = await linkToken('100001', OLIVIA);
    const result = await sb.call('getCase', {
      params: { caseId: '100001' },
      tokens: { session: token, caseToken: token },
    });
    const rotated = result.headers.get(HEADER.setAuthorization);
    expect(rotated).toBeTruthy();
    const claims = decodeJwt(rotated ?? '');
    expect(claims.UserType).toBeUndefined();
    expect(claims.unique_name).toBeUndefined();
    expect(claims['Case-100001']).toBeDefined();
    expect(claims.exp).toBe(decodeJwt(token).exp);
    // The rotated token is still only a key to its case: the Dashboard refuses it as a session.
    const dashboard = await sb.call('dashboard', { tokens: { session: rotated, caseToken: null } });
    expect(dashboard.status).toBeGreaterThanOrEqual(401);
  });

  it('expires a day after it is made (decision 24), and an expired one is refused', async () => {
    const claims = decodeJwt(await linkToken('100001', OLIVIA));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(24 * 60 * 60);
    const expired = await sb.forge(
      { ...claims, exp: undefined, iat: undefined },
      Math.floor(Date.now() / 1000) - 60,
    );
    const result = await sb.call('getCase', {
      params: { caseId: '100001' },
      tokens: { session: expired, caseToken: expired },
    });
    expect(result.status).toBe(401);
    expect(errorOf(result).Error).toMatch(/expired/);
  });
});

describe('tokens without exp are refused', () => {
  it('refuses a correctly signed session token that has no expiry', async () => {
    const session = await sb.forge(
      {
        UserType: 1,
        given_name: 'Olivia',
        family_name: 'Owner',
        AgentNumbers: '',
        unique_name: OLIVIA,
        AuthProviderId: 'epd-sandbox',
      },
      null,
    );
    expect(decodeJwt(session).exp).toBeUndefined();
    const result = await sb.call('dashboard', { tokens: { session, caseToken: null } });
    expect(result.status).toBe(401);
  });
});
