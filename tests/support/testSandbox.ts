import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.ts';
import { tlsFiles } from '../../sandbox/tlsFiles.ts';
import { selfSignedCert, trustInThisProcess } from './selfSignedCert.ts';

export interface TestSandbox {
  sandbox: RunningSandbox;
  /** Stops the sandbox and removes its data dir. */
  stop(): Promise<void>;
}

/**
 * A sandbox for one test run, on free ports over a fresh data dir, serving the production build
 * (dist/). The Playwright fixtures start one per worker; the engine journeys one per engine. `https`: over
 * HTTPS with HTTP/2 (decision 529), from a certificate made for it that this process trusts; a browser
 * must be told to.
 */
export async function startTestSandbox(prefix = 'epd-e2e-', { https = false } = {}): Promise<TestSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  let tls: ReturnType<typeof tlsFiles>;
  if (https) {
    const { certFile, keyFile } = selfSignedCert(dataDir);
    trustInThisProcess(certFile);
    tls = tlsFiles(certFile, keyFile);
  }
  const sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: 'dist', log: false, tls });
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
