import type { AppServices } from '../services/services.ts';
import { showToast } from '../shell/toasts.ts';
import { navigate } from './navigator.ts';
import { api, logout, sessionActor } from './session.ts';
import { siteConfigActor } from './siteConfig.ts';

/** The one services object: the router hands it to every screen as context. */
export const appServices: AppServices = {
  api,
  session: sessionActor,
  siteConfig: siteConfigActor,
  navigate,
  notify: showToast,
  logout,
};
