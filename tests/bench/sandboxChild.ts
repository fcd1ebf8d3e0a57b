import { startSandbox } from '../../sandbox/server.ts';

/** The child of sandboxProcess.ts: a sandbox over the given data dir, its address sent to the parent. */
const dataDir = process.argv[2];
if (!dataDir || !process.send)
  throw new Error('Run through startSandboxProcess (a data dir and an IPC channel).');
const send = process.send.bind(process);
const sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: null, log: false });
// Measured once its start-up work is done: building the 120-page PDF would stall the first run.
await sandbox.warmed;
send({ url: sandbox.url });
process.on('message', async (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ cpuMicros: user + system });
    return;
  }
  if (message !== 'close') return;
  await sandbox.close();
  // A normal exit, so --cpu-prof writes its profile.
  process.disconnect();
});
