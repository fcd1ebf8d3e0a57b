import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { type MessageSource, sessionMachine } from '../../../machines/session.ts';
import type { Api } from '../../api/index.ts';
import { displayName, partyIdForCase } from '../../domain/sessionClaims.ts';
import { shellNotices } from '../../shell/notices.ts';
import { identifyUser } from '../../telemetry/index.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { lazyApi } from './lazyApi.ts';
import { agentLoginError, customerLoginError } from './loginErrors.ts';
import { navigateTo } from './navigation.ts';
import { sessionStore } from './storage.ts';

export { connectNavigator } from './navigation.ts';
export { STORAGE_KEYS, sessionStore } from './storage.ts';

/**
 * The one API client of the portal. Tokens are read from the session actor at every request; a new
 * case token goes to the session, a 401 signs out, an unavailable service shows the maintenance notice.
 */
export const api: Api & { preload(): Promise<void> } = lazyApi({
  tokens: () => {
    const { authToken, caseToken } = sessionActor.getSnapshot().context;
    return { session: authToken, caseToken };
  },
  onCaseToken: (token) => sessionActor.send({ type: 'session.caseToken', token }),
  onUnavailable: () => shellNotices.showMaintenance(),
  onUnauthorized: () => sessionActor.send({ type: 'session.unauthorized' }),
});

const providedMachine = sessionMachine.provide({
  actors: {
    login: fromPromise(({ input, signal }) =>
      api.login(input, { signal }).catch((e) => Promise.reject(customerLoginError(e))),
    ),
    agentLogin: fromPromise(({ input, signal }) =>
      api
        .agentLogin({ agentNumber: input.agentNumber }, { signal })
        .catch((e) => Promise.reject(agentLoginError(e, input.agentNumber))),
    ),
  },
  actions: {
    persistSession: (_, { authToken, caseToken }) => sessionStore.writeTokens(authToken, caseToken),
    persistCaseToken: (_, token) => sessionStore.writeCaseToken(token),
    clearStorage: () => sessionStore.clear(),
    markSourceVcp: () => sessionStore.markSourceVcp(),
    navigate: (_, target) => navigateTo(target),
    identifyUser: (_, identity) => identifyUser(identity),
  },
});

/** Created once, outside React, and started: the router asks it before every navigation. */
export const sessionActor = createActor(providedMachine, { input: sessionStore.read(), inspect });
sessionActor.start();

export type SessionActor = typeof sessionActor;

export function useIsSignedIn(): boolean {
  return useSelector(sessionActor, (s) => s.hasTag('signedIn'));
}

export function useIsAgent(): boolean {
  return useSelector(sessionActor, (s) => s.context.identity?.isAgent === true);
}

/** The signed-in person's name for the top bar; null when signed out or the token has no name. */
export function useUserName(): string | null {
  return useSelector(sessionActor, (s) => displayName(s.context.identity));
}

export function useHasUsername(): boolean {
  return useSelector(sessionActor, (s) => Boolean(s.context.identity?.username));
}

/** The caller's party on a case, from the case token (the second id when there are several). */
export function usePartyIdForCase(caseId: string): string | null {
  return useSelector(sessionActor, (s) => partyIdForCase(s.context.caseToken, caseId));
}

/** The message for one login screen: its own failures, and why the session ended. */
export function useSessionMessage(screen: Exclude<MessageSource, 'session'>): string | null {
  return useSelector(sessionActor, ({ context }) =>
    context.messageFrom === 'session' || context.messageFrom === screen ? context.message : null,
  );
}

export function useSessionBusy(): boolean {
  return useSelector(sessionActor, (s) => s.hasTag('busy'));
}

export const logout = () => sessionActor.send({ type: 'session.logout' });
