import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_BATCH_BYTES,
  MAX_POST_BYTES,
  MAX_RETRIES,
  TelemetryBatcher,
  type TelemetryEnvelope,
} from '../../src/telemetry/batcher.ts';
import { startRuntime } from '../../src/telemetry/runtime.ts';

const bytes = (body: string) => new TextEncoder().encode(body).byteLength;

function batcher(answers: boolean[] = []) {
  const posts: string[] = [];
  const b = new TelemetryBatcher({
    endpoint: 'https://collect.example/v2/track',
    instrumentationKey: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    send: async (_endpoint, body) => {
      posts.push(body);
      return answers.shift() ?? true;
    },
  });
  return { b, posts };
}

/** An event whose properties hold about `size` UTF-16 units of `char`. */
const event = (b: TelemetryBatcher, n: number, char: string, size: number) =>
  b.track('EventData', { ver: 2, name: `e${n}`, properties: { n, text: char.repeat(size) } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Decision 374: a keepalive request carries at most 64 KiB, counted in bytes. */
describe("the portal's telemetry posts fit a keepalive request", () => {
  it('splits a batch of SPEC’s 100 KB into posts of at most 64 KiB, in order, losing nothing', async () => {
    const { b, posts } = batcher();
    for (let n = 0; n < 12; n++) event(b, n, 'x', 9_000);
    await b.flush();
    expect(posts.length).toBeGreaterThan(1);
    for (const post of posts) expect(bytes(post)).toBeLessThanOrEqual(MAX_POST_BYTES);
    const sent = posts.flatMap((post) => JSON.parse(post) as TelemetryEnvelope[]);
    const total = posts.reduce((sum, post) => sum + bytes(post), 0);
    expect(total).toBeLessThanOrEqual(MAX_BATCH_BYTES + 2 * posts.length);
    while (b.pending > 0) await b.flush();
    const all = posts.flatMap((post) => JSON.parse(post) as TelemetryEnvelope[]);
    expect(all.map((e) => e.data.baseData.name)).toEqual(Array.from({ length: 12 }, (_, n) => `e${n}`));
    expect(sent.length).toBeLessThan(12);
  });

  it('counts bytes, not UTF-16 units: texts in accents, CJK and emoji stay under 64 KiB', async () => {
    for (const char of ['é', '漢', '😀']) {
      const { b, posts } = batcher();
      // Each event is under 64 KiB in UTF-16 units, and well over half of it in bytes.
      for (let n = 0; n < 6; n++) event(b, n, char, 12_000);
      while (b.pending > 0) await b.flush();
      for (const post of posts) {
        expect(bytes(post), char).toBeLessThanOrEqual(MAX_POST_BYTES);
        expect(bytes(post), char).toBeGreaterThan(post.length);
      }
      expect(
        posts.flatMap((post) => JSON.parse(post) as unknown[]),
        char,
      ).toHaveLength(6);
    }
  });

  it('drops an event no post could carry instead of blocking every event behind it', async () => {
    const { b, posts } = batcher();
    event(b, 0, '漢', 30_000);
    event(b, 1, 'x', 10);
    expect(b.pending).toBe(1);
    await b.flush();
    expect(posts).toHaveLength(1);
    expect((JSON.parse(posts[0] ?? '[]') as TelemetryEnvelope[])[0]?.data.baseData.name).toBe('e1');
  });

  it('keeps what a failed post held for the next flush, and what the posts before it sent is not sent again', async () => {
    const { b, posts } = batcher([true, false]);
    for (let n = 0; n < 4; n++) event(b, n, 'x', 20_000);
    await b.flush();
    expect(posts).toHaveLength(2);
    const first = JSON.parse(posts[0] ?? '[]') as TelemetryEnvelope[];
    expect(b.pending).toBe(4 - first.length);
    while (b.pending > 0) await b.flush();
    const names = posts
      .slice(2)
      .flatMap((post) => (JSON.parse(post) as TelemetryEnvelope[]).map((e) => e.data.baseData.name));
    expect([...first.map((e) => e.data.baseData.name), ...names]).toEqual(['e0', 'e1', 'e2', 'e3']);

    const failing = batcher(Array(MAX_RETRIES).fill(false));
    event(failing.b, 0, 'x', 10);
    for (let i = 0; i < MAX_RETRIES; i++) await failing.b.flush();
    expect(failing.b.pending).toBe(0);
  });

  it('sends nothing twice when a second flush is asked for while one runs', async () => {
    const { b, posts } = batcher();
    for (let n = 0; n < 4; n++) event(b, n, 'x', 20_000);
    await Promise.all([b.flush(), b.flush()]);
    const names = posts.flatMap((post) =>
      (JSON.parse(post) as TelemetryEnvelope[]).map((e) => e.data.baseData.name),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('posts with keepalive, as JSON, each body within the quota', async () => {
    vi.useFakeTimers();
    const calls: { body: string; init: RequestInit }[] = [];
    vi.stubGlobal('addEventListener', () => {});
    vi.stubGlobal('window', {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push({ body: String(init.body), init });
        return new Response('{}', { status: 200 });
      }),
    );
    const runtime = startRuntime(
      {
        appInsightsInstrumentationKey: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
        telemetryEndpoint: 'https://collect.example/v2/track',
      } as Parameters<typeof startRuntime>[0],
      null,
    );
    for (let n = 0; n < 10; n++)
      runtime.track('EventData', { ver: 2, name: `e${n}`, properties: { text: 'é'.repeat(9_000) } });
    await runtime.flush();
    expect(calls.length).toBeGreaterThan(1);
    for (const { body, init } of calls) {
      expect(init.keepalive).toBe(true);
      expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
      expect(bytes(body)).toBeLessThanOrEqual(MAX_POST_BYTES);
    }
  });
});
