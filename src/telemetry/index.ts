import { failureReason } from '../api/failure.ts';
import type { UiConfigResponse } from '../api/index.ts';
import type { SessionIdentity } from '../domain/session/sessionClaims.ts';
import { pseudonymOf } from './pseudonym.ts';
import type { TelemetryRuntime } from './runtime.ts';

let runtime: TelemetryRuntime | null = null;
let starting: Promise<void> | null = null;
let user: string | null = null;
let identifications = 0;
type Tracked = Parameters<TelemetryRuntime['track']>;
/** Events tracked before the configuration said whether telemetry is on; replayed or dropped then. */
let early: Tracked[] | null = [];

function track(...args: Tracked) {
  if (runtime) runtime.track(...args);
  else early?.push(args);
}

/**
 * Starts telemetry when /config/ui names an instrumentation key and a collection endpoint, and the
 * session recording when it names an organisation id. Both stay off otherwise (the demo's default);
 * their code is loaded only when switched on, after the first screen is drawn. Safe to call again.
 */
export function startTelemetry(config: UiConfigResponse): Promise<void> {
  starting ??= (async () => {
    const wanted =
      (config.appInsightsInstrumentationKey && config.telemetryEndpoint) || config.sessionRecordingOrgId;
    if (!wanted) {
      early = null;
      return;
    }
    const { startRuntime } = await import('./runtime.ts');
    runtime = startRuntime(config, user);
    for (const args of early ?? []) runtime.track(...args);
    early = null;
  })();
  return starting;
}

/** Sends what is waiting now, for a page about to be left; nothing when telemetry is off. */
export async function flushTelemetry(): Promise<void> {
  await runtime?.flush();
}

export function trackEvent(name: string, properties: Record<string, string | number | boolean> = {}) {
  track('EventData', { ver: 2, name, properties });
}

/**
 * A page view names the route's pattern ('/confirmdelivery/$caseId/$confirmationKey/$emailAddress'),
 * never the address itself: paths carry confirmation keys and e-mail addresses.
 */
export function trackPageView(name: string, routePattern: string) {
  track('PageviewData', { ver: 2, name, url: routePattern });
}

export function trackException(error: unknown) {
  const message = failureReason(error);
  // The collector takes messages of up to 2000 characters (src/api/schemas/telemetry.ts); a cut
  // through an emoji would leave half of it, which is no text.
  const cut = message.slice(0, 2000).replace(/[\uD800-\uDBFF]$/, '');
  track('ExceptionData', { ver: 2, exceptions: [{ typeName: 'Error', message: cut }] });
}

/**
 * Tags what follows with the signed-in user's pseudonym (src/telemetry/pseudonym.ts), never their
 * username: it is their e-mail address. Null on sign-out. The latest call wins.
 */
export async function identifyUser(identity: SessionIdentity | null): Promise<void> {
  const asked = ++identifications;
  // Without Web Crypto (a page not served securely) the user stays anonymous.
  const next = identity?.username ? await pseudonymOf(identity.username).catch(() => null) : null;
  if (asked !== identifications) return;
  user = next;
  runtime?.setUser(user);
}
