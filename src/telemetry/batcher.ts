/**
 * Batched telemetry in the shape of the analytics service's envelopes, tagged with the UI role name
 * 'epd-v2-ui' (SPEC §1). Limits from SPEC §9: batch every 15 s, at most 102400 bytes a batch,
 * 10000 events kept in memory, 10 retries. No personal data: callers pass names and ids only.
 * A batch goes out as posts of at most MAX_POST_BYTES, one after another: browsers refuse a keepalive
 * request whose body (with the others still in flight) passes 64 KiB (decision 374).
 * @internal the exact value the tests expect to find, read from its one source
 *   (tests/unit/session-telemetry.test.ts).
 */
export const ROLE_NAME = 'epd-v2-ui';
export const BATCH_INTERVAL_MS = 15_000;
/**
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 * (tests/unit/session-telemetry.test.ts, tests/unit/telemetry-posts.test.ts).
 */
export const MAX_BATCH_BYTES = 102_400;
/**
 * The keepalive quota of the Fetch standard: the body bytes in flight with `keepalive: true`.
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 *   (tests/unit/telemetry-posts.test.ts).
 */
export const MAX_POST_BYTES = 64 * 1024;
const MAX_BUFFERED_EVENTS = 10_000;
/**
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 * (tests/unit/session-telemetry.test.ts, tests/unit/telemetry-posts.test.ts).
 */
export const MAX_RETRIES = 10;

export interface TelemetryEnvelope {
  name: string;
  time: string;
  iKey: string;
  tags: Record<string, string>;
  data: { baseType: 'EventData' | 'PageviewData' | 'ExceptionData'; baseData: Record<string, unknown> };
}

export interface BatcherOptions {
  endpoint: string;
  instrumentationKey: string;
  send: (endpoint: string, body: string) => Promise<boolean>;
  now?: () => Date;
}

const encoder = new TextEncoder();
/** What an envelope adds to a post's body: its JSON in UTF-8 bytes, and the comma before the next. */
const bytesOf = (envelope: TelemetryEnvelope) => encoder.encode(JSON.stringify(envelope)).byteLength + 1;
/** The brackets around a post's envelopes. */
const ARRAY_BYTES = 2;

export class TelemetryBatcher {
  private queue: { envelope: TelemetryEnvelope; bytes: number }[] = [];
  private failures = 0;
  private flushing: Promise<void> | null = null;
  private tags: Record<string, string> = { 'ai.cloud.role': ROLE_NAME };
  private readonly now: () => Date;

  constructor(private readonly options: BatcherOptions) {
    this.now = options.now ?? (() => new Date());
  }

  setUser(userId: string | null) {
    if (userId) this.tags = { ...this.tags, 'ai.user.authUserId': userId };
    else {
      const { 'ai.user.authUserId': _, ...rest } = this.tags;
      this.tags = rest;
    }
  }

  track(baseType: TelemetryEnvelope['data']['baseType'], baseData: Record<string, unknown>) {
    const envelope: TelemetryEnvelope = {
      name: `Microsoft.ApplicationInsights.${baseType.replace('Data', '')}`,
      time: this.now().toISOString(),
      iKey: this.options.instrumentationKey,
      tags: { ...this.tags },
      data: { baseType, baseData },
    };
    const bytes = bytesOf(envelope);
    // One no post can carry would block every event behind it: it is dropped here instead.
    if (bytes + ARRAY_BYTES > MAX_POST_BYTES) return;
    if (this.queue.length >= MAX_BUFFERED_EVENTS) this.queue.shift();
    this.queue.push({ envelope, bytes });
  }

  get pending() {
    return this.queue.length;
  }

  /**
   * Sends one batch no larger than MAX_BATCH_BYTES, as posts of at most MAX_POST_BYTES one after
   * another; what a failed post held is kept for the next flush, until MAX_RETRIES failures drop it.
   * A flush asked for while one runs waits for it instead of sending the same events again.
   */
  flush(): Promise<void> {
    this.flushing ??= this.sendBatch().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendBatch(): Promise<void> {
    let left = this.countFitting(MAX_BATCH_BYTES, this.queue.length);
    while (left > 0) {
      const count = this.countFitting(MAX_POST_BYTES, left);
      const envelopes = this.queue.slice(0, count).map((item) => item.envelope);
      let sent = false;
      try {
        sent = await this.options.send(this.options.endpoint, JSON.stringify(envelopes));
      } catch {
        sent = false;
      }
      if (!sent && ++this.failures < MAX_RETRIES) return;
      // Sent, or refused once too often: either way these leave the queue.
      this.queue.splice(0, count);
      this.failures = 0;
      if (!sent) return;
      left -= count;
    }
  }

  /** How many of the first `most` queued envelopes fit in `limit` bytes (always one at least). */
  private countFitting(limit: number, most: number): number {
    let count = 0;
    let bytes = ARRAY_BYTES;
    for (const item of this.queue.slice(0, most)) {
      if (count > 0 && bytes + item.bytes > limit) break;
      count += 1;
      bytes += item.bytes;
    }
    return count;
  }
}
