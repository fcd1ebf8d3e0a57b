import { useSyncExternalStore } from 'react';
import { shellNotices } from './notices.ts';
import type { ShellText } from './shellText.ts';

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
export function showToast(message: ShellText, kind: ToastKind, options: ToastOptions = {}) {
  // While the maintenance notice is up it is the one word on failures: a toast would repeat it.
  if (kind === 'error' && shellNotices.get().maintenance) return;
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
  const id = `toast-${++raised}`;
  texts.set(id, message);
  // Only the newest toast shows (./ToastHost.tsx): the words of long-gone ones are not kept.
  if (texts.size > 20) texts.delete(texts.keys().next().value ?? '');
  void import('react-hot-toast/headless').then(({ default: toast }) =>
    toast[kind]('', { id, duration: TOAST_DURATION[kind], ...options }),
  );
}

/**
 * Each toast's message, by the toast's id: the toast store holds only what React can draw, and a
 * message is written in the language chosen when it shows (./ToastHost.tsx), not when it was raised.
 */
const texts = new Map<string, ShellText>();
let raised = 0;

export const toastText = (id: string): ShellText | undefined => texts.get(id);

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
