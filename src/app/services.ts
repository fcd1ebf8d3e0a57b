import type { ShellServices } from '../services/services.ts';
import { announce } from '../shell/landing.ts';
import { clearToasts, showToast } from '../shell/toasts.ts';
import { navigate } from './navigator.ts';
import { loadApi, logout, sessionActor } from './session.ts';
import { siteConfigActor } from './siteConfig.ts';

/** The one services object: the router's context; a screen's route adds the loaded API client. */
export const appServices: ShellServices = {
  loadApi,
  session: sessionActor,
  siteConfig: siteConfigActor,
  navigate,
  notify: showToast,
  clearNotices: clearToasts,
  announce,
  logout,
};
