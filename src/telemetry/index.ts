import type { UiConfigResponse } from '../api/index.ts';
import type { SessionIdentity } from '../domain/sessionClaims.ts';
import { BATCH_INTERVAL_MS, TelemetryBatcher } from './batcher.ts';
import { loadSessionRecording, recordingIdentify } from './sessionRecording.ts';

let batcher: TelemetryBatcher | null = null;
let user: string | null = null;

/**
 * Starts telemetry when /config/ui names an instrumentation key and a collection endpoint, and the
 * session recording when it names an organisation id. Both stay off otherwise (the demo's default),
 * and both start after the first screen is drawn, never before it.
 */
export function startTelemetry(config: UiConfigResponse) {
  if (config.appInsightsInstrumentationKey && config.telemetryEndpoint && !batcher) {
    batcher = new TelemetryBatcher({
      endpoint: config.telemetryEndpoint,
      instrumentationKey: config.appInsightsInstrumentationKey,
      send: async (endpoint, body) => {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          keepalive: true,
        });
        return response.ok;
      },
    });
    batcher.setUser(user);
    setInterval(() => void batcher?.flush(), BATCH_INTERVAL_MS);
    addEventListener('pagehide', () => void batcher?.flush());
  }
  if (config.sessionRecordingOrgId) loadSessionRecording(config.sessionRecordingOrgId);
}

export function trackEvent(name: string, properties: Record<string, string | number | boolean> = {}) {
  batcher?.track('EventData', { ver: 2, name, properties });
}

export function trackPageView(name: string, path: string) {
  batcher?.track('PageviewData', { ver: 2, name, url: path });
}

export function trackException(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  batcher?.track('ExceptionData', { ver: 2, exceptions: [{ typeName: 'Error', message }] });
}

/** The signed-in user's username (never their email or tokens), or null on sign-out. */
export function identifyUser(identity: SessionIdentity | null) {
  user = identity?.username ?? null;
  batcher?.setUser(user);
  recordingIdentify(user);
}

export const telemetryActive = () => batcher !== null;
