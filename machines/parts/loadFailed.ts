import type { ErrorActorEvent } from 'xstate';
import { retryCannotHelp } from '../../src/api/failure.ts';

const record = {
  type: 'recordLoadError',
  params: ({ event }: { event: ErrorActorEvent }) => event.error,
} as const;

/**
 * The transitions of a screen machine whose load failed: it records the reason in words, which the
 * screen shows (no toast says it again, decision 073). A refusal that asking again cannot change (no
 * access, no such case) ends in `denied`, which offers the way home; anything else waits in `failed`
 * for a retry.
 */
export const loadFailed = [
  {
    guard: ({ event }: { event: ErrorActorEvent }) => retryCannotHelp(event.error),
    target: 'denied',
    actions: record,
  },
  { target: 'failed', actions: record },
] as const;
