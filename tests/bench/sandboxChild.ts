import { startSandbox } from '../../sandbox/server.ts';
import { tlsFiles } from '../../sandbox/tlsFiles.ts';

/**
 * The child of sandboxProcess.ts: a sandbox over the given data dir (serving the built portal in the
 * folder the second argument names, if any), its address sent to the parent. EPD_TLS_CERT and
 * EPD_TLS_KEY make it serve HTTPS with HTTP/2, as `npm start` does with them.
 */
const dataDir = process.argv[2];
const portalDir = process.argv[3] ?? null;
if (!dataDir || !process.send)
  throw new Error('Run through startSandboxProcess (a data dir and an IPC channel).');
const send = process.send.bind(process);
const tls = tlsFiles(process.env.EPD_TLS_CERT, process.env.EPD_TLS_KEY);
const sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir, log: false, tls });
// Measured once its start-up work is done: building the 120-page PDF would stall the first run.
await sandbox.warmed;
send({ url: sandbox.url });
process.on('message', async (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ cpuMicros: user + system });
    return;
  }
  // The main thread's own CPU time: the figure above counts its worker threads too (decision 415).
  if (message === 'loop') {
    const { user, system } = process.threadCpuUsage();
    send({ loopCpuMicros: user + system });
    return;
  }
  if (message !== 'close') return;
  await sandbox.close();
  // A normal exit, so --cpu-prof writes its profile.
  process.disconnect();
});
