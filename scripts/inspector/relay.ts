import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

/** The message a relay sends when a run's page is gone (reloaded, navigated away or closed). */
export const RUN_ENDED = '@epd.run.ended';

/** How many messages of one run a viewer that connects late is sent. */
const RUN_HISTORY = 2000;

export interface Relay {
  url: string;
  port: number;
  /** The address the relay listens on: always loopback. */
  host: string;
  stop(): Promise<void>;
}

interface Run {
  runId: string | null;
  history: string[];
}

function runIdOf(raw: string): string | null {
  try {
    const parsed = JSON.parse(raw) as { runId?: unknown; json?: { runId?: unknown } };
    const runId = parsed.json?.runId ?? parsed.runId;
    return typeof runId === 'string' ? runId : null;
  } catch {
    return null;
  }
}

/**
 * The inspector relay of `npm run inspect`, on this machine only (127.0.0.1): every message a page sends
 * goes to every other client. A page is one run; a client that connects later is sent the history of
 * the runs still open, never of ended ones, and when a page's connection closes every client hears
 * `@epd.run.ended` for its run. `GET /` is a page that hands the relay's messages to Stately's online
 * inspector, for when that site is reachable.
 */
export async function startRelay({ port }: { port: number }): Promise<Relay> {
  const host = '127.0.0.1';
  const http: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(statelyBridge(`ws://${host}:${(http.address() as AddressInfo).port}`));
  });
  const sockets = new WebSocketServer({ server: http });
  const runs = new Map<WebSocket, Run>();

  sockets.on('connection', (socket) => {
    for (const run of runs.values()) for (const raw of run.history) socket.send(raw);
    socket.on('message', (data) => {
      const raw = data.toString();
      let run = runs.get(socket);
      if (!run) {
        run = { runId: null, history: [] };
        runs.set(socket, run);
      }
      run.runId ??= runIdOf(raw);
      run.history.push(raw);
      if (run.history.length > RUN_HISTORY) run.history.shift();
      for (const client of sockets.clients)
        if (client !== socket && client.readyState === 1) client.send(raw);
    });
    socket.on('close', () => {
      const run = runs.get(socket);
      runs.delete(socket);
      if (!run?.runId) return;
      const ended = JSON.stringify({ type: RUN_ENDED, runId: run.runId, endedAt: Date.now() });
      for (const client of sockets.clients) if (client.readyState === 1) client.send(ended);
    });
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, resolve);
  });
  const bound = http.address() as AddressInfo;
  return {
    url: `ws://${host}:${bound.port}`,
    port: bound.port,
    host: bound.address,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        http.close(() => resolve());
      }),
  };
}

function statelyBridge(relayUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Stately inspector (relayed)</title>
<style>html,body,iframe{margin:0;width:100%;height:100%;border:0}</style></head>
<body>
<iframe id="inspector" title="Stately inspector" src="https://stately.ai/inspect"></iframe>
<script>
  const frame = document.getElementById('inspector');
  const waiting = [];
  let ready = false;
  addEventListener('message', (e) => {
    if (e.data && e.data.type === '@statelyai.connected') {
      ready = true;
      for (const m of waiting.splice(0)) frame.contentWindow.postMessage(m, '*');
    }
  });
  new WebSocket(${JSON.stringify(relayUrl)}).onmessage = (e) => {
    const parsed = JSON.parse(e.data);
    const message = parsed.json ?? parsed;
    if (ready) frame.contentWindow.postMessage(message, '*');
    else waiting.push(message);
  };
</script>
</body>
</html>`;
}
