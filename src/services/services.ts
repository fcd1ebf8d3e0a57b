import type { Actor } from 'xstate';
import type { SessionMachine } from '../../machines/session.ts';
import type { siteConfigMachine } from '../../machines/siteConfig.ts';
import type { Api } from '../api/index.ts';
import type { RouteTarget } from '../domain/routeNames.ts';
import type { ShellText } from '../shell/shellText.ts';
import type { Notice } from './screenActions.ts';

export type SessionActor = Actor<SessionMachine>;
export type SiteConfigActor = Actor<typeof siteConfigMachine>;

/**
 * What the app hands the router as its context (`src/app/services.ts` builds the one instance): the
 * session and site configuration actors, the effects machines are provided with, and the API client's
 * loader. The shell and the login screens read it with `useShellServices()`; features import nothing
 * from `src/app`.
 */
export interface ShellServices {
  /** The API client, loaded on first use; a screen's route waits for it (`src/routes/screenServices.ts`). */
  loadApi(): Promise<Api>;
  session: SessionActor;
  siteConfig: SiteConfigActor;
  /** The one `navigate` effect: a route name with its typed parameters and search. */
  navigate(target: RouteTarget): void;
  /** Raises a toast; `duration` in milliseconds overrides its kind's default. */
  notify(message: ShellText, kind: Notice['kind'], options?: { duration?: number }): void;
  /** Takes every toast on screen away. */
  clearNotices(): void;
  /** Says what a step did in the shell's polite live region (src/shell/landing.ts, decision 352). */
  announce(...texts: ShellText[]): void;
  logout(): void;
}

/** What a screen that calls the API receives from its route (`useServices()`): the client, loaded. */
export interface AppServices extends ShellServices {
  api: Api;
}

/** The router's context: the services, nothing else. */
export interface RouterContext {
  services: ShellServices;
}
