import { DELIVERY_EVENTS } from '../machines/deliveryConfirmation.ts';
import type { FailureKind } from '../src/api/failure.ts';
import type { TelemetryBatch } from '../src/api/schemas/telemetry.ts';
import { ROUTE_PATHS } from '../src/domain/routeNames.ts';
import { REDACTED } from '../src/telemetry/redact.ts';
import type { Db } from './store/db.ts';

/** Batches kept at most; the oldest go first, so no number of callers fills the disk. */
const MAX_TELEMETRY_BATCHES = 10_000;
/**
 * Bytes of scrubbed batches kept at most (their JSON, UTF-8): a few hours of a busy portal's posts.
 * @internal the limit the tests probe at its edge, read from here so that it is written once
 *   (tests/sandbox/security-telemetry-scrub.test.ts, tests/sandbox/security-writes.test.ts).
 */
export const MAX_TELEMETRY_STORED_BYTES = 8 * 1024 * 1024;

type Envelope = TelemetryBatch[number];
type Kind = Envelope['data']['baseType'];

/**
 * What the portal sends, and nothing else, is kept (docs/decisions/373-telemetry-allow-list.md): each
 * field the portal's batcher and trackEvent/PageView/Exception write (src/telemetry), with the values
 * they write. A field the portal never sends is dropped; a value it would not send is `[redacted]`.
 */
const ENVELOPE_NAMES: Record<Kind, string> = {
  EventData: 'Microsoft.ApplicationInsights.Event',
  PageviewData: 'Microsoft.ApplicationInsights.Pageview',
  ExceptionData: 'Microsoft.ApplicationInsights.Exception',
};
/** The analytics service's instrumentation keys are GUIDs. */
const INSTRUMENTATION_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The tags the batcher sets: the UI role name (SPEC §1) and the user's pseudonym (src/telemetry/pseudonym.ts). */
const TAGS: Record<string, RegExp> = {
  'ai.cloud.role': /^epd-v2-ui$/,
  'ai.user.authUserId': /^u_[0-9a-f]{24}$/,
};
const EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(DELIVERY_EVENTS));
/** Why a delivery registration failed: 'refused', or the failure's kind (src/api/failure.ts). */
const FAILURE_REASONS: Record<FailureKind | 'refused', true> = {
  refused: true,
  maintenance: true,
  documentsDown: true,
  notFound: true,
  unauthorized: true,
  forbidden: true,
  conflict: true,
  paymentIssue: true,
  paymentCardError: true,
  validation: true,
  throttled: true,
  network: true,
  cancelled: true,
  unknown: true,
};
/** The properties the portal's events carry, each with the values it may have. */
const EVENT_PROPERTIES: Record<string, (value: unknown) => boolean> = {
  caseId: (value) => typeof value === 'string' && /^(?:\d{6}|[A-Z]{2,5}-\d{1,8})$/.test(value),
  reason: (value) => typeof value === 'string' && Object.hasOwn(FAILURE_REASONS, value),
};
const PAGE_PATTERNS: ReadonlySet<string> = new Set([...Object.values(ROUTE_PATHS), 'unknown']);
const EXCEPTION_TYPE = /^[A-Za-z]{1,60}$/;

/**
 * What is secret or personal in a free text (a page's title, an exception's message), looked for after
 * percent-decoding and NFKC folding (so `%40` is an @, full-width digits are digits): e-mail addresses,
 * JWTs, bearer or basic credentials, delivery keys, base64 runs that hold a digit or end in `=`
 * (credentials without their word), and runs of 6 or more digits, whatever separates them (account,
 * card, routing and tax numbers; a date; a case id too, which the event's own caseId keeps).
 */
const SECRET_VALUES: [RegExp, ((match: string) => boolean)?][] = [
  [/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g],
  [/\b(?:Bearer|Basic|Digest|Token)\s+\S+/gi],
  [/eyJ[\w-]*(?:\.[\w-]*)*/g],
  [/\bDC-[\w-]{3,}/gi],
  [/[A-Za-z0-9+/_-]{12,}={0,2}/g, (match) => /\d/.test(match) || match.endsWith('=')],
  [/\d(?:[\s.,/\\_\-–—]?\d){5,}/g],
];

function decoded(text: string): string {
  const folded = text.normalize('NFKC');
  if (!/%[0-9a-f]{2}/i.test(folded)) return folded;
  try {
    return decodeURIComponent(folded).normalize('NFKC');
  } catch {
    return folded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
}

function scrubText(text: string): string {
  return SECRET_VALUES.reduce(
    (scrubbed, [pattern, isSecret]) =>
      scrubbed.replace(pattern, (match) => (isSecret === undefined || isSecret(match) ? REDACTED : match)),
    decoded(text).replace(/\p{Surrogate}/gu, '\uFFFD'),
  );
}

const kept = (value: string, allowed: (value: string) => boolean) => (allowed(value) ? value : REDACTED);

function keptTags(tags: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(TAGS).flatMap(([key, pattern]) =>
      Object.hasOwn(tags, key) ? [[key, kept(tags[key] ?? '', (v) => pattern.test(v))]] : [],
    ),
  );
}

function keptData(data: Envelope['data']): Envelope['data'] {
  switch (data.baseType) {
    case 'EventData': {
      const { ver, name, properties } = data.baseData;
      const allowed = Object.entries(properties ?? {}).filter(([key]) =>
        Object.hasOwn(EVENT_PROPERTIES, key),
      );
      return {
        baseType: 'EventData',
        baseData: {
          ...(ver === undefined ? {} : { ver }),
          name: kept(name, (n) => EVENT_NAMES.has(n)),
          ...(properties === undefined
            ? {}
            : {
                properties: Object.fromEntries(
                  allowed.map(([key, value]) => [key, EVENT_PROPERTIES[key]?.(value) ? value : REDACTED]),
                ),
              }),
        },
      };
    }
    case 'PageviewData': {
      const { ver, name, url } = data.baseData;
      return {
        baseType: 'PageviewData',
        baseData: {
          ...(ver === undefined ? {} : { ver }),
          name: scrubText(name),
          ...(url === undefined ? {} : { url: kept(url, (u) => PAGE_PATTERNS.has(u)) }),
        },
      };
    }
    case 'ExceptionData': {
      const { ver, exceptions } = data.baseData;
      return {
        baseType: 'ExceptionData',
        baseData: {
          ...(ver === undefined ? {} : { ver }),
          exceptions: exceptions.map(({ typeName, message }) => ({
            typeName: EXCEPTION_TYPE.test(typeName) ? typeName : 'Error',
            message: scrubText(message),
          })),
        },
      };
    }
  }
}

/**
 * The batch as it may be kept: each envelope rebuilt from the fields and values the portal sends.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/sandbox/security-telemetry-scrub.test.ts).
 */
export function scrubBatch(batch: TelemetryBatch): TelemetryBatch {
  return batch.map((envelope) => ({
    name: ENVELOPE_NAMES[envelope.data.baseType],
    time: envelope.time,
    iKey: kept(envelope.iKey, (key) => INSTRUMENTATION_KEY.test(key)),
    tags: keptTags(envelope.tags),
    data: keptData(envelope.data),
  }));
}

/** Keeps scrubbed batches: at most MAX_TELEMETRY_BATCHES of them and MAX_TELEMETRY_STORED_BYTES in all. */
export class TelemetryStore {
  private readonly insert;
  private readonly totals;
  private readonly trim;

  constructor(
    db: Db,
    private readonly limits = { batches: MAX_TELEMETRY_BATCHES, bytes: MAX_TELEMETRY_STORED_BYTES },
  ) {
    this.insert = db.prepare('INSERT INTO telemetry (received_at, bytes, body) VALUES (?, ?, ?)');
    this.totals = db.prepare('SELECT COUNT(*) AS batches, COALESCE(SUM(bytes), 0) AS bytes FROM telemetry');
    // The newest rows that fit both limits stay; everything older goes.
    this.trim = db.prepare(
      `DELETE FROM telemetry WHERE id <= (
         SELECT id FROM (
           SELECT id, SUM(bytes) OVER newer AS bytes, COUNT(*) OVER newer AS batches FROM telemetry
           WINDOW newer AS (ORDER BY id DESC ROWS UNBOUNDED PRECEDING)
         ) WHERE bytes > ? OR batches > ? ORDER BY id DESC LIMIT 1)`,
    );
  }

  keep(receivedAt: string, batch: TelemetryBatch): void {
    const body = JSON.stringify(scrubBatch(batch));
    this.insert.run(receivedAt, Buffer.byteLength(body), body);
    const totals = this.totals.get() as { batches: number; bytes: number };
    if (totals.batches > this.limits.batches || totals.bytes > this.limits.bytes)
      this.trim.run(this.limits.bytes, this.limits.batches);
  }
}
