import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.ts';

export interface TestSandbox {
  sandbox: RunningSandbox;
  /** Stops the sandbox and removes its data dir. */
  stop(): Promise<void>;
}

/**
 * A sandbox for one test run, on free ports over a fresh data dir, serving the production build
 * (dist/). The Playwright fixtures start one per worker; the engine journeys one per engine.
 */
export async function startTestSandbox(prefix = 'epd-e2e-'): Promise<TestSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: 'dist', log: false });
  return {
    sandbox,
    async stop() {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Restores the demo data (POST /__sandbox/reset). */
export async function resetSandbox(sandbox: RunningSandbox): Promise<void> {
  const response = await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Sandbox reset failed: ${response.status}`);
}
