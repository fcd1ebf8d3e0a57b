import { useSyncExternalStore } from 'react';
import type { ShellText } from './shellText.ts';

/**
 * Every step lands and says so (decision 352): after a step the view shows the next thing to do, focus
 * moves to it, and the one polite live region of the shell (`LiveRegion`) says what just happened.
 * Machines say it with their `announce` effect (messages, written when shown); views land
 * focus with `landOn` when their machine names the next place. Kept outside React like the notices, so a
 * message raised just before a navigation is still read on the next screen.
 */
export interface Announcement {
  /** Sentences, each a catalog text of its own, read as one message. */
  texts: readonly ShellText[];
  /** Grows with every message: the same words said twice are read twice. */
  id: number;
}

let said: Announcement = { texts: [], id: 0 };
const listeners = new Set<() => void>();

export function announce(...texts: ShellText[]): void {
  said = { texts, id: said.id + 1 };
  for (const listener of listeners) listener();
}

const announcements = {
  get: () => said,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAnnouncement(): Announcement {
  return useSyncExternalStore(announcements.subscribe, announcements.get, announcements.get);
}

const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]';

/**
 * Brings `target` into view and moves focus to it, or to the first control inside it (a radio group's
 * first radio), or to the one `focus` selects inside it. A heading is made focusable by script only (tabindex -1), so Tab order is unchanged.
 * Returns whether there was anything to land on.
 */
export function landOn(
  target: Element | null | undefined,
  options: { say?: readonly ShellText[]; scroll?: boolean; focus?: string } = {},
): boolean {
  if (options.say) announce(...options.say);
  if (!(target instanceof HTMLElement)) return false;
  const inner = target.matches(FOCUSABLE)
    ? target
    : target.querySelector<HTMLElement>(options.focus ?? FOCUSABLE);
  const control = inner ?? target;
  if (!inner) control.setAttribute('tabindex', '-1');
  if (options.scroll !== false) target.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
  return true;
}

/** The screen's own heading: where focus lands after a page change. */
export const pageHeading = (): HTMLElement | null => document.querySelector<HTMLElement>('main h1');

/**
 * After a page change focus goes to the new screen's heading, not the top of the document; the router
 * has already put the view where it belongs (top, or where Back left it), so nothing scrolls. A screen
 * whose heading is drawn a moment later (its route still loading) is waited for, briefly.
 */
export function landOnPageHeading(signal: AbortSignal, waitMs = 3000): void {
  if (landOn(pageHeading(), { scroll: false })) return;
  const main = document.querySelector('main');
  if (!main) return;
  const observer = new MutationObserver(() => {
    if (landOn(pageHeading(), { scroll: false })) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  const stop = () => observer.disconnect();
  signal.addEventListener('abort', stop);
  setTimeout(stop, waitMs);
}
