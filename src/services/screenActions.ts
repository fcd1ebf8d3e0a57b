import type { RouteTarget } from '../domain/routeNames.ts';
import type { ShellText } from '../shell/shellText.ts';

export interface Notice {
  message: ShellText;
  kind: 'success' | 'error';
}

export interface ScreenEffects {
  navigate: (target: RouteTarget) => void;
  notify: (message: ShellText, kind: Notice['kind']) => void;
  /** Takes the toasts on screen away (a new try on a screen whose toasts stay until closed). */
  clearNotices?: () => void;
  /** Says what a step did, politely (the shell's live region, decision 352). */
  announce?: (...texts: ShellText[]) => void;
}

/**
 * The one adapter from a machine's `navigate` and `notify` actions to the app's effects: every
 * screen machine's `.provide()` spreads it into its actions.
 */
export function navigateAction(effects: Pick<ScreenEffects, 'navigate'>) {
  return (_: unknown, target: RouteTarget) => effects.navigate(target);
}

export function notifyAction(effects: Pick<ScreenEffects, 'notify'>) {
  return (_: unknown, { message, kind }: Notice) => effects.notify(message, kind);
}

/** Both, for a machine that navigates and raises toasts, and the clearing of its toasts. */
export function screenActions(effects: ScreenEffects) {
  return {
    navigate: navigateAction(effects),
    notify: notifyAction(effects),
    clearNotices: () => effects.clearNotices?.(),
    announce: (_: unknown, texts: readonly ShellText[]) => effects.announce?.(...texts),
  };
}
