import { useSyncExternalStore } from 'react';
import type { ShellText } from './shellText.ts';

/**
 * What the shell shows over every screen: the maintenance notice (SPEC §8, first row) and the global
 * error modal 'Uh oh....'. Kept outside React so the API client and the session can raise them.
 */
export interface ShellNotices {
  /** The service said it is down; the login form stays disabled until it answers again (decision 421). */
  maintenance: boolean;
  /** The customer closed the notice (SPEC §8's Close): it hides the notice, never the form's reason. */
  maintenanceClosed: boolean;
  errorMessage: ShellText | null;
}

let notices: ShellNotices = { maintenance: false, maintenanceClosed: false, errorMessage: null };
const listeners = new Set<() => void>();

function update(next: Partial<ShellNotices>) {
  notices = { ...notices, ...next };
  for (const listener of listeners) listener();
}

export const shellNotices = {
  get: () => notices,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  showMaintenance: () => update({ maintenance: true }),
  /** The service answered again: the notice goes and a later outage shows it anew. */
  endMaintenance: () => update({ maintenance: false, maintenanceClosed: false }),
  closeMaintenance: () => update({ maintenanceClosed: true }),
  showError: (message: ShellText) => update({ errorMessage: message }),
  closeError: () => update({ errorMessage: null }),
};

export function useShellNotices(): ShellNotices {
  return useSyncExternalStore(shellNotices.subscribe, shellNotices.get, shellNotices.get);
}
