import type { UiConfigResponse } from '../api/index.ts';
import { BATCH_INTERVAL_MS, TelemetryBatcher } from './batcher.ts';
import { loadSessionRecording, recordingIdentify } from './sessionRecording.ts';

/** What telemetry does once /config/ui has switched it on; loaded only then (see ./index.ts). */
export interface TelemetryRuntime {
  track: TelemetryBatcher['track'];
  flush: () => Promise<void>;
  setUser: (user: string | null) => void;
}

export function startRuntime(config: UiConfigResponse, user: string | null): TelemetryRuntime {
  let batcher: TelemetryBatcher | null = null;
  if (config.appInsightsInstrumentationKey && config.telemetryEndpoint) {
    const active = new TelemetryBatcher({
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
    setInterval(() => void active.flush(), BATCH_INTERVAL_MS);
    addEventListener('pagehide', () => void active.flush());
    batcher = active;
  }
  if (config.sessionRecordingOrgId) loadSessionRecording(config.sessionRecordingOrgId);
  const setUser = (next: string | null) => {
    batcher?.setUser(next);
    recordingIdentify(next);
  };
  setUser(user);
  return { track: (...args) => batcher?.track(...args), flush: async () => batcher?.flush(), setUser };
}
