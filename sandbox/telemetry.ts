import type { TelemetryBatch } from '../src/api/schemas/telemetry.ts';
import { REDACTED, redactSecrets } from '../src/telemetry/redact.ts';
import type { Db } from './store/db.ts';

/** Batches kept at most; the oldest go first, so no number of callers fills the disk. */
export const MAX_TELEMETRY_BATCHES = 10_000;

/**
 * Values that are secret or personal wherever they appear, whatever their key: e-mail addresses,
 * JWTs (`eyJ…`), bearer or basic credentials, delivery keys, and runs of 8 or more digits (account,
 * card, routing and tax numbers; a case id has 6). Keys that name a secret go through redactSecrets.
 */
const SECRET_VALUES = [
  /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g,
  /\b(?:Bearer|Basic)\s+\S+/gi,
  /eyJ[\w-]*(?:\.[\w-]*)*/g,
  /\bDC-[\w-]{6,}/g,
  /\d(?:[ -]?\d){7,}/g,
];

export function scrubText(text: string): string {
  return SECRET_VALUES.reduce((scrubbed, pattern) => scrubbed.replace(pattern, REDACTED), text);
}

function scrubValues(value: unknown): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map(scrubValues);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, inner]) => [scrubText(k), scrubValues(inner)]));
  return value;
}

/** The batch as it may be kept: the envelope's own fields as sent, its tags and data scrubbed. */
export function scrubBatch(batch: TelemetryBatch): TelemetryBatch {
  return batch.map((envelope) => ({
    ...envelope,
    tags: scrubValues(redactSecrets(envelope.tags)) as typeof envelope.tags,
    data: scrubValues(redactSecrets(envelope.data)) as typeof envelope.data,
  }));
}

/** Keeps scrubbed batches, at most MAX_TELEMETRY_BATCHES of them. */
export class TelemetryStore {
  private readonly insert;
  private readonly trim;

  constructor(
    db: Db,
    private readonly maxBatches = MAX_TELEMETRY_BATCHES,
  ) {
    this.insert = db.prepare('INSERT INTO telemetry (received_at, body) VALUES (?, ?)');
    this.trim = db.prepare('DELETE FROM telemetry WHERE id <= ?');
  }

  keep(receivedAt: string, batch: TelemetryBatch): void {
    const { lastInsertRowid } = this.insert.run(receivedAt, JSON.stringify(scrubBatch(batch)));
    this.trim.run(Number(lastInsertRowid) - this.maxBatches);
  }
}
