import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER } from '../../src/api/headers.ts';
import { errorOf, OLIVIA, startTestSandbox } from './support.ts';

const sb = startTestSandbox();
const HOUR = 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

const expiryOf = (token: string) => (decodeJwt(token).exp ?? 0) * 1000;

describe('every token has an absolute lifetime', () => {
  it('a case token used all day long still dies 8 hours after the sign-in it came from', async () => {
    const signIn = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: signIn });
    const olivia = await sb.customer(OLIVIA);
    const handedOut: string[] = [olivia.caseToken ?? ''];
    let caseToken = olivia.caseToken ?? '';
    // Used every 90 minutes, each answer carrying a fresh token, as the portal would.
    for (let at = 1.5; at < 8; at += 1.5) {
      vi.setSystemTime(signIn + at * HOUR);
      const read = await sb.call('getCase', {
        params: { caseId: '100001' },
        tokens: { session: null, caseToken },
      });
      expect(read.status, `${at} h`).toBe(200);
      caseToken = read.headers.get(HEADER.setAuthorization) ?? '';
      handedOut.push(caseToken);
    }
    for (const token of handedOut) expect(expiryOf(token)).toBeLessThanOrEqual(signIn + 8 * HOUR + 1000);
    vi.setSystemTime(signIn + 8 * HOUR + 60_000);
    const late = await sb.call('getCase', {
      params: { caseId: '100001' },
      tokens: { session: null, caseToken },
    });
    expect(late.status).toBe(401);
    expect(errorOf(late).Error).toMatch(/expired/);
  });

  it('refuses a token older than its lifetime even when its own expiry says otherwise', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { 'Case-100001': { Roles: [3, 1], UserPartyIds: ['P-100001-OLIVIA'] }, sub: OLIVIA };
    // Signed with the data dir's secret: what a sliding renewal chain handed out, nine hours on.
    const renewed = await sb.forge({ ...claims, auth_time: now - 9 * 3600 }, now + 7 * 3600, now - 60);
    const unchained = await sb.forge(claims, now + 3600, now - 25 * 3600);
    for (const caseToken of [renewed, unchained]) {
      const result = await sb.call('getCase', {
        params: { caseId: '100001' },
        tokens: { session: null, caseToken },
      });
      expect(result.status).toBe(401);
    }
  });
});
