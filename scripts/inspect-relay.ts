import { WebSocket } from 'ws';
import { startInspector } from './inspector/server.ts';

/**
 * `npm run inspect`: the inspector relay on a closed network (scripts/inspector/relay.ts), and the live viewer
 * that draws each running actor's statechart from it. Start it, then open the portal in development
 * (`npm run dev`) with `?inspect=ws` (or `?inspect=ws://host:port`). Every actor's events and state
 * changes are printed here too; http://127.0.0.1:PORT shows them in Stately's online inspector when
 * that site is reachable.
 */
const port = Number(process.env.INSPECT_PORT ?? 8080);
const viewerPort = Number(process.env.INSPECT_VIEWER_PORT ?? port + 1);
const inspector = await startInspector({ port, viewerPort });

interface Inspected {
  type?: string;
  runId?: string;
  sessionId?: string;
  event?: { type?: string };
  snapshot?: { value?: unknown; status?: string };
}

function describe(raw: string): string | null {
  let message: Inspected;
  try {
    const parsed = JSON.parse(raw) as Inspected & { json?: Inspected };
    message = parsed.json ?? parsed;
  } catch {
    return null;
  }
  const actor = message.sessionId ?? '?';
  switch (message.type) {
    case '@epd.run.ended':
      return `run ${message.runId ?? '?'} ended`;
    case '@xstate.actor':
      return `${actor}  started`;
    case '@xstate.event':
      return `${actor}  ← ${message.event?.type ?? '?'}`;
    case '@xstate.snapshot':
      return `${actor}  = ${JSON.stringify(message.snapshot?.value ?? message.snapshot?.status ?? null)}`;
    default:
      return null;
  }
}

// The relay forwards every message to every other client: this one prints them.
const printer = new WebSocket(inspector.relayUrl);
printer.on('message', (data) => {
  const line = describe(data.toString());
  if (line) console.info(`${new Date().toISOString().slice(11, 23)}  ${line}`);
});
printer.on('error', (error) => console.error('Inspector printer:', error.message));

console.info(
  `Inspector relay on ${inspector.relayUrl}, this machine only (Stately's online inspector: http://127.0.0.1:${port})`,
);
console.info(`Live viewer, offline: ${inspector.viewerUrl}`);
console.info('Open the portal in development with ?inspect=ws to send it every actor. Ctrl+C stops.');

process.on('SIGINT', () => {
  printer.close();
  void inspector.stop().then(() => process.exit(0));
});
