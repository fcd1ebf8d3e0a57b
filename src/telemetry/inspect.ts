import type { InspectionEvent, Observer } from 'xstate';
import { newRunId, startedActorsOnly, tagWithRun } from './inspectRun.ts';
import { redactSecrets } from './redact.ts';

/**
 * `?inspect` in development attaches @statelyai/inspect to every actor created with this observer:
 * `?inspect` opens Stately's web inspector; `?inspect=ws` (or `?inspect=ws://host:port`) sends to the
 * local relay of `npm run inspect`, which works on a closed network. Events raised before the
 * inspector module has loaded are kept and replayed, so the first transitions are not lost. Each page
 * load is a run of its own (inspectRun.ts): its actors' ids carry the run's id, and an actor appears
 * once it has started. Production builds leave it out entirely.
 */
function createInspect(): Observer<InspectionEvent> | undefined {
  if (!import.meta.env?.DEV || typeof location === 'undefined') return undefined;
  const wanted = new URLSearchParams(location.search).get('inspect');
  if (wanted === null) return undefined;
  const buffer: InspectionEvent[] = [];
  let forward: ((event: InspectionEvent) => void) | null = null;
  const runId = newRunId();
  import('@statelyai/inspect')
    .then(({ createBrowserInspector, createWebSocketInspector }) => {
      // Deep enough for the largest machine's config (the live viewer draws it), and never a secret.
      const options = {
        serializationDepthLimit: 40,
        sanitizeContext: redactSecrets,
        sanitizeEvent: redactSecrets,
        serialize: <T extends object>(message: T) => tagWithRun(runId, message),
      };
      const inspector = wanted.startsWith('ws')
        ? createWebSocketInspector({
            url: wanted.includes('://') ? wanted : 'ws://127.0.0.1:8080',
            ...options,
          })
        : createBrowserInspector(options);
      forward = (event) => inspector.inspect.next?.(event);
      for (const event of buffer.splice(0)) forward(event);
    })
    .catch((error: unknown) => console.warn('The state inspector could not start', error));
  return startedActorsOnly((event) => {
    if (forward) forward(event);
    else buffer.push(event);
  });
}

export const inspect = createInspect();
