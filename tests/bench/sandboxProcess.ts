import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * The sandbox in a process of its own, as `npm start` runs it, so a load generator measures the
 * server rather than itself: in one process they would share one event loop.
 * The child is started with `--cpu-prof` when BENCH_CPU_PROF names a folder for the profile.
 */
export interface SandboxProcess {
  url: string;
  close(): Promise<void>;
}

const ENTRY = join(import.meta.dirname, 'sandboxChild.ts');

export function startSandboxProcess(dataDir: string): Promise<SandboxProcess> {
  const profile = process.env.BENCH_CPU_PROF;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...flags, '--import', 'tsx', ENTRY, dataDir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  return new Promise((resolveStart, reject) => {
    child.once('exit', (code) => reject(new Error(`the sandbox process exited (${code}) before listening`)));
    child.once('message', (message) => {
      const { url } = message as { url: string };
      resolveStart({
        url,
        async close() {
          child.send('close');
          await exited;
        },
      });
    });
  });
}
