import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../sandbox/server.ts';
import { authHeaders } from '../../src/api/headers.ts';
import { autocannon } from './autocannon.ts';

/**
 * The sandbox's budgets, on loopback with a generated book of 10,000 cases in Alex Agent's
 * book: requests/s and p99 latency for GET /api/cases/{id} (a customer's case token, rotated on every
 * answer) and for a book-of-business search (take 20, sorted, filtered by status).
 * Aims: p99 under 20 ms for the case read, under 50 ms for the search.
 */
const BOOK = 10_000;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const dataDir = mkdtempSync(join(tmpdir(), 'epd-bench-'));
const sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: null, log: false });
try {
  const generated = await fetch(`${sandbox.url}/__sandbox/generate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ count: BOOK }),
  });
  if (!generated.ok) throw new Error(`generate failed: ${generated.status}`);
  const caseId = '305000';
  const stored = (await (await fetch(`${sandbox.url}/__sandbox/cases/${caseId}`)).json()) as {
    parties: { emailAddress: string; roles: string[] }[];
  };
  const email = stored.parties.find((p) => p.roles.includes('Owner'))?.emailAddress ?? '';
  const link = await (
    await fetch(`${sandbox.url}/__sandbox/link-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ caseId, email }),
    })
  ).text();
  const agent = await (await fetch(`${sandbox.url}/api/agents/10001/login`, { method: 'POST' })).text();

  const runs = [
    {
      name: `GET /api/cases/${caseId}`,
      aimMs: 20,
      options: {
        url: `${sandbox.url}/api/cases/${caseId}`,
        headers: authHeaders({ session: link, caseToken: link }),
      },
    },
    {
      name: 'POST /api/Agents/BookOfBusiness/Search (WaitingAcceptance, ValidFrom desc, take 20)',
      aimMs: 50,
      options: {
        url: `${sandbox.url}/api/Agents/BookOfBusiness/Search`,
        method: 'POST',
        headers: { ...authHeaders({ session: agent, caseToken: null }), 'Content-Type': 'application/json' },
        body: JSON.stringify({
          lifeCycleStatuses: ['WaitingAcceptance'],
          sortFields: [{ columnName: 'ValidFrom', columnOrder: 'Descending' }],
          take: 20,
          skip: 0,
        }),
      },
    },
  ];

  console.info(`book: ${BOOK + 55} cases; ${CONNECTIONS} connections, ${SECONDS} s each, loopback`);
  for (const run of runs) {
    const result = await autocannon({ ...run.options, connections: CONNECTIONS, duration: SECONDS });
    const verdict = result.latency.p99 < run.aimMs ? 'within aim' : 'OVER aim';
    console.info(
      `${run.name}\n  ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms (aim < ${run.aimMs} ms: ${verdict}); ` +
        `${result.requests.total} requests, non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
  }
} finally {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}
