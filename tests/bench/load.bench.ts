import { availableParallelism } from 'node:os';
import { authHeaders } from '../../src/api/headers.ts';
import { autocannon } from './autocannon.ts';
import { floodBesideOwner, knownAndUnknown, login, median, parallelLogins, percentile } from './loginLoad.ts';
import { bookWithReaders, callPath, json, loadAverage, startSandboxUnderLoad } from './sandboxUnderLoad.ts';

/**
 * The second security probe's logins first (loginRuns below). Then the first security probe's load run: 50 connections for 10 s on a case read and on an agent search over a book of
 * 10,000 generated cases, reporting p50/p99 and errors (aim: p99 under 50 ms, zero errors). While each
 * load runs, the tester controls and a payment must behave exactly as without load: a payment is
 * taken once, a fault switches on and off, a reset restores the demo data.
 * The sandbox runs in its own process (as `npm start` runs it), so autocannon's work is not counted
 * as the server's; the server's CPU time per answer is reported too, since on a shared machine the
 * latencies move with whatever else runs (decision 33). Each run follows 2 s of the same
 * load, not measured, as a server that is already running would have had. BENCH_SECONDS shortens the runs;
 * BENCH_CPU_PROF=<dir> writes the sandbox's CPU profile there.
 */
const BOOK = 10_000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const AIM_MS = 50;
const WARM_UP_SECONDS = 2;
const PARALLEL_LOGINS = 50;
const LOGIN_ROUNDS = 5;
const LOGIN_AIM_MS = 300;
const FLOOD_CONNECTIONS = 50;
const FLOOD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BESIDE_FLOOD_AIM_MS = 500;

const running = await startSandboxUnderLoad('load');
const { sandbox, api } = running;

function expectThat(ok: boolean, what: string): void {
  if (!ok) throw new Error(`Under load: ${what}`);
}

async function customerTokens(email: string) {
  const basic = Buffer.from(`${email}:Demo-2026!`).toString('base64');
  const session = await (
    await api(callPath('login'), { method: 'POST', headers: { Authorization: `Basic ${basic}` } })
  ).text();
  const dashboard = (await (
    await api(callPath('dashboard'), { headers: authHeaders({ session, caseToken: null }) })
  ).json()) as {
    agreementAuthToken: string;
  };
  return { session, caseToken: dashboard.agreementAuthToken };
}

async function storedCase(caseId: string) {
  return (await (await api(`/__sandbox/cases/${caseId}`)).json()) as {
    payment: {
      status: string;
      paymentsOnRecord: unknown[];
      frequencyOptions: { frequency: string; initialAmountDue: number }[];
    };
  };
}

/** A payment, a fault switched on and off, and a reset, each checked as the tests check them. */
async function controlsBehave(): Promise<string> {
  const olivia = await customerTokens('olivia.owner@example.com');
  // The amount the case asks for, as the payment screen reads it: a figure written here drifts from the demo data.
  const monthly = (await storedCase('100001')).payment.frequencyOptions.find(
    (o) => o.frequency === 'Monthly',
  );
  const payment = {
    billingFrequency: 'Monthly',
    paymentMethodType: 'BankAccount',
    bankAccount: {
      bankAccountType: 'Checking',
      routingNumber: '021000021',
      accountNumber: '123456789',
      accountHolderName: 'Olivia Owner',
    },
    paymentAmount: monthly?.initialAmountDue,
  };
  const pay = () =>
    api(callPath('initialPayment', { caseId: '100001' }), {
      method: 'POST',
      headers: { ...authHeaders(olivia), 'Content-Type': 'application/json', 'Idempotency-Key': 'load-run' },
      body: JSON.stringify(payment),
    });
  const first = await pay();
  expectThat(first.status === 200, `the payment is taken (${first.status} ${await first.text()})`);
  expectThat((await pay()).status === 200, 'the same payment again answers the first result');
  expectThat(
    (await storedCase('100001')).payment.paymentsOnRecord.length === 1,
    'the payment is recorded once',
  );

  const documents = () => api(callPath('documents', { caseId: '100001' }), { headers: authHeaders(olivia) });
  expectThat(
    (await api('/__sandbox/faults', { ...json({ documentsDown: true }), method: 'PUT' })).ok,
    'the fault switches on',
  );
  expectThat((await documents()).status === 503, 'documents are down while the fault is on');
  expectThat(
    (await api('/__sandbox/faults', { ...json({ documentsDown: false }), method: 'PUT' })).ok,
    'the fault switches off',
  );
  expectThat((await documents()).status === 200, 'documents answer again');

  expectThat((await api('/__sandbox/reset', { method: 'POST' })).ok, 'the reset answers');
  const after = await storedCase('100001');
  expectThat(
    after.payment.status === 'InitialPaymentRequired' && after.payment.paymentsOnRecord.length === 0,
    'the reset restores the demo case',
  );
  return 'payment once, fault on/off, reset: as without load';
}

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * The second security probe's logins: 50 at once (aim p99 < 300 ms), a wrong password for a known and an unknown
 * e-mail (the same work: the medians within a few ms), and the owner signing in beside a flood of
 * wrong passwords from 254 addresses (aim: each under 500 ms).
 */
async function loginRuns(): Promise<void> {
  await api('/__sandbox/reset', { method: 'POST' });
  await parallelLogins(sandbox.url, PARALLEL_LOGINS, 0); // not measured: compiles the path, warms scrypt
  const cpuBefore = await sandbox.cpuMicros();
  const answers = [];
  for (let round = 1; round <= LOGIN_ROUNDS; round += 1)
    answers.push(...(await parallelLogins(sandbox.url, PARALLEL_LOGINS, round)));
  const cpu = ((await sandbox.cpuMicros()) - cpuBefore) / answers.length / 1000;
  const times = answers.map((a) => a.ms);
  const refused = answers.filter((a) => a.status !== 200).length;
  if (refused > 0) process.exitCode = 1;
  const p99 = percentile(times, 99);
  console.info(
    `${PARALLEL_LOGINS} logins at once, ${LOGIN_ROUNDS} rounds (each from its own address)\n  p50 ${ms(median(times))}, ` +
      `p99 ${ms(p99)}, max ${ms(Math.max(...times))} (aim p99 < ${LOGIN_AIM_MS} ms: ${p99 < LOGIN_AIM_MS ? 'within aim' : 'OVER aim'}); ` +
      `not 200: ${refused}; server CPU ${cpu.toFixed(1)} ms per login, so the last of ${PARALLEL_LOGINS} can answer ` +
      `no sooner than ${ms((PARALLEL_LOGINS * cpu) / availableParallelism())} on ${availableParallelism()} cores; ${loadAverage()}`,
  );

  await api('/__sandbox/reset', { method: 'POST' });
  const { known, unknown } = await knownAndUnknown(sandbox.url, 20);
  console.info(
    `wrong password, 20 each, alternating\n  known account median ${ms(median(known))}, unknown e-mail median ${ms(median(unknown))} ` +
      `(difference ${(median(known) - median(unknown)).toFixed(1)} ms); ${loadAverage()}`,
  );

  await api('/__sandbox/reset', { method: 'POST' });
  const owner = { from: '127.0.0.1', email: 'olivia.owner@example.com' };
  const first = await login(sandbox.url, owner.from, owner.email, 'Demo-2026!');
  expectThat(first.status === 200, 'the owner signs in before the flood');
  const { legitimate, flood } = await floodBesideOwner(sandbox.url, FLOOD_CONNECTIONS, FLOOD_SECONDS, owner);
  const worst = Math.max(...legitimate.map((a) => a.ms));
  const ownerRefused = legitimate.filter((a) => a.status !== 200).length;
  if (ownerRefused > 0) process.exitCode = 1;
  console.info(
    `owner's login beside a flood of wrong passwords (${FLOOD_CONNECTIONS} connections, ${FLOOD_SECONDS} s, 254 addresses)\n  ` +
      `owner: ${legitimate.length} logins, p50 ${ms(median(legitimate.map((a) => a.ms)))}, max ${ms(worst)} ` +
      `(aim < ${BESIDE_FLOOD_AIM_MS} ms: ${worst < BESIDE_FLOOD_AIM_MS ? 'within aim' : 'OVER aim'}), not 200: ${ownerRefused}\n  ` +
      `flood: ${flood.sent} guesses, ${Math.round(flood.perSecond)}/s, answers ${JSON.stringify(flood.byStatus)}; ${loadAverage()}`,
  );
  await api('/__sandbox/reset', { method: 'POST' });
}

try {
  await loginRuns();
  const { caseId, link, agent } = await bookWithReaders(api, BOOK);
  const runs = [
    {
      name: `GET /api/cases/${caseId}`,
      url: callPath('getCase', { caseId }),
      headers: authHeaders({ session: link, caseToken: link }),
    },
    {
      name: 'POST /api/Agents/BookOfBusiness/Search (take 20, ValidFrom desc)',
      url: callPath('searchBook'),
      method: 'POST',
      headers: { ...authHeaders({ session: agent, caseToken: null }), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        sortFields: [{ columnName: 'ValidFrom', columnOrder: 'Descending' }],
        take: 20,
        skip: 0,
      }),
    },
  ];
  console.info(`book: ${BOOK} generated cases; ${CONNECTIONS} connections, ${SECONDS} s each, loopback`);
  for (const run of runs) {
    // The book is generated again before each run: the previous run's reset removed it.
    if (run !== runs[0]) await api('/__sandbox/generate', json({ count: BOOK }));
    const options = {
      url: `${sandbox.url}${run.url}`,
      headers: run.headers,
      ...('method' in run ? { method: run.method, body: run.body } : {}),
      connections: CONNECTIONS,
    };
    // Not measured: a running server has compiled its hot paths and collected the book's garbage.
    const warmUp = await autocannon({ ...options, duration: WARM_UP_SECONDS });
    if (warmUp.non2xx > 0 || warmUp.errors > 0) process.exitCode = 1;
    const cpuBefore = await sandbox.cpuMicros();
    const load = autocannon({ ...options, duration: SECONDS });
    // Checked while the load is under way (a second in, so the connections are all busy).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const controls = await controlsBehave().catch((error: Error) => {
      process.exitCode = 1;
      return `FAILED: ${error.message}`;
    });
    const result = await load;
    // The server's own CPU per answer: what the latency would be on a quiet machine, whatever else runs.
    const cpuPerRequest = (await sandbox.cpuMicros()) - cpuBefore;
    const verdict = result.latency.p99 < AIM_MS ? 'within aim' : 'OVER aim';
    console.info(
      `${run.name}\n  ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms ` +
        `(aim < ${AIM_MS} ms: ${verdict}); ${result.requests.total} requests, non-2xx ${result.non2xx}, errors ${result.errors}\n` +
        `  server CPU ${Math.round(cpuPerRequest / Math.max(1, result.requests.total))} µs per request (controls included); ${loadAverage()}\n  ${controls}`,
    );
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
  }
} finally {
  await running.close();
}
