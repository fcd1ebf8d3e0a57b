import type { Actor } from 'xstate';
import type { SessionMachine } from '../../machines/session.ts';
import type { siteConfigMachine } from '../../machines/siteConfig.ts';
import type { Api } from '../api/index.ts';
import type { RouteTarget } from '../domain/routeNames.ts';
import type { Notice } from './screenActions.ts';

export type SessionActor = Actor<SessionMachine>;
export type SiteConfigActor = Actor<typeof siteConfigMachine>;

/**
 * What the app hands every screen through the router's context (`src/app/services.ts` builds the one
 * instance): the API client, the session and site configuration actors, and the effects machines are
 * provided with. Features and the shell read it with `useServices()` and import nothing from `src/app`.
 */
export interface AppServices {
  api: Api;
  session: SessionActor;
  siteConfig: SiteConfigActor;
  /** The one `navigate` effect: a route name and its typed parameters, or a return path. */
  navigate(target: RouteTarget): void;
  /** Raises a toast; `duration` in milliseconds overrides its kind's default. */
  notify(message: string, kind: Notice['kind'], options?: { duration?: number }): void;
  logout(): void;
}

/** The router's context: the services, nothing else. */
export interface RouterContext {
  services: AppServices;
}
