import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { createActor, waitFor } from 'xstate';
import { fromOwnedPromise } from '../../machines/parts/ownedPromise.ts';
import {
  type ConfigPart,
  partStatus,
  type SiteConfigContext,
  siteConfigMachine,
} from '../../machines/siteConfig.ts';
import type { UiConfigResponse } from '../api/index.ts';
import { firstScreenDrawn } from '../shell/idle.ts';
import { inspect } from '../telemetry/inspect.ts';
import { api } from './session.ts';

/**
 * The one site-configuration actor of the app; its calls go through the one API client. They wait
 * until the first screen is drawn, so the client's code does not load before the screen's own
 * (docs/decisions/200-config-after-first-screen.md).
 */
export const siteConfigActor = createActor(
  siteConfigMachine.provide({
    actors: {
      loadConfig: fromOwnedPromise(({ signal }) => firstScreenDrawn().then(() => api.config({}, { signal }))),
      loadUiConfig: fromOwnedPromise(({ signal }) =>
        firstScreenDrawn().then(() => api.uiConfig({}, { signal })),
      ),
    },
  }),
  { inspect },
);
siteConfigActor.start();

export interface Loaded<P extends ConfigPart> {
  status: ReturnType<typeof partStatus>;
  /** The answer once loaded; null while loading or after a failed read. */
  data: SiteConfigContext[P];
}

/** One part of the configuration for a screen; asking for it loads it (or retries a failed read). */
export function useSiteConfig<P extends ConfigPart>(part: P): Loaded<P> {
  useEffect(() => siteConfigActor.send({ type: 'siteConfig.need', part }), [part]);
  const status = useSelector(siteConfigActor, (s) => partStatus(s, part));
  const data = useSelector(siteConfigActor, (s) => s.context[part]);
  return { status, data };
}

/** The UI configuration once loaded (for telemetry at start); rejects when the read fails. */
export async function uiConfigLoaded(): Promise<UiConfigResponse> {
  siteConfigActor.send({ type: 'siteConfig.need', part: 'ui' });
  const snapshot = await waitFor(siteConfigActor, (s) => partStatus(s, 'ui') !== 'loading');
  if (!snapshot.context.ui) throw new Error('The site configuration could not be loaded.');
  return snapshot.context.ui;
}
