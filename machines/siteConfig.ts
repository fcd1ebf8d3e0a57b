import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ConfigResponse, UiConfigResponse } from '../src/api/schemas/config.ts';

/**
 * The site's configuration (SPEC §7 GET /config and /config/ui), read once per visit and shared by
 * the shell's links, agent-login gating, telemetry and the Configs page. Each answer is loaded when a
 * screen first asks for it; a failed read is retried by the next screen that asks.
 */
export type ConfigPart = 'config' | 'ui';

export interface SiteConfigContext {
  config: ConfigResponse | null;
  ui: UiConfigResponse | null;
}

export type SiteConfigEvent = { type: 'siteConfig.need'; part: ConfigPart };

const needs =
  (part: ConfigPart) =>
  ({ event }: { event: SiteConfigEvent }) => {
    assertEvent(event, 'siteConfig.need');
    return event.part === part;
  };

/** One part's region: idle until a screen needs it, loading, ready; a failed read waits for the next need. */
function partRegion<P extends ConfigPart>(part: P) {
  const need = {
    'siteConfig.need': { guard: part === 'config' ? 'needsConfig' : 'needsUi', target: 'loading' },
  } as const;
  return {
    initial: 'idle',
    states: {
      idle: { on: need },
      loading: {
        invoke: {
          id: part === 'config' ? 'loadConfig' : 'loadUiConfig',
          src: part === 'config' ? 'loadConfig' : 'loadUiConfig',
          onDone: {
            target: 'ready',
            actions: {
              type: 'keep',
              params: ({ event }: { event: { output: unknown } }) => ({ [part]: event.output }),
            },
          },
          onError: 'failed',
        },
      },
      ready: {},
      failed: { on: need },
    },
  } as const;
}

export const siteConfigMachine = setup({
  types: { context: {} as SiteConfigContext, events: {} as SiteConfigEvent },
  actors: {
    loadConfig: fromPromise<ConfigResponse>(async () => {
      throw new Error('site config: provide loadConfig');
    }),
    loadUiConfig: fromPromise<UiConfigResponse>(async () => {
      throw new Error('site config: provide loadUiConfig');
    }),
  },
  guards: { needsConfig: needs('config'), needsUi: needs('ui') },
  actions: { keep: assign((_, answer: Partial<SiteConfigContext>) => answer) },
}).createMachine({
  id: 'siteConfig',
  context: { config: null, ui: null },
  type: 'parallel',
  states: { config: partRegion('config'), ui: partRegion('ui') },
});

export type SiteConfigSnapshot = ReturnType<typeof siteConfigMachine.getInitialSnapshot>;

/** Where one part stands, as a screen shows it. */
export type PartStatus = 'loading' | 'ready' | 'failed';
export function partStatus(snapshot: SiteConfigSnapshot, part: ConfigPart): PartStatus {
  const state = part === 'config' ? snapshot.value.config : snapshot.value.ui;
  if (state === 'ready' || state === 'failed') return state;
  return 'loading';
}
