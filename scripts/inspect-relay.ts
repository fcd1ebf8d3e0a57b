import { createRequire } from 'node:module';
import { startInspector } from './inspector/server.ts';

interface Socket {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  close(): void;
}
// `ws` comes with @statelyai/inspect and ships no types of its own; this is all the script uses of it.
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: new (url: string) => Socket };

/**
 * `npm run inspect`: the @statelyai/inspect WebSocket relay on a closed network, and the live viewer
 * that draws each running actor's statechart from it. Start it, then open the portal in development
 * (`npm run dev`) with `?inspect=ws` (or `?inspect=ws://host:port`). Every actor's events and state
 * changes are printed here too; http://localhost:PORT shows them in Stately's visual inspector when
 * that site is reachable.
 */
const port = Number(process.env.INSPECT_PORT ?? 8080);
const viewerPort = Number(process.env.INSPECT_VIEWER_PORT ?? port + 1);
const inspector = await startInspector({ port, viewerPort });

interface Inspected {
  type?: string;
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
const printer = new WebSocket(`ws://localhost:${port}`);
printer.on('message', (data) => {
  const line = describe(data.toString());
  if (line) console.info(`${new Date().toISOString().slice(11, 23)}  ${line}`);
});
printer.on('error', (error) => console.error('Inspector printer:', error.message));

console.info(
  `Inspector relay on ${inspector.relayUrl} (Stately's visual inspector: http://localhost:${port})`,
);
console.info(`Live viewer, offline: ${inspector.viewerUrl}`);
console.info('Open the portal in development with ?inspect=ws to send it every actor. Ctrl+C stops.');

process.on('SIGINT', () => {
  printer.close();
  void inspector.stop().then(() => process.exit(0));
});
