import { createActor } from 'xstate';
import { fromOwnedPromise } from '../../machines/parts/ownedPromise.ts';
import { siteConfigMachine } from '../../machines/siteConfig.ts';
import type { UiConfigResponse } from '../api/index.ts';
import { uiConfigLoaded as settledUiConfig } from '../services/siteConfig.ts';
import { inspect } from '../telemetry/inspect.ts';
import { api } from './session.ts';

/** The one site-configuration actor of the app; its calls go through the one API client. */
export const siteConfigActor = createActor(
  siteConfigMachine.provide({
    actors: {
      loadConfig: fromOwnedPromise(({ signal }) => api.config({}, { signal })),
      loadUiConfig: fromOwnedPromise(({ signal }) => api.uiConfig({}, { signal })),
    },
  }),
  { inspect },
);
siteConfigActor.start();

/** The UI configuration once loaded (for telemetry at start); rejects when the read fails. */
export const uiConfigLoaded = (): Promise<UiConfigResponse> => settledUiConfig(siteConfigActor);
