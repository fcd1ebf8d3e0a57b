import type { AppServices, ShellServices } from '../services/services.ts';
import { announce } from '../shell/landing.ts';
import { clearToasts, showToast } from '../shell/toasts.ts';
import { navigate } from './navigator.ts';
import { loadApi, logout, sessionActor } from './session.ts';
import { siteConfigActor } from './siteConfig.ts';

let withApi: Promise<AppServices> | null = null;

/** The one services object: the router's context; a screen's route adds the loaded API client. */
export const appServices: ShellServices = {
  // A client that failed to load is asked for again by the next screen.
  withApi: () =>
    (withApi ??= loadApi().then(
      (api) => ({ ...appServices, api }),
      (error: unknown) => {
        withApi = null;
        throw error;
      },
    )),
  session: sessionActor,
  siteConfig: siteConfigActor,
  navigate,
  notify: showToast,
  clearNotices: clearToasts,
  announce,
  logout,
};
