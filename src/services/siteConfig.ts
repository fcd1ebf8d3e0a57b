import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { waitFor } from 'xstate';
import { type ConfigPart, partStatus, type SiteConfigContext } from '../../machines/siteConfig.ts';
import type { UiConfigResponse } from '../api/index.ts';
import type { SiteConfigActor } from './services.ts';
import { useShellServices } from './shellServices.ts';

export interface Loaded<P extends ConfigPart> {
  status: ReturnType<typeof partStatus>;
  /** The answer once loaded; null while loading or after a failed read. */
  data: SiteConfigContext[P];
}

/** One part of the configuration for a screen; asking for it loads it (or retries a failed read). */
export function useSiteConfig<P extends ConfigPart>(part: P): Loaded<P> {
  const { siteConfig } = useShellServices();
  useEffect(() => siteConfig.send({ type: 'siteConfig.need', part }), [siteConfig, part]);
  const status = useSelector(siteConfig, (s) => partStatus(s, part));
  const data = useSelector(siteConfig, (s) => s.context[part]);
  return { status, data };
}

/** One part of the configuration once its read settles: the answer, or null after a failed read. */
export async function configPart<P extends ConfigPart>(
  siteConfig: SiteConfigActor,
  part: P,
): Promise<SiteConfigContext[P]> {
  siteConfig.send({ type: 'siteConfig.need', part });
  const snapshot = await waitFor(siteConfig, (s) => partStatus(s, part) !== 'loading');
  return snapshot.context[part];
}

/** The UI configuration once loaded; rejects when the read fails. */
export async function uiConfigLoaded(siteConfig: SiteConfigActor): Promise<UiConfigResponse> {
  const ui = await configPart(siteConfig, 'ui');
  if (!ui) throw new Error('The site configuration could not be loaded.');
  return ui;
}
