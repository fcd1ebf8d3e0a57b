import { useSelector } from '@xstate/react';
import { type MessageSource, showsHome } from '../../machines/session.ts';
import type { ViewerRole } from '../domain/documents/documents.ts';
import { displayName, partyIdForCase, viewerRole } from '../domain/session/sessionClaims.ts';
import type { Message } from '../i18n/message.ts';
import { useShellServices } from './shellServices.ts';

/** Narrow views of the session actor for the screens; each re-renders only when its slice changes. */
export function useIsSignedIn(): boolean {
  return useSelector(useShellServices().session, (s) => s.hasTag('signedIn'));
}

/** The signed-in person's role on the case a screen shows (`viewerRole`). */
export function useViewerRole(): ViewerRole {
  return useSelector(useShellServices().session, (s) => viewerRole(s.context.identity));
}

export function useIsAgent(): boolean {
  return useSelector(useShellServices().session, (s) => s.context.identity?.isAgent === true);
}

/** The signed-in person's name for the top bar; null when signed out or the token has no name. */
export function useUserName(): string | null {
  return useSelector(useShellServices().session, (s) => displayName(s.context.identity));
}

export function useHasUsername(): boolean {
  return useSelector(useShellServices().session, (s) => Boolean(s.context.identity?.username));
}

export function useShowsHome(): boolean {
  return useSelector(useShellServices().session, (s) => showsHome(s.context));
}

/** The caller's party on a case, from the case token (the second id when there are several). */
export function usePartyIdForCase(caseId: string): string | null {
  return useSelector(useShellServices().session, (s) => partyIdForCase(s.context.caseToken, caseId));
}

/** The message for one login screen: its own failures, and why the session ended. */
export function useSessionMessage(screen: Exclude<MessageSource, 'session'>): Message | null {
  return useSelector(useShellServices().session, ({ context }) =>
    context.messageFrom === 'session' || context.messageFrom === screen ? context.message : null,
  );
}
