import { useEffect, useState } from 'react';
import type { ConfigResponse, UiConfigResponse } from '../api/index.ts';
import { api } from '../features/session/index.ts';

/**
 * /config and /config/ui are read once per visit and shared: the shell's links, agent-login gating,
 * telemetry and the Configs page all use the same answer. A failed read is forgotten so the next
 * caller tries again.
 */
let uiConfig: Promise<UiConfigResponse> | null = null;
let config: Promise<ConfigResponse> | null = null;

export function loadUiConfig(): Promise<UiConfigResponse> {
  uiConfig ??= api.uiConfig().catch((error: unknown) => {
    uiConfig = null;
    throw error;
  });
  return uiConfig;
}

export function loadConfig(): Promise<ConfigResponse> {
  config ??= api.config().catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: Error };

function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) =>
        live &&
        setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return state;
}

export const useUiConfig = () => useLoaded(loadUiConfig);
export const useConfig = () => useLoaded(loadConfig);
