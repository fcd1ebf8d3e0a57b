import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DELIVERY_EVENTS } from '../../machines/deliveryConfirmation.ts';
import { machineOf } from '../../sandbox/auth/callerMachine.ts';
import { createThrottles, TELEMETRY_BUDGET, TELEMETRY_RULE } from '../../sandbox/auth/throttle.ts';
import type { SandboxContext } from '../../sandbox/context.ts';
import { HttpError } from '../../sandbox/http/errors.ts';
import { mountTelemetry } from '../../sandbox/routes/telemetry.ts';
import { openDb } from '../../sandbox/store/db.ts';
import { MAX_TELEMETRY_STORED_BYTES, scrubBatch, TelemetryStore } from '../../sandbox/telemetry.ts';
import type { TelemetryBatch } from '../../src/api/schemas/telemetry.ts';
import { pseudonymOf } from '../../src/telemetry/pseudonym.ts';
import { errorOf, postedBatch, startTestSandbox } from './support.ts';

const sb = startTestSandbox();
const EMAIL = 'olivia.owner@example.com';

/** What the probe sent: secrets in every place the envelope has, each in a form the deny-list missed. */
const probeBatch = (): TelemetryBatch => [
  {
    name: `Microsoft.ApplicationInsights.Event ${EMAIL} hunter2 123-45-6789`,
    time: '2026-11-28T12:00:00.000Z',
    iKey: `${EMAIL}:hunter2:123-45-6789`,
    tags: { 'ai.cloud.role': 'epd-v2-ui', 'ai.user.authUserId': EMAIL, 'ai.session.id': 'cookie=sid-secret' },
    data: {
      baseType: 'EventData',
      baseData: {
        ver: 2,
        name: DELIVERY_EVENTS.registrationFailed,
        properties: {
          caseId: '100001',
          reason: 'network',
          pwd: 'pwd-secret',
          pin: '4321',
          ssn: '123456789',
          taxId: '98-7654321',
          cvv: '737',
          username: EMAIL,
          cookie: 'sid=cookie-secret',
          otp: '902211',
          dob: '1980-04-05',
        },
      },
    },
  },
  {
    name: 'Microsoft.ApplicationInsights.Exception',
    time: '2026-11-28T12:00:01.000Z',
    iKey: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    tags: { 'ai.cloud.role': 'epd-v2-ui' },
    data: {
      baseType: 'ExceptionData',
      baseData: {
        ver: 2,
        exceptions: [
          {
            typeName: `Error ${EMAIL}`,
            message: [
              'mail olivia.owner%40example.com',
              'card 4111.1111.1111.1111 and 4111/1111/1111/1111',
              'tax id 123.45.6789, full-width １２３４５６７８９',
              'accounts 123456 and 1234567',
              'credential b2xpdmlhOmh1bnRlcjI=',
            ].join('; '),
          },
        ],
      },
    },
  },
  {
    name: 'Microsoft.ApplicationInsights.Pageview',
    time: '2026-11-28T12:00:02.000Z',
    iKey: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    tags: { 'ai.cloud.role': 'epd-v2-ui' },
    data: {
      baseType: 'PageviewData',
      baseData: { ver: 2, name: 'Payment | EPD', url: `/confirmdelivery/200001/DC-200001-KEY/${EMAIL}` },
    },
  },
];

const SECRETS = [
  EMAIL,
  'olivia.owner%40example',
  'hunter2',
  '123-45-6789',
  'pwd-secret',
  '4321',
  '123456789',
  '7654321',
  '737',
  'cookie-secret',
  'sid-secret',
  '902211',
  '1980-04-05',
  '4111',
  '123.45.6789',
  '１２３',
  '123456',
  '1234567',
  'b2xpdmlhOmh1bnRlcjI',
  'DC-200001-KEY',
];

/** Decision 373: kept is what the portal sends, rebuilt field by field; everything else goes. */
describe('telemetry is scrubbed by an allow-list of what the portal sends', () => {
  it('keeps none of what the probe hid in the envelope, its tags, properties and texts', async () => {
    const posted = await sb.request('POST', '/api/telemetry', { json: probeBatch() });
    expect(posted.status).toBe(200);
    const kept = JSON.stringify((await sb.request('GET', '/__sandbox/telemetry')).body);
    for (const secret of SECRETS) expect(kept, secret).not.toContain(secret);
    for (const key of [
      'pwd',
      'pin',
      'ssn',
      'taxId',
      'cvv',
      'username',
      'cookie',
      'otp',
      'dob',
      'ai.session.id',
    ])
      expect(kept, key).not.toContain(`"${key}"`);
  });

  it('keeps, as sent, everything the portal itself tracks', async () => {
    const pseudonym = await pseudonymOf(EMAIL);
    const body = await postedBatch((batcher) => {
      batcher.setUser(pseudonym);
      batcher.track('EventData', {
        ver: 2,
        name: DELIVERY_EVENTS.registrationFailed,
        properties: { caseId: '100001', reason: 'refused' },
      });
      batcher.track('PageviewData', { ver: 2, name: 'Payment | EPD portal', url: '/payment/$caseId' });
      batcher.track('ExceptionData', {
        ver: 2,
        exceptions: [{ typeName: 'Error', message: 'Case not found.' }],
      });
    });
    const sent = JSON.parse(body) as TelemetryBatch;
    expect(scrubBatch(sent)).toEqual(sent);
    expect((await sb.request('POST', '/api/telemetry', { raw: body })).status).toBe(200);
    const stored = (await sb.request('GET', '/__sandbox/telemetry')).body as { body: TelemetryBatch }[];
    expect(stored[0]?.body).toEqual(sent);
  });

  it('counts 65 loopback addresses as the one machine they are', async () => {
    const body = await postedBatch((batcher) =>
      batcher.track('PageviewData', { ver: 2, name: 'Login', url: '/login' }),
    );
    const statuses: number[] = [];
    for (let n = 2; n < 2 + 65; n += 1)
      statuses.push((await sb.request('POST', '/api/telemetry', { raw: body, from: `127.0.0.${n}` })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(TELEMETRY_RULE.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(65 - TELEMETRY_RULE.limit);
    const refused = await sb.request('POST', '/api/telemetry', { raw: body, from: '127.0.0.67' });
    expect(errorOf(refused)).toEqual({
      Error: 'Too many telemetry posts from this address. Please send fewer, later.',
      Code: 'TooManyRequests',
    });
    expect((await sb.request('GET', '/__sandbox/telemetry')).body).toHaveLength(TELEMETRY_RULE.limit);
  });

  it('tells machines apart as a limit should: loopback is one, IPv6 by its /64', () => {
    expect(
      new Set(['127.0.0.1', '127.0.0.66', '127.255.0.1', '::1', '::ffff:127.0.0.9'].map(machineOf)),
    ).toEqual(new Set(['loopback']));
    expect(machineOf('2001:db8:1:2::1')).toBe(machineOf('2001:db8:1:2:ffff::9'));
    expect(machineOf('2001:db8:1:2::1')).not.toBe(machineOf('2001:db8:1:3::1'));
    expect(machineOf('203.0.113.7')).not.toBe(machineOf('203.0.113.8'));
  });
});

describe('telemetry has a budget for all callers together, and a cap on what it keeps', () => {
  it('refuses everyone once all callers together spent the budget, however many addresses they use', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'epd-telemetry-budget-'));
    const db = openDb(dir);
    try {
      const api = new Hono();
      // As sandbox/api.ts answers a refusal.
      api.onError((error) =>
        error instanceof HttpError
          ? Response.json(error.body(), { status: error.status, headers: error.headers })
          : Response.json({}, { status: 500 }),
      );
      mountTelemetry(api, {
        db,
        throttles: createThrottles(),
        now: () => new Date().toISOString(),
      } as SandboxContext);
      const body = await postedBatch((batcher) =>
        batcher.track('PageviewData', { ver: 2, name: 'Login', url: '/login' }),
      );
      const from = (address: string) =>
        api.fetch(
          new Request('http://localhost/telemetry', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
          }),
          { incoming: { socket: { remoteAddress: address } } },
        );
      const statuses: number[] = [];
      let last: Response | undefined;
      // Each of these addresses stays far under its own limit.
      for (let n = 0; n < TELEMETRY_BUDGET.limit + 20; n += 1) {
        last = await from(`198.51.${Math.floor(n / 5)}.${n % 5}`);
        statuses.push(last.status);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(TELEMETRY_BUDGET.limit);
      expect(statuses.slice(TELEMETRY_BUDGET.limit)).toEqual(Array(20).fill(429));
      expect(await last?.json()).toEqual({
        errors: {
          Error: 'Too many telemetry posts right now. Please send them later.',
          Code: 'TooManyRequests',
        },
      });
      expect(db.prepare('SELECT COUNT(*) AS n FROM telemetry').get()).toEqual({ n: TELEMETRY_BUDGET.limit });
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps at most its byte cap, far below a gigabyte, dropping the oldest', () => {
    expect(MAX_TELEMETRY_STORED_BYTES).toBeLessThanOrEqual(16 * 1024 * 1024);
    const dir = mkdtempSync(join(tmpdir(), 'epd-telemetry-bytes-'));
    const db = openDb(dir);
    try {
      const store = new TelemetryStore(db, { batches: 10_000, bytes: 20_000 });
      const batch = (n: number): TelemetryBatch => [
        {
          name: 'Microsoft.ApplicationInsights.Pageview',
          time: '2026-11-28T12:00:00.000Z',
          iKey: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
          tags: {},
          data: { baseType: 'PageviewData', baseData: { name: `page ${n} ${'x'.repeat(1900)}` } },
        },
      ];
      for (let n = 0; n < 50; n += 1) store.keep('2026-11-28T12:00:00.000Z', batch(n));
      const rows = db.prepare('SELECT bytes, body FROM telemetry ORDER BY id').all() as {
        bytes: number;
        body: string;
      }[];
      const total = rows.reduce((sum, row) => sum + Buffer.byteLength(row.body), 0);
      expect(total).toBeLessThanOrEqual(20_000);
      expect(total).toBeGreaterThan(20_000 - 2_100);
      expect(rows.at(-1)?.body).toContain('page 49 ');
      expect(rows.every((row) => row.bytes === Buffer.byteLength(row.body))).toBe(true);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
