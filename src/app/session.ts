import { createActor } from 'xstate';
import { fromOwnedPromise } from '../../machines/parts/ownedPromise.ts';
import { sessionMachine } from '../../machines/session.ts';
import { currentLocale } from '../i18n/texts.ts';
import { shellNotices } from '../shell/notices.ts';
import { identifyUser } from '../telemetry/index.ts';
import { inspect } from '../telemetry/inspect.ts';
import { apiClientLoader } from './apiClient.ts';
import { fetchOrTakeEarly } from './askedEarly.ts';
import { navigate } from './navigator.ts';
import { sessionStore } from './sessionStorage.ts';

/**
 * The one API client of the portal, loaded on first use. Tokens are read from the session actor at every
 * request; a new case token goes to the session, a 401 signs out, an unavailable service shows the
 * maintenance notice.
 */
export const loadApi = apiClientLoader({
  tokens: () => {
    const { authToken, caseToken } = sessionActor.getSnapshot().context;
    return { session: authToken, caseToken };
  },
  onCaseToken: (token) => sessionActor.send({ type: 'session.caseToken', token }),
  onUnavailable: () => shellNotices.showMaintenance(),
  // The notice goes by itself when the service answers again (decision 421).
  onAvailable: () => {
    if (shellNotices.get().maintenance) shellNotices.endMaintenance();
  },
  onUnauthorized: () => sessionActor.send({ type: 'session.unauthorized' }),
  language: currentLocale,
  // The drawn review's answers, asked for as the page was read (decision 528).
  fetch: fetchOrTakeEarly,
});

const providedMachine = sessionMachine.provide({
  actors: {
    login: fromOwnedPromise(({ input, signal }) => loadApi().then((api) => api.login(input, { signal }))),
    agentLogin: fromOwnedPromise(({ input, signal }) =>
      loadApi().then((api) => api.agentLogin({ agentNumber: input.agentNumber }, { signal })),
    ),
    loadCaseToken: fromOwnedPromise(({ signal }) =>
      loadApi()
        .then((api) => api.dashboard({}, { signal }))
        .then((answer) => answer.agreementAuthToken),
    ),
  },
  actions: {
    persistSession: (_, { authToken, caseToken }) => sessionStore.writeTokens(authToken, caseToken),
    persistCaseToken: (_, token) => sessionStore.writeCaseToken(token),
    clearStorage: () => sessionStore.clear(),
    markSourceVcp: () => sessionStore.markSourceVcp(),
    navigate: (_, target) => navigate(target),
    identifyUser: (_, identity) => void identifyUser(identity),
  },
});

/** Created once, outside React, and started: the router asks it before every navigation. */
export const sessionActor = createActor(providedMachine, { input: sessionStore.read(), inspect });
sessionActor.start();

export const logout = () => sessionActor.send({ type: 'session.logout' });
