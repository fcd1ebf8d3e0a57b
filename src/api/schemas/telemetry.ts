import * as v from 'valibot';

/** The most a telemetry post may carry: the portal posts at most the 64 KiB of a keepalive request (src/telemetry/batcher.ts). */
export const MAX_TELEMETRY_BYTES = 64 * 1024;

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const Version = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)));

/** An event's properties as src/telemetry's trackEvent takes them: flat names and plain values. */
const Properties = v.pipe(
  v.record(Text(100), v.union([Text(1000), v.pipe(v.number(), v.finite()), v.boolean()])),
  v.check((properties) => Object.keys(properties).length <= 50, 'has too many properties'),
);

/** What each kind of envelope carries, exactly as the portal's trackEvent/PageView/Exception make it. */
const EventData = v.strictObject({ ver: Version, name: Text(200), properties: v.optional(Properties) });
const PageviewData = v.strictObject({ ver: Version, name: Text(200), url: v.optional(Text(2000)) });
const ExceptionData = v.strictObject({
  ver: Version,
  exceptions: v.pipe(
    v.array(v.strictObject({ typeName: Text(200), message: Text(2000) })),
    v.minLength(1),
    v.maxLength(10),
  ),
});

/**
 * One envelope as the portal's batcher makes it (the analytics service's shape).
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 *   (tests/unit/schemas.test.ts).
 */
export const TelemetryEnvelopeSchema = v.strictObject({
  name: Text(200),
  time: v.pipe(v.string(), v.isoTimestamp()),
  iKey: Text(200),
  tags: v.pipe(
    v.record(Text(100), Text(500)),
    v.check((tags) => Object.keys(tags).length <= 20, 'has too many tags'),
  ),
  data: v.variant('baseType', [
    v.strictObject({ baseType: v.literal('EventData'), baseData: EventData }),
    v.strictObject({ baseType: v.literal('PageviewData'), baseData: PageviewData }),
    v.strictObject({ baseType: v.literal('ExceptionData'), baseData: ExceptionData }),
  ]),
});

/** What the telemetry endpoint accepts: a non-empty batch of envelopes. */
export const TelemetryBatch = v.pipe(v.array(TelemetryEnvelopeSchema), v.minLength(1), v.maxLength(10_000));
export type TelemetryBatch = v.InferOutput<typeof TelemetryBatch>;
