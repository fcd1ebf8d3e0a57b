import { createActor } from 'xstate';
import { fromOwnedPromise } from '../../machines/parts/ownedPromise.ts';
import { siteConfigMachine } from '../../machines/siteConfig.ts';
import type { UiConfigResponse } from '../api/index.ts';
import { uiConfigLoaded as settledUiConfig } from '../services/siteConfig.ts';
import { firstScreenDrawn } from '../shell/idle.ts';
import { inspect } from '../telemetry/inspect.ts';
import { loadApi } from './session.ts';

/**
 * The one site-configuration actor of the app; its calls go through the one API client. They wait
 * until the first screen is drawn, so the client's code does not load before the screen's own
 * (docs/decisions/200-config-after-first-screen.md).
 */
export const siteConfigActor = createActor(
  siteConfigMachine.provide({
    actors: {
      loadConfig: fromOwnedPromise(({ signal }) =>
        firstScreenDrawn()
          .then(loadApi)
          .then((api) => api.config({}, { signal })),
      ),
      loadUiConfig: fromOwnedPromise(({ signal }) =>
        firstScreenDrawn()
          .then(loadApi)
          .then((api) => api.uiConfig({}, { signal })),
      ),
    },
  }),
  { inspect },
);
siteConfigActor.start();

/** The UI configuration once loaded (for telemetry at start); rejects when the read fails. */
export const uiConfigLoaded = (): Promise<UiConfigResponse> => settledUiConfig(siteConfigActor);
