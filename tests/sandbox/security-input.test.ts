import { describe, expect, it } from 'vitest';
import { MAX_TELEMETRY_BYTES } from '../../src/api/schemas/telemetry.ts';
import { errorOf, OLIVIA, postedBatch, startTestSandbox } from './support.ts';

const sb = startTestSandbox();
const storedTelemetry = async () => (await sb.request('GET', '/__sandbox/telemetry')).body as unknown[];

/** A batch exactly as the portal's batcher posts it. */
const portalBatch = () =>
  postedBatch((batcher) => {
    batcher.setUser('user-1');
    batcher.track('PageviewData', { name: 'Login', url: '/epd/login' });
    batcher.track('ExceptionData', { exceptions: [{ typeName: 'Error', message: 'boom' }] });
  });

describe('telemetry accepts only what the portal sends', () => {
  it("stores the portal's own batch", async () => {
    const batch = await portalBatch();
    const result = await sb.request('POST', '/api/telemetry', { raw: batch });
    expect(result.status).toBe(200);
    expect(await storedTelemetry()).toHaveLength(1);
  });

  it('refuses JSON of another shape and stores nothing', async () => {
    for (const body of [
      { any: 'thing' },
      [],
      [{ name: 'x' }],
      [{ ...JSON.parse(await portalBatch())[0], extra: 1 }],
    ]) {
      const result = await sb.request('POST', '/api/telemetry', { json: body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(result).Error).toMatch(/^Telemetry must be a batch of the portal's envelopes/);
    }
    expect(await storedTelemetry()).toEqual([]);
  });

  it('says where a batch of another shape goes wrong: the envelope field, or the batch itself', async () => {
    const field = await sb.request('POST', '/api/telemetry', { json: [{ name: 'x' }] });
    expect(field.status).toBe(400);
    expect(errorOf(field)).toMatchObject({ Code: 'BadRequest' });
    expect(errorOf(field).Error).toMatch(/^Telemetry must be a batch of the portal's envelopes: 0\.time /);
    const whole = await sb.request('POST', '/api/telemetry', { json: { any: 'thing' } });
    expect(errorOf(whole).Error).toMatch(/^Telemetry must be a batch of the portal's envelopes: \(batch\) /);
    expect(await storedTelemetry()).toEqual([]);
  });

  it('refuses a body that is not JSON at all, saying so, and stores nothing', async () => {
    const result = await sb.request('POST', '/api/telemetry', { raw: '[{"name": ' });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toEqual({ Error: 'Telemetry must be posted as JSON.', Code: 'BadRequest' });
    expect(await storedTelemetry()).toEqual([]);
  });

  it('takes only application/json, parameters after it allowed: not a type that merely contains it', async () => {
    const batch = await portalBatch();
    for (const type of [
      'text/plain; charset=application/json',
      'application/json-seq',
      'application/jsonp',
    ]) {
      const result = await sb.request('POST', '/api/telemetry', {
        raw: batch,
        headers: { 'Content-Type': type },
      });
      expect(result.status, type).toBe(415);
      expect(errorOf(result), type).toEqual({
        Error: 'Telemetry must be posted as application/json.',
        Code: 'UnsupportedMediaType',
      });
    }
    expect(await storedTelemetry()).toEqual([]);
    for (const type of ['application/json', 'Application/JSON ; charset=utf-8'])
      expect(
        (await sb.request('POST', '/api/telemetry', { raw: batch, headers: { 'Content-Type': type } }))
          .status,
        type,
      ).toBe(200);
    expect(await storedTelemetry()).toHaveLength(2);
  });

  it('refuses a post over its size limit and stores nothing', async () => {
    const [envelope] = JSON.parse(await portalBatch()) as Record<string, unknown>[];
    const big = JSON.stringify([
      { ...envelope, data: { baseType: 'EventData', baseData: { pad: 'x'.repeat(MAX_TELEMETRY_BYTES) } } },
    ]);
    const result = await sb.request('POST', '/api/telemetry', { raw: big });
    expect(result.status).toBe(413);
    expect(await storedTelemetry()).toEqual([]);
  });
});

describe('comment texts', () => {
  it('removes bidi overrides and control characters before a question is kept', async () => {
    const olivia = await sb.customer(OLIVIA);
    const sent = await sb.call('createComment', {
      params: { caseId: '100001' },
      tokens: olivia,
      json: 'Pay \u202Egnp.exe\u202C to\u0007 me\u200F\nplease\u0000',
    });
    expect(sent.status).toBe(200);
    const texts = (await sb.stored('100001')).comments.map((comment) => comment.textDetails);
    expect(texts).toContain('Pay gnp.exe to me\nplease');
    for (const removed of ['\u202E', '\u202C', '\u200F', '\u0000', '\u0007'])
      expect(texts.join('')).not.toContain(removed);
  });

  it('refuses a text that is nothing but such characters', async () => {
    const olivia = await sb.customer(OLIVIA);
    const sent = await sb.call('createComment', {
      params: { caseId: '100001' },
      tokens: olivia,
      json: '\u202E\u0007\u200F',
    });
    expect(sent.status).toBe(400);
  });
});
