import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error';
export interface ToastOptions {
  /** Milliseconds; without it the toast stays until dismissed (the shell's default). */
  duration?: number;
}

let hostWanted = false;
const listeners = new Set<() => void>();

/**
 * Raises a toast. The toast library and its host load on the first toast, not with the first page;
 * a toast raised while they load waits in the library's store and shows when the host mounts.
 */
export function showToast(message: string, kind: ToastKind, options: ToastOptions = {}) {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
  void import('react-hot-toast').then(({ default: toast }) => toast[kind](message, options));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once any toast has been raised: the shell mounts the toast host then. */
export const useToastHostWanted = () => useSyncExternalStore(subscribe, () => hostWanted);
