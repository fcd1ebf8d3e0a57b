/**
 * The third-party session-recording script (SPEC §1), loaded with the organisation id from
 * /config/ui. Its internals are out of scope; the portal only sets the org id, loads the script
 * without blocking, and hands it the user identity.
 */
interface RecordingWindow {
  _fs_org?: string;
  _fs_script?: string;
  FS?: { identify?: (id: string) => void; anonymize?: () => void };
}

/**
 * @internal the exact value the tests expect to find, read from its one source
 * (tests/e2e/shell-telemetry.spec.ts, tests/sandbox/security-headers.test.ts).
 */
export const SESSION_RECORDING_SCRIPT = 'https://edge.fullstory.com/s/fs.js';

let loaded = false;

export function loadSessionRecording(orgId: string) {
  if (loaded || typeof document === 'undefined') return;
  loaded = true;
  const w = window as unknown as RecordingWindow;
  w._fs_org = orgId;
  w._fs_script = SESSION_RECORDING_SCRIPT;
  const script = document.createElement('script');
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = SESSION_RECORDING_SCRIPT;
  document.head.appendChild(script);
}

export function recordingIdentify(userId: string | null) {
  const fs = (window as unknown as RecordingWindow).FS;
  if (!fs) return;
  if (userId) fs.identify?.(userId);
  else fs.anonymize?.();
}
