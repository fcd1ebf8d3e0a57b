import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { authHeaders } from '../../src/api/headers.ts';
import type { PaymentInfo, PaymentResult } from '../../src/api/schemas/index.ts';
import { OLIVIA, OLIVIA_CHECKING, PASSWORD } from './support.ts';

/**
 * A confirmation number names one payment for good (SPEC §3 paymentsOnRecord; the receipt and the
 * certificate show it), and the payments are kept in the data dir across restarts. Each run here loads
 * the sandbox's modules afresh, as a restarted server would, so the clock is faked and the file runs
 * isolated (vitest.config.ts).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'epd-confirmation-numbers-'));

afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the sandbox from freshly loaded modules, has Olivia pay the first payment of `caseId`, stops. */
async function payAfterStart(caseId: string): Promise<string> {
  vi.resetModules();
  const { startSandbox } = await import('../../sandbox/server.ts');
  const sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: null });
  try {
    const api = (path: string, init: RequestInit) => fetch(`${sandbox.url}/api/${path}`, init);
    const basic = Buffer.from(`${OLIVIA}:${PASSWORD}`).toString('base64');
    const session = await (
      await api('auth/login', { method: 'POST', headers: { Authorization: `Basic ${basic}` } })
    ).text();
    const dashboard = await api('Dashboard', { headers: authHeaders({ session, caseToken: null }) });
    const { agreementAuthToken } = (await dashboard.json()) as { agreementAuthToken: string };
    const headers = authHeaders({ session, caseToken: agreementAuthToken });
    const info = (await (await api(`Payments/${caseId}`, { headers })).json()) as PaymentInfo;
    const paid = await api(`Payments/${caseId}/Initial`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        billingFrequency: info.paymentFrequencyOptions.find((o) => o.isCurrent)?.frequency,
        paymentMethodType: 'BankAccount',
        bankAccount: OLIVIA_CHECKING,
        paymentAmount: info.initialAmountDue,
      }),
    });
    expect(paid.status).toBe(200);
    return ((await paid.json()) as PaymentResult).confirmationNumber ?? '';
  } finally {
    await sandbox.close();
  }
}

describe('confirmation numbers', () => {
  it('stay unique across a restart, whatever the clock reads then', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const before = await payAfterStart('100001');
    // The same steps after a restart, a whole number of 36 ms ticks later (one base-36 digit of the clock).
    vi.setSystemTime(start + 36 * 1000);
    const after = await payAfterStart('100003');
    expect(before).not.toBe('');
    expect(after).not.toBe(before);
    // Two starts from freshly loaded modules: beside a loaded machine's other runs, 38 s.
  }, 120_000);
});
