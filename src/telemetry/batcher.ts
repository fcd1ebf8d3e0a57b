/**
 * Batched telemetry in the shape of the analytics service's envelopes, tagged with the UI role name
 * 'epd-v2-ui' (SPEC §1). Limits from SPEC §9: batch every 15 s, at most 102400 bytes a batch,
 * 10000 events kept in memory, 10 retries. No personal data: callers pass names and ids only.
 */
export const ROLE_NAME = 'epd-v2-ui';
export const BATCH_INTERVAL_MS = 15_000;
export const MAX_BATCH_BYTES = 102_400;
export const MAX_BUFFERED_EVENTS = 10_000;
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

export class TelemetryBatcher {
  private queue: TelemetryEnvelope[] = [];
  private failures = 0;
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
    if (this.queue.length >= MAX_BUFFERED_EVENTS) this.queue.shift();
    this.queue.push({
      name: `Microsoft.ApplicationInsights.${baseType.replace('Data', '')}`,
      time: this.now().toISOString(),
      iKey: this.options.instrumentationKey,
      tags: { ...this.tags },
      data: { baseType, baseData },
    });
  }

  get pending() {
    return this.queue.length;
  }

  /** Sends one batch no larger than MAX_BATCH_BYTES; keeps it for the next flush when sending fails. */
  async flush(): Promise<void> {
    if (this.queue.length === 0) return;
    const batch: TelemetryEnvelope[] = [];
    let size = 2;
    for (const envelope of this.queue) {
      const bytes = JSON.stringify(envelope).length + 1;
      if (batch.length > 0 && size + bytes > MAX_BATCH_BYTES) break;
      batch.push(envelope);
      size += bytes;
    }
    let sent = false;
    try {
      sent = await this.options.send(this.options.endpoint, JSON.stringify(batch));
    } catch {
      sent = false;
    }
    if (sent) {
      this.queue.splice(0, batch.length);
      this.failures = 0;
    } else if (++this.failures >= MAX_RETRIES) {
      this.queue.splice(0, batch.length);
      this.failures = 0;
    }
  }
}
