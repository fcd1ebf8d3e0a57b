import { afterEach, describe, expect, it, vi } from 'vitest';
import { pseudonymOf } from '../../src/telemetry/pseudonym.ts';

describe('the user telemetry knows', () => {
  afterEach(() => {
    vi.resetModules();
    vi.doUnmock('../../src/telemetry/runtime.ts');
  });

  it('is a pseudonym: stable per user, different between users, never the e-mail address', async () => {
    const olivia = await pseudonymOf('olivia.owner@example.com');
    expect(olivia).toMatch(/^u_[0-9a-f]{24}$/);
    expect(await pseudonymOf(' Olivia.Owner@Example.com ')).toBe(olivia);
    expect(await pseudonymOf('anna.annuitant@example.com')).not.toBe(olivia);
    expect(olivia).not.toContain('olivia');
  });

  it('tags events with the pseudonym once telemetry runs, and with nothing after sign-out', async () => {
    const users: (string | null)[] = [];
    vi.doMock('../../src/telemetry/runtime.ts', () => ({
      startRuntime: (_config: unknown, user: string | null) => {
        users.push(user);
        return { track: () => {}, flush: async () => {}, setUser: (next: string | null) => users.push(next) };
      },
    }));
    const telemetry = await import('../../src/telemetry/index.ts');
    const identity = {
      isAgent: false,
      firstName: 'Olivia',
      lastName: 'Owner',
      username: 'olivia.owner@example.com',
      agentNumbers: [],
      expiresAt: null,
    };
    await telemetry.identifyUser(identity);
    await telemetry.startTelemetry({
      appInsightsInstrumentationKey: 'ikey',
      telemetryEndpoint: 'https://collect.example/v2/track',
    } as Parameters<typeof telemetry.startTelemetry>[0]);
    await telemetry.identifyUser(null);
    expect(users).toEqual([await pseudonymOf('olivia.owner@example.com'), null]);
    expect(JSON.stringify(users)).not.toContain('@');
  });
});
