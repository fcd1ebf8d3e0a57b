import type { UiConfigResponse } from '../api/index.ts';
import type { SessionIdentity } from '../domain/sessionClaims.ts';
import type { TelemetryRuntime } from './runtime.ts';

let runtime: TelemetryRuntime | null = null;
let user: string | null = null;

/**
 * Starts telemetry when /config/ui names an instrumentation key and a collection endpoint, and the
 * session recording when it names an organisation id. Both stay off otherwise (the demo's default);
 * their code is loaded only when switched on, after the first screen is drawn.
 */
export async function startTelemetry(config: UiConfigResponse) {
  const wanted =
    (config.appInsightsInstrumentationKey && config.telemetryEndpoint) || config.sessionRecordingOrgId;
  if (!wanted || runtime) return;
  const { startRuntime } = await import('./runtime.ts');
  runtime ??= startRuntime(config, user);
}

export function trackEvent(name: string, properties: Record<string, string | number | boolean> = {}) {
  runtime?.track('EventData', { ver: 2, name, properties });
}

export function trackPageView(name: string, path: string) {
  runtime?.track('PageviewData', { ver: 2, name, url: path });
}

export function trackException(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  runtime?.track('ExceptionData', { ver: 2, exceptions: [{ typeName: 'Error', message }] });
}

/** The signed-in user's username (never their email or tokens), or null on sign-out. */
export function identifyUser(identity: SessionIdentity | null) {
  user = identity?.username ?? null;
  runtime?.setUser(user);
}
