import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * The sandbox in a process of its own, as `npm start` runs it, so a load generator measures the
 * server rather than itself: in one process they would share one event loop.
 * The child is started with `--cpu-prof` when BENCH_CPU_PROF names a folder for the profile.
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

/** `portalDir`: the built portal to serve at /epd/ (as `npm start` does); none by default. */
export function startSandboxProcess(dataDir: string, portalDir?: string): Promise<SandboxProcess> {
  const profile = process.env.BENCH_CPU_PROF;
  const flags = profile ? ['--cpu-prof', '--cpu-prof-interval=100', `--cpu-prof-dir=${profile}`] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...flags, '--import', 'tsx', ENTRY, dataDir, ...(portalDir ? [portalDir] : [])],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const reply = <T>(question: string, field: string) =>
    new Promise<T>((resolveReply) => {
      const onMessage = (message: unknown) => {
        if (typeof message !== 'object' || message === null || !(field in message)) return;
        child.off('message', onMessage);
        resolveReply((message as Record<string, T>)[field] as T);
      };
      child.on('message', onMessage);
      child.send(question);
    });
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
