import type { ErrorActorEvent } from 'xstate';

/**
 * The transition of a screen machine whose load failed: it records the reason in words and tells the
 * user (the machine's own `recordLoadError` and `notify` actions), then waits in `failed` for a retry.
 */
export const loadFailed = {
  target: 'failed',
  actions: [
    { type: 'recordLoadError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
    {
      type: 'notify',
      params: ({ context }: { context: { loadError: string | null } }) => ({
        message: context.loadError ?? '',
        kind: 'error' as const,
      }),
    },
  ],
} as const;
