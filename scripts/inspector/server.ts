import { resolve } from 'node:path';
import { createServer } from 'vite';
import { startRelay } from './relay.ts';

export interface RunningInspector {
  relayUrl: string;
  /** The address the relay listens on (loopback only). */
  relayHost: string;
  /** The live viewer, already pointed at this relay. */
  viewerUrl: string;
  stop(): Promise<void>;
}

/**
 * The relay and the live viewer beside it, both on this machine only: the portal sends to the relay
 * (`?inspect=ws`), the relay forwards to every other client, the viewer draws.
 */
export async function startInspector({
  port,
  viewerPort,
}: {
  port: number;
  viewerPort: number;
}): Promise<RunningInspector> {
  const relay = await startRelay({ port });
  const viewer = await createServer({
    root: resolve(import.meta.dirname, 'viewer'),
    configFile: false,
    cacheDir: resolve(import.meta.dirname, '../../node_modules/.vite-inspector'),
    logLevel: 'warn',
    clearScreen: false,
    server: { port: viewerPort, strictPort: true, host: '127.0.0.1' },
  });
  await viewer.listen();
  const relayUrl = relay.url;
  return {
    relayUrl,
    relayHost: relay.host,
    viewerUrl: `http://127.0.0.1:${viewerPort}/?relay=${encodeURIComponent(relayUrl)}`,
    async stop() {
      await relay.stop();
      await viewer.close();
    },
  };
}
