import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Started {
  process: ChildProcess;
  /** What it printed, for the error when it does not come up. */
  output(): string;
  /** Ends it and everything it started (its own process group). */
  stop(): Promise<void>;
}

/** Starts a program in its own process group, so stopping it also stops the browser it launched. */
export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Started {
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const killed = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }, 3000);
      await exited;
      clearTimeout(killed);
    },
  };
}

/** Waits until `ready` holds, failing with the program's output when it exits or takes too long. */
export async function waitUntilUp(
  started: Started,
  ready: () => Promise<boolean>,
  what: string,
  ms = 30_000,
) {
  const until = Date.now() + ms;
  for (;;) {
    if (started.process.exitCode !== null) throw new Error(`${what} exited: ${started.output()}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what} did not start in ${ms} ms: ${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first of these paths that exists, or a clear error naming the Debian package. */
export function installed(paths: string[], debianPackage: string): string {
  const found = paths.find((path) => existsSync(path));
  if (!found) throw new Error(`${paths[0]} is missing: install Debian's ${debianPackage} (.ci/run does).`);
  return found;
}
