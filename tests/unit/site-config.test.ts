import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { partStatus, siteConfigMachine } from '../../machines/siteConfig.ts';
import type { ConfigResponse, UiConfigResponse } from '../../src/api/schemas/config.ts';

const CONFIG = {
  apiVersion: '1',
  allowAgentLogin: true,
  allowMfaBypass: false,
  cardSessionReferralBase: 'x',
};

const UI = { v2SsoEndpoint: null, appInsightsInstrumentationKey: null } as unknown as UiConfigResponse;

function start(failFirstUi = false) {
  const calls = { config: 0, ui: 0 };
  const machine = siteConfigMachine.provide({
    actors: {
      loadConfig: fromPromise(async () => {
        calls.config += 1;
        return CONFIG as ConfigResponse;
      }),
      loadUiConfig: fromPromise(async () => {
        calls.ui += 1;
        if (failFirstUi && calls.ui === 1) throw new Error('down');
        return UI;
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('site configuration machine', () => {
  it('loads each part only when a screen first asks, and once', async () => {
    const { actor, calls } = start();
    expect(calls).toEqual({ config: 0, ui: 0 });
    actor.send({ type: 'siteConfig.need', part: 'config' });
    actor.send({ type: 'siteConfig.need', part: 'config' });
    const ready = await waitFor(actor, (s) => partStatus(s, 'config') === 'ready');
    expect(ready.context.config).toEqual(CONFIG);
    actor.send({ type: 'siteConfig.need', part: 'config' });
    expect(calls).toEqual({ config: 1, ui: 0 });
    expect(partStatus(actor.getSnapshot(), 'ui')).toBe('loading');
  });

  it('after a failed read (no answer: null), the next screen that asks tries again and keeps its answer', async () => {
    const { actor, calls } = start(true);
    actor.send({ type: 'siteConfig.need', part: 'ui' });
    const failed = await waitFor(actor, (s) => partStatus(s, 'ui') === 'failed');
    expect(failed.context).toEqual({ config: null, ui: null });
    actor.send({ type: 'siteConfig.need', part: 'ui' });
    const ready = await waitFor(actor, (s) => partStatus(s, 'ui') === 'ready');
    expect(ready.context).toEqual({ config: null, ui: UI });
    expect(calls).toEqual({ config: 0, ui: 2 });
  });
});
