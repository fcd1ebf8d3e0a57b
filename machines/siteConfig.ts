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
}).createMachine({
  id: 'siteConfig',
  context: { config: null, ui: null },
  type: 'parallel',
  states: {
    config: {
      initial: 'idle',
      states: {
        idle: { on: { 'siteConfig.need': { guard: 'needsConfig', target: 'loading' } } },
        loading: {
          invoke: {
            src: 'loadConfig',
            onDone: { target: 'ready', actions: assign({ config: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        ready: {},
        failed: { on: { 'siteConfig.need': { guard: 'needsConfig', target: 'loading' } } },
      },
    },
    ui: {
      initial: 'idle',
      states: {
        idle: { on: { 'siteConfig.need': { guard: 'needsUi', target: 'loading' } } },
        loading: {
          invoke: {
            src: 'loadUiConfig',
            onDone: { target: 'ready', actions: assign({ ui: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        ready: {},
        failed: { on: { 'siteConfig.need': { guard: 'needsUi', target: 'loading' } } },
      },
    },
  },
});

export type SiteConfigSnapshot = ReturnType<typeof siteConfigMachine.getInitialSnapshot>;

/** Where one part stands, as a screen shows it. */
export type PartStatus = 'loading' | 'ready' | 'failed';
export function partStatus(snapshot: SiteConfigSnapshot, part: ConfigPart): PartStatus {
  const state = part === 'config' ? snapshot.value.config : snapshot.value.ui;
  if (state === 'ready' || state === 'failed') return state;
  return 'loading';
}
