import { authHeaders } from '../../src/api/headers.ts';

/**
 * The child of caseReader.ts: the customer reading her case, in a process of her own as she is on a
 * device of her own, so her times are not the agents' client's queue (decision 415's contention run).
 * Reads until told to stop (or `max` reads), then sends its times.
 */
const [url, path, link, maxText] = process.argv.slice(2);
if (!url || !path || !link || !process.send) throw new Error('Run through startCaseReader.');
const send = process.send.bind(process);
const max = Number(maxText);
const PACE_MS = 5;
let reading = false;
let loop: Promise<void> = Promise.resolve();
const times: { ms: number; status: number }[] = [];

async function readOnce(): Promise<void> {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    headers: authHeaders({ session: link ?? null, caseToken: link ?? null }),
  });
  await response.arrayBuffer();
  times.push({ ms: performance.now() - started, status: response.status });
}

/**
 * A read every 5 ms at most: a person's browser reads her case every few seconds; back to back, this
 * process's own reads took as much CPU as the server's searches on two cores.
 */
async function readPaced(): Promise<void> {
  while (reading && times.length < max) {
    const started = performance.now();
    await readOnce();
    const rest = PACE_MS - (performance.now() - started);
    if (rest > 0) await new Promise((resolveRest) => setTimeout(resolveRest, rest));
  }
}

process.on('message', async (message: unknown) => {
  if (message === 'warm') {
    for (let i = 0; i < 20; i += 1) await readOnce();
    times.length = 0;
    send({ warmed: true });
  } else if (message === 'alone') {
    for (let i = 0; i < 50; i += 1) await readOnce();
    send({ times: times.splice(0) });
  } else if (message === 'start') {
    reading = true;
    loop = readPaced();
    send({ started: true });
  } else if (message === 'stop') {
    reading = false;
    // The read in flight ends in this round, not the next.
    await loop;
    send({ times: times.splice(0) });
  } else if (message === 'close') process.disconnect();
});
