import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type Relay, RUN_ENDED, startRelay } from '../../scripts/inspector/relay.ts';

let relay: Relay | null = null;
afterEach(async () => {
  await relay?.stop();
  relay = null;
});

async function open(url: string): Promise<{ socket: WebSocket; received: string[] }> {
  const socket = new WebSocket(url);
  const received: string[] = [];
  socket.on('message', (data) => received.push(data.toString()));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, received };
}

const message = (runId: string, n: number) =>
  JSON.stringify({ json: { type: '@xstate.event', runId, sessionId: `${runId}:x:${n}` } });

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('the inspector relay', () => {
  it('listens on this machine only', async () => {
    relay = await startRelay({ port: 0 });
    expect(relay.host).toBe('127.0.0.1');
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (outward) await expect(open(`ws://${outward}:${relay.port}`)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('forwards a page to the others, tells them when its run ends, and never replays an ended run', async () => {
    relay = await startRelay({ port: 0 });
    const viewer = await open(relay.url);
    const first = await open(relay.url);
    first.socket.send(message('rA', 0));
    await until(() => viewer.received.length === 1);
    expect(viewer.received[0]).toBe(message('rA', 0));

    // A viewer that opens while the run is on is sent its history.
    const late = await open(relay.url);
    await until(() => late.received.length === 1);

    // The page reloads: its run ends, and the next page is a new run.
    first.socket.close();
    await until(() => viewer.received.length === 2);
    expect(JSON.parse(viewer.received[1] ?? '')).toMatchObject({ type: RUN_ENDED, runId: 'rA' });
    const second = await open(relay.url);
    expect(second.received).toEqual([]);
    second.socket.send(message('rB', 0));
    await until(() => viewer.received.length === 3);

    const afterwards = await open(relay.url);
    await until(() => afterwards.received.length === 1);
    expect(afterwards.received).toEqual([message('rB', 0)]);
    for (const client of [viewer, late, second, afterwards]) client.socket.close();
  });
});
