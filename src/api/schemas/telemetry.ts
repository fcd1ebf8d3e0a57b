import * as v from 'valibot';

/** The most a telemetry post may carry: the portal's batches stay under 100 KB (src/telemetry/batcher.ts). */
export const MAX_TELEMETRY_BYTES = 128 * 1024;

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** One envelope as the portal's batcher makes it (the analytics service's shape). */
export const TelemetryEnvelopeSchema = v.strictObject({
  name: Text(200),
  time: v.pipe(v.string(), v.isoTimestamp()),
  iKey: Text(200),
  tags: v.record(Text(100), Text(500)),
  data: v.strictObject({
    baseType: v.picklist(['EventData', 'PageviewData', 'ExceptionData']),
    baseData: v.record(v.string(), v.unknown()),
  }),
});

/** What the telemetry endpoint accepts: a non-empty batch of envelopes. */
export const TelemetryBatch = v.pipe(v.array(TelemetryEnvelopeSchema), v.minLength(1), v.maxLength(10_000));
export type TelemetryBatch = v.InferOutput<typeof TelemetryBatch>;
