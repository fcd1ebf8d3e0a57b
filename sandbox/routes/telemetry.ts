import type { Hono } from 'hono';
import * as v from 'valibot';
import { TelemetryBatch } from '../../src/api/schemas/telemetry.ts';
import { machineOf } from '../auth/callerMachine.ts';
import { callerOf } from '../auth/throttle.ts';
import type { SandboxContext } from '../context.ts';
import { HttpError, tooManyAttempts } from '../http/errors.ts';
import { TelemetryStore } from '../telemetry.ts';

export const TELEMETRY_PATH = 'telemetry';
/** The one body type taken: a page elsewhere cannot post it to this origin without a CORS preflight. */
const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * The telemetry collection endpoint (decisions 064, 373): JSON only, limited per caller's machine and
 * for all callers together, only batches the portal's batcher makes, kept as the allow-list rebuilds
 * them (sandbox/telemetry.ts).
 */
export function mountTelemetry(api: Hono, ctx: SandboxContext): void {
  const telemetry = new TelemetryStore(ctx.db);
  api.post(`/${TELEMETRY_PATH}`, async (c) => {
    if (!JSON_TYPE.test(c.req.header('content-type') ?? ''))
      throw new HttpError(415, 'UnsupportedMediaType', 'Telemetry must be posted as application/json.');
    const machine = machineOf(callerOf(c));
    const { telemetryCaller, telemetryAll } = ctx.throttles;
    const locked = telemetryCaller.secondsLocked(machine);
    if (locked > 0)
      throw tooManyAttempts('Too many telemetry posts from this address. Please send fewer, later.', locked);
    const spent = telemetryAll.secondsLocked('all');
    if (spent > 0)
      throw tooManyAttempts('Too many telemetry posts right now. Please send them later.', spent);
    telemetryCaller.fail(machine);
    telemetryAll.fail('all');
    let batch: unknown;
    try {
      batch = JSON.parse(await c.req.text());
    } catch {
      throw new HttpError(400, 'BadRequest', 'Telemetry must be posted as JSON.');
    }
    const checked = v.safeParse(TelemetryBatch, batch);
    if (!checked.success)
      throw new HttpError(
        400,
        'BadRequest',
        `Telemetry must be a batch of the portal's envelopes: ${v.getDotPath(checked.issues[0]) ?? '(batch)'} ${checked.issues[0].message}`,
      );
    telemetry.keep(ctx.now(), checked.output);
    return c.json({ itemsReceived: checked.output.length, itemsAccepted: checked.output.length });
  });
}
