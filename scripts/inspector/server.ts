import { resolve } from 'node:path';
import { createInspectorServer } from '@statelyai/inspect/server';
import { createServer } from 'vite';

export interface RunningInspector {
  relayUrl: string;
  /** The live viewer, already pointed at this relay. */
  viewerUrl: string;
  stop(): Promise<void>;
}

/**
 * The @statelyai/inspect relay and the live viewer beside it, both on this machine: the portal sends
 * to the relay (`?inspect=ws`), the relay forwards to every other client, the viewer draws.
 */
export async function startInspector({
  port,
  viewerPort,
}: {
  port: number;
  viewerPort: number;
}): Promise<RunningInspector> {
  const relay = createInspectorServer({ port, autoOpen: false });
  const viewer = await createServer({
    root: resolve(import.meta.dirname, 'viewer'),
    configFile: false,
    cacheDir: resolve(import.meta.dirname, '../../node_modules/.vite-inspector'),
    logLevel: 'warn',
    clearScreen: false,
    server: { port: viewerPort, strictPort: true, host: '127.0.0.1' },
  });
  await viewer.listen();
  const relayUrl = `ws://localhost:${port}`;
  return {
    relayUrl,
    viewerUrl: `http://127.0.0.1:${viewerPort}/?relay=${encodeURIComponent(relayUrl)}`,
    async stop() {
      relay.stop();
      await viewer.close();
    },
  };
}
