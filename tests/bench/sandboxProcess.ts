import { join } from 'node:path';
import { startChild } from './childProcess.ts';

/**
 * The sandbox in a process of its own, as `npm start` runs it, so a load generator measures the
 * server rather than itself: in one process they would share one event loop.
 * The child is started with `--cpu-prof` when BENCH_CPU_PROF names a folder for the profile, and with
 * BENCH_SANDBOX_FLAGS' Node flags (`--trace-gc`, which NODE_OPTIONS refuses) when set.
 */
export interface SandboxProcess {
  url: string;
  /** The CPU time the sandbox process has used so far (user + system), in microseconds. */
  cpuMicros(): Promise<number>;
  /** The CPU time of the sandbox's main thread alone (its event loop), in microseconds. */
  loopCpuMicros(): Promise<number>;
  close(): Promise<void>;
}

const ENTRY = join(import.meta.dirname, 'sandboxChild.ts');

/**
 * `portalDir`: the built portal to serve at /epd/ (as `npm start` does); none by default. `tls`: the
 * certificate and key files to serve HTTPS with (HTTP/2 offered), as EPD_TLS_CERT and EPD_TLS_KEY do.
 */
export function startSandboxProcess(
  dataDir: string,
  portalDir?: string,
  tls?: { certFile: string; keyFile: string },
): Promise<SandboxProcess> {
  const profile = process.env.BENCH_CPU_PROF;
  const flags = [
    ...(profile ? ['--cpu-prof', '--cpu-prof-interval=100', `--cpu-prof-dir=${profile}`] : []),
    ...(process.env.BENCH_SANDBOX_FLAGS?.split(' ').filter(Boolean) ?? []),
  ];
  const {
    process: child,
    exited,
    ask: reply,
  } = startChild(
    ENTRY,
    [dataDir, ...(portalDir ? [portalDir] : [])],
    flags,
    tls ? { EPD_TLS_CERT: tls.certFile, EPD_TLS_KEY: tls.keyFile } : {},
  );
  return new Promise((resolveStart, reject) => {
    child.once('exit', (code) => reject(new Error(`the sandbox process exited (${code}) before listening`)));
    child.once('message', (message) => {
      const { url } = message as { url: string };
      resolveStart({
        url,
        cpuMicros: () => reply<number>('cpu', 'cpuMicros'),
        loopCpuMicros: () => reply<number>('loop', 'loopCpuMicros'),
        async close() {
          child.send('close');
          await exited;
        },
      });
    });
  });
}
