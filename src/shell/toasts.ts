import { useSyncExternalStore } from 'react';
import { shellNotices } from './notices.ts';

export type ToastKind = 'success' | 'error';
export interface ToastOptions {
  /** Milliseconds on screen (paused while the pointer is over it); each kind has its default. */
  duration?: number;
}

/** Long enough to read twice; an error also goes when its screen is left (./ToastHost.tsx). */
const TOAST_DURATION: Record<ToastKind, number> = { success: 6000, error: 12000 };

let hostWanted = false;
const listeners = new Set<() => void>();

/**
 * Raises a toast. The toast store and its host load on the first toast, not with the first page;
 * a toast raised while they load waits in the library's store and shows when the host mounts.
 */
export function showToast(message: string, kind: ToastKind, options: ToastOptions = {}) {
  // While the maintenance notice is up it is the one word on failures: a toast would repeat it.
  if (kind === 'error' && shellNotices.get().maintenance) return;
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
  void import('react-hot-toast/headless').then(({ default: toast }) =>
    toast[kind](message, { duration: TOAST_DURATION[kind], ...options }),
  );
}

/** Takes every toast away; nothing to load when none was ever raised. */
export function clearToasts() {
  if (!hostWanted) return;
  void import('react-hot-toast/headless').then(({ default: toast }) => toast.dismiss());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once any toast has been raised: the shell mounts the toast host then. */
// The same on the server: the login page drawn at build has no toast host (decision 341).
export const useToastHostWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => hostWanted,
    () => hostWanted,
  );
