import { startSandbox } from '../../sandbox/server.ts';

/** The child of sandboxProcess.ts: a sandbox over the given data dir, its address sent to the parent. */
const dataDir = process.argv[2];
if (!dataDir || !process.send)
  throw new Error('Run through startSandboxProcess (a data dir and an IPC channel).');
const sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: null, log: false });
process.send({ url: sandbox.url });
process.on('message', async (message) => {
  if (message !== 'close') return;
  await sandbox.close();
  // A normal exit, so --cpu-prof writes its profile.
  process.disconnect();
});
