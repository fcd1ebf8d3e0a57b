import { spawn } from 'node:child_process';
import { installed, type Started } from './processes.ts';

/**
 * A virtual display for a browser that has no headless mode (WebKitGTK's MiniBrowser). Xvfb picks a
 * free display number itself and writes it to fd 3 (`-displayfd`), so parallel runs never collide.
 */
export async function startXvfb(): Promise<{ display: string; stop: Started['stop'] }> {
  const xvfb = installed(['/usr/bin/Xvfb'], 'xvfb');
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const fd3 = child.stdio[3] as NodeJS.ReadableStream;
    fd3.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    child.once('exit', () => reject(new Error(`Xvfb exited: ${errors}`)));
    setTimeout(() => reject(new Error(`Xvfb did not start: ${errors}`)), 15_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    display,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
