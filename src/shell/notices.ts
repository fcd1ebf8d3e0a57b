import { useSyncExternalStore } from 'react';

/**
 * What the shell shows over every screen: the maintenance notice (SPEC §8, first row) and the global
 * error modal 'Uh oh....'. Kept outside React so the API client and the session can raise them.
 */
export interface ShellNotices {
  maintenance: boolean;
  errorMessage: string | null;
}

let notices: ShellNotices = { maintenance: false, errorMessage: null };
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
  closeMaintenance: () => update({ maintenance: false }),
  showError: (message: string) => update({ errorMessage: message }),
  closeError: () => update({ errorMessage: null }),
};

export function useShellNotices(): ShellNotices {
  return useSyncExternalStore(shellNotices.subscribe, shellNotices.get, shellNotices.get);
}
