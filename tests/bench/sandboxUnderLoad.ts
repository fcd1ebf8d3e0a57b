import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CALLS, type CallName, fillPath } from '../../src/api/contract.ts';
import { type SandboxProcess, startSandboxProcess } from './sandboxProcess.ts';

/**
 * What the load and contention benchmarks share: the sandbox in a process of its own over a fresh data
 * folder, the calls they make to it, and the book of generated cases with a customer's case link and an
 * agent's session beside it.
 */
export interface SandboxUnderLoad {
  sandbox: SandboxProcess;
  /** A request to the sandbox, by path. */
  api(path: string, init?: RequestInit): Promise<Response>;
  /** Stops the sandbox and removes its data folder. */
  close(): Promise<void>;
}

/** Starts the sandbox over a new data folder named after `name` (`epd-<name>-…` in the temporary folder). */
export async function startSandboxUnderLoad(name: string): Promise<SandboxUnderLoad> {
  const dataDir = mkdtempSync(join(tmpdir(), `epd-${name}-`));
  const sandbox = await startSandboxProcess(dataDir);
  return {
    sandbox,
    api: (path, init = {}) => fetch(`${sandbox.url}${path}`, init),
    async close() {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A contract call's address, so a run never drifts from src/api/contract.ts. */
export const callPath = (name: CallName, params: Record<string, string> = {}) =>
  `/api/${fillPath(CALLS[name].path, params)}`;

/** A POST of `body` as JSON. */
export const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The machine's load average, printed beside each figure: the latencies move with whatever else runs. */
export const loadAverage = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

/** What a run over the book reads with: a demo case's link (its customer's) and Alex Agent's session. */
export interface BookReaders {
  caseId: string;
  link: string;
  agent: string;
}

/**
 * Generates a book of `count` cases, then signs in a customer by the link of demo case 100002 (one the
 * load benchmark's checks do not touch, so its reads stay 200 through their reset) and agent 10001.
 */
export async function bookWithReaders(api: SandboxUnderLoad['api'], count: number): Promise<BookReaders> {
  const generated = await api('/__sandbox/generate', json({ count }));
  if (!generated.ok) throw new Error(`generate failed: ${generated.status}`);
  const caseId = '100002';
  const link = await (
    await api('/__sandbox/link-token', json({ caseId, email: 'olivia.owner@example.com' }))
  ).text();
  const agent = await (
    await api(callPath('agentLogin', { agentNumber: '10001' }), { method: 'POST' })
  ).text();
  return { caseId, link, agent };
}
