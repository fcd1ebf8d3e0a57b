import { describe, expect, it } from 'vitest';
import { MAX_BATCH_BYTES, MAX_RETRIES, ROLE_NAME, TelemetryBatcher } from '../../src/telemetry/batcher.ts';

function batcher(answers: boolean[] = []) {
  const sent: unknown[][] = [];
  const b = new TelemetryBatcher({
    endpoint: 'https://collect.example/v2/track',
    instrumentationKey: 'ikey-1',
    now: () => new Date('2026-11-22T10:00:00Z'),
    send: async (_endpoint, body) => {
      sent.push(JSON.parse(body));
      return answers.shift() ?? true;
    },
  });
  return { b, sent };
}

describe('telemetry batcher', () => {
  it("tags every event with the role 'epd-v2-ui', the key and the signed-in user's pseudonym", async () => {
    const { b, sent } = batcher();
    b.setUser('u_4f1c0a9e2b7d6c3a5e8f9012');
    b.track('EventData', { name: 'login' });
    b.setUser(null);
    b.track('PageviewData', { name: 'Dashboard', url: '/secure-home' });
    await b.flush();
    expect(sent).toHaveLength(1);
    const [first, second] = sent[0] as { tags: Record<string, string>; iKey: string; name: string }[];
    expect(first?.tags).toEqual({
      'ai.cloud.role': ROLE_NAME,
      'ai.user.authUserId': 'u_4f1c0a9e2b7d6c3a5e8f9012',
    });
    expect(second?.tags).toEqual({ 'ai.cloud.role': ROLE_NAME });
    expect(first?.iKey).toBe('ikey-1');
    expect(second?.name).toBe('Microsoft.ApplicationInsights.Pageview');
    expect(b.pending).toBe(0);
  });

  it('sends nothing when there is nothing to send', async () => {
    const { b, sent } = batcher();
    await b.flush();
    expect(sent).toEqual([]);
  });

  it('keeps a batch the endpoint refused and sends it again, giving up after the retry limit', async () => {
    const { b, sent } = batcher([false, true]);
    b.track('EventData', { name: 'a' });
    await b.flush();
    expect(b.pending).toBe(1);
    await b.flush();
    expect(b.pending).toBe(0);
    expect(sent).toHaveLength(2);

    const failing = batcher(Array(MAX_RETRIES).fill(false));
    failing.b.track('EventData', { name: 'b' });
    for (let i = 0; i < MAX_RETRIES; i++) await failing.b.flush();
    expect(failing.b.pending).toBe(0);
    expect(failing.sent).toHaveLength(MAX_RETRIES);
  });

  it('splits what is queued into batches no larger than the limit', async () => {
    const { b, sent } = batcher();
    const big = 'x'.repeat(30_000);
    for (let i = 0; i < 5; i++) b.track('EventData', { name: 'big', properties: { big } });
    await b.flush();
    expect(JSON.stringify(sent[0]).length).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    expect(b.pending).toBeGreaterThan(0);
    while (b.pending > 0) await b.flush();
    expect(sent.flat()).toHaveLength(5);
  });
});
