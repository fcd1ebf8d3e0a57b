import { randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../../sandbox/auth/tokens.ts';

const secret = randomBytes(32);
afterEach(() => {
  vi.useRealTimers();
});

describe('TokenService', () => {
  it('signs HS256 JWTs that jose verifies, with issuer, issue time, expiry and subject', async () => {
    const tokens = new TokenService(secret, 60);
    const token = await tokens.sign(
      { UserType: 1, 'Case-100001': { Roles: [3], UserPartyIds: ['P'] } },
      'a@b.c',
    );
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, secret, { issuer: 'epd-sandbox', algorithms: ['HS256'] });
    expect(payload).toMatchObject({ UserType: 1, sub: 'a@b.c', 'Case-100001': { Roles: [3] } });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(60);
  });

  it('refuses a token once it has expired, though it was accepted (and remembered) before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new TokenService(secret, 60);
    const token = await tokens.sign({ UserType: 1 }, 'a@b.c');
    expect((await tokens.verify(token)).ok).toBe(true);
    vi.setSystemTime(Date.now() + 59_000);
    expect((await tokens.verify(token)).ok).toBe(true);
    vi.setSystemTime(Date.now() + 1_000);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token with a changed signature or payload every time it is sent', async () => {
    const tokens = new TokenService(secret, 60);
    const token = await tokens.sign({ UserType: 1 }, 'a@b.c');
    expect((await tokens.verify(token)).ok).toBe(true);
    const [header, payload, signature] = token.split('.');
    const raised = Buffer.from(JSON.stringify({ UserType: 2, exp: 9_999_999_999, iss: 'epd-sandbox' }));
    for (const forged of [
      `${header}.${payload}.${signature?.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'))}`,
      `${header}.${raised.toString('base64url')}.${signature}`,
    ]) {
      expect(await tokens.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
      expect(await tokens.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await new TokenService(randomBytes(32), 60).verify(token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('hands every caller of a token claims no handler can change for the next', async () => {
    const tokens = new TokenService(secret, 60);
    const token = await tokens.sign({ 'Case-100001': { Roles: [3], UserPartyIds: ['P'] } }, 'a@b.c');
    const first = await tokens.verify(token);
    if (!first.ok) throw new Error('refused');
    expect(() => {
      (first.payload['Case-100001'] as { Roles: number[] }).Roles.push(7);
    }).toThrow(TypeError);
    const second = await tokens.verify(token);
    expect(second.ok && second.payload['Case-100001']).toEqual({ Roles: [3], UserPartyIds: ['P'] });
  });

  it('slides a case token: refreshed within the second it is the same token, a second later one that lasts longer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new TokenService(secret, 60);
    const token = await tokens.sign({ 'Case-100001': { Roles: [3], UserPartyIds: ['P'] } }, 'a@b.c');
    const verified = await tokens.verify(token);
    if (!verified.ok) throw new Error('refused');
    const first = await tokens.refresh(verified.payload);
    expect(await tokens.refresh(verified.payload)).toBe(first);
    vi.setSystemTime(Date.now() + 1_000);
    const later = await tokens.refresh(verified.payload);
    expect(later).not.toBe(first);
    expect((decodeJwt(later).exp ?? 0) - (decodeJwt(first).exp ?? 0)).toBe(1);
    expect((await tokens.verify(later)).ok).toBe(true);
  });
});
