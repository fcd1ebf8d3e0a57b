import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_COMMENT_BODY_BYTES } from '../../sandbox/api.ts';
import { authHeaders, HEADER } from '../../src/api/headers.ts';
import { errorOf, OLIVIA, startTestSandbox } from './support.ts';

const sb = startTestSandbox();

describe('faults', () => {
  it('maintenance answers 503 with the availability header false on every EPD call; off again all is well', async () => {
    const olivia = await sb.customer(OLIVIA);
    await sb.faults({ maintenance: true });
    for (const result of [
      await sb.call('dashboard', { tokens: olivia }),
      await sb.call('getCase', { params: { caseId: '100001' }, tokens: olivia }),
      await sb.call('login', { headers: { Authorization: `Basic ${btoa(`${OLIVIA}:wrong`)}` } }),
    ]) {
      expect(result.status).toBe(503);
      expect(result.headers.get(HEADER.availability)).toBe('false');
      expect(errorOf(result).Code).toBe('EpdDown');
    }
    await sb.faults({ maintenance: false });
    const back = await sb.call('getCase', { params: { caseId: '100001' }, tokens: olivia });
    expect(back.status).toBe(200);
    expect(back.headers.get(HEADER.availability)).toBe('true');
  });

  it("the site's settings answer during maintenance, saying the EPD feature is unavailable", async () => {
    await sb.faults({ maintenance: true });
    for (const name of ['config', 'uiConfig'] as const) {
      const result = await sb.call(name);
      expect(result.status, name).toBe(200);
      expect(result.headers.get(HEADER.availability), name).toBe('false');
    }
    expect((await sb.call('uiConfig')).body).toHaveProperty('supportPhone');
    await sb.faults({ maintenance: false });
    expect((await sb.call('config')).headers.get(HEADER.availability)).toBe('true');
  });

  it('the availability and no-store headers survive compression, asked with or without gzip (decision 451)', async () => {
    /** Over node:http, which sends only the headers given (fetch adds its own Accept-Encoding). */
    const headersOf = (path: string, acceptEncoding?: string) =>
      new Promise<Record<string, string | string[] | undefined>>((done, fail) => {
        const headers: Record<string, string> = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
        const req = httpRequest(`${sb.url()}/api/${path}`, { headers }, (res) => {
          res.resume();
          res.on('end', () => done(res.headers));
        });
        req.on('error', fail);
        req.end();
      });
    await sb.faults({ maintenance: true });
    for (const path of ['config', 'config/ui']) {
      for (const encoding of [undefined, 'gzip']) {
        const headers = await headersOf(path, encoding);
        expect(headers[HEADER.availability], `${path} ${encoding}`).toBe('false');
        expect(headers['cache-control'], `${path} ${encoding}`).toBe('no-store');
      }
    }
    await sb.faults({ maintenance: false });
    expect((await headersOf('config', 'gzip'))[HEADER.availability]).toBe('true');
  });

  it('documentsDown fails the document calls only', async () => {
    const olivia = await sb.customer(OLIVIA);
    await sb.faults({ documentsDown: true });
    const down = await sb.call('documents', { params: { caseId: '100001' }, tokens: olivia });
    expect(down.status).toBe(503);
    expect(errorOf(down).Code).toBe('DocumentsDown');
    expect(down.headers.get(HEADER.availability)).toBe('true');
    const review = await sb.call('reviewDocument', {
      params: { caseId: '100001', documentId: 'D-100001-1' },
      tokens: olivia,
    });
    expect(review.status).toBe(503);
    expect((await sb.call('getCase', { params: { caseId: '100001' }, tokens: olivia })).status).toBe(200);
    await sb.faults({ documentsDown: false });
    expect(
      (await sb.call('documentsOnlySignedPolicy', { params: { caseId: '100002' }, tokens: olivia })).status,
    ).toBe(200);
  });

  it('failCalls answers 500 for the named calls only, until cleared', async () => {
    await sb.faults({ failCalls: ['uiConfig'] });
    const failed = await sb.call('uiConfig');
    expect(failed.status).toBe(500);
    expect(errorOf(failed).Code).toBe('ServerError');
    expect((await sb.call('config')).status).toBe(200);
    await sb.faults({ failCalls: [] });
    expect((await sb.call('uiConfig')).status).toBe(200);
  });

  it('latencyMs is kept, and calls, with a body or none, still answer with it on and off', async () => {
    await sb.faults({ latencyMs: 30 });
    const faults = await sb.request('GET', '/__sandbox/faults');
    expect(faults.body).toMatchObject({ latencyMs: 30 });
    expect((await sb.call('config')).status).toBe(200);
    // A call with a body too: the delay must not leave the body unread (it once hung here).
    const alex = await sb.agent('10001');
    expect((await sb.call('searchBook', { tokens: alex, json: { take: 1 } })).status).toBe(200);
    await sb.faults({ latencyMs: 0 });
    expect((await sb.call('config')).status).toBe(200);
  });

  it('refuses unknown faults and unknown call names (400); reset switches every fault off', async () => {
    expect((await sb.request('PUT', '/__sandbox/faults', { json: { volcano: true } })).status).toBe(400);
    expect((await sb.request('PUT', '/__sandbox/faults', { json: { failCalls: ['nope'] } })).status).toBe(
      400,
    );
    await sb.faults({ maintenance: true, paymentIssue: true });
    await sb.request('POST', '/__sandbox/reset');
    expect((await sb.request('GET', '/__sandbox/faults')).body).toEqual({
      maintenance: false,
      documentsDown: false,
      paymentIssue: false,
      paymentCardError: false,
      latencyMs: 0,
      failCalls: [],
    });
  });
});

describe('malformed input', () => {
  it('answers 400 for malformed JSON, a missing body and mistyped fields', async () => {
    const alex = await sb.agent('10001');
    const malformed = await sb.call('searchBook', { tokens: alex, raw: '{"take": ' });
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).Error).toBe('The request body is not valid JSON.');
    const olivia = await sb.customer(OLIVIA);
    const missing = await sb.call('initialPayment', { params: { caseId: '100001' }, tokens: olivia });
    expect(missing.status).toBe(400);
    const mistyped = await sb.call('initialPayment', {
      params: { caseId: '100001' },
      tokens: olivia,
      json: { billingFrequency: 'Monthly', paymentMethodType: 'BankAccount', paymentAmount: '167.50' },
    });
    expect(mistyped.status).toBe(400);
    expect(errorOf(mistyped).Field).toBe('paymentAmount');
  });

  it('answers 413 for a body over 1 MB (6 MB for a comment, which may carry marked pages) and stores nothing', async () => {
    const olivia = await sb.customer(OLIVIA);
    const payment = await sb.call('initialPayment', {
      params: { caseId: '100001' },
      tokens: olivia,
      json: { padding: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(payment.status).toBe(413);
    expect(errorOf(payment).Code).toBe('PayloadTooLarge');
    const result = await sb.call('createComment', {
      params: { caseId: '100001' },
      tokens: olivia,
      json: 'x'.repeat(MAX_COMMENT_BODY_BYTES + 10),
    });
    expect(result.status).toBe(413);
    expect(errorOf(result).Code).toBe('PayloadTooLarge');
    expect((await sb.stored('100001')).comments).toEqual([]);
  });

  it("reads a body sent in chunks without a Content-Length, and answers 413 once it passes the call's limit", async () => {
    const olivia = await sb.customer(OLIVIA);
    /** A comment padded to `size` bytes with JSON's blanks, sent 64 KB at a time with no declared length. */
    const chunked = (size: number) => {
      const bytes = Buffer.from(`${' '.repeat(size)}"Sent in chunks"`);
      let at = 0;
      return fetch(`${sb.url()}/api/Change/100001/CreateComment`, {
        method: 'POST',
        headers: { ...authHeaders(olivia), 'Content-Type': 'application/json' },
        body: new ReadableStream<Uint8Array>({
          pull(controller) {
            if (at >= bytes.length) return controller.close();
            controller.enqueue(bytes.subarray(at, at + 64 * 1024));
            at += 64 * 1024;
          },
        }),
        duplex: 'half',
      } as RequestInit);
    };
    const small = await chunked(200 * 1024);
    expect(small.status).toBe(200);
    expect((await sb.stored('100001')).comments.map((c) => c.textDetails)).toEqual(['Sent in chunks']);
    const big = await chunked(MAX_COMMENT_BODY_BYTES + 10);
    expect(big.status).toBe(413);
    expect(((await big.json()) as { errors: { Code: string } }).errors.Code).toBe('PayloadTooLarge');
    expect((await sb.stored('100001')).comments).toHaveLength(1);
  });

  it('answers 404 for an unknown API path', async () => {
    const result = await sb.request('GET', '/api/NoSuchThing');
    expect(result.status).toBe(404);
  });
});

describe('telemetry', () => {
  it('stores batched JSON posts, and refuses other bodies', async () => {
    const envelope = (baseType: 'PageviewData' | 'EventData', name: string) => ({
      name: `Microsoft.ApplicationInsights.${baseType.replace('Data', '')}`,
      time: '2026-11-22T10:00:00.000Z',
      iKey: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
      tags: { 'ai.cloud.role': 'epd-v2-ui' },
      data: { baseType, baseData: { name } },
    });
    const batch = [
      envelope('PageviewData', 'Login'),
      envelope('EventData', 'DeliveryConfirmationRegistered'),
    ];
    const stored = await sb.request('POST', '/api/telemetry', { json: batch });
    expect(stored.status).toBe(200);
    expect((await sb.request('POST', '/api/telemetry', { raw: 'nope' })).status).toBe(400);
    const rows = (await sb.request('GET', '/__sandbox/telemetry')).body as { body: unknown }[];
    expect(rows.map((r) => r.body)).toEqual([batch]);
  });
});
