import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtDecode } from 'jwt-decode';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.ts';
import { type ApiError, type BearerTokens, createApi, RAW_POST_FAILED_MESSAGE } from '../../src/api/index.ts';
import { rejection } from '../support/rejection.ts';

/** The portal's client against the running sandbox: real tokens, real headers, real faults. */
let sandbox: RunningSandbox;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'epd-client-'));
  sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: null, log: false });
});

afterAll(async () => {
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  const response = await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
  expect(response.status).toBe(200);
});

async function setFaults(faults: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(faults),
  });
  expect(response.status).toBe(200);
}

/** A client wired as the portal wires it: tokens held outside, updated by the client's callbacks. */
function portalClient() {
  const tokens: BearerTokens = { session: null, caseToken: null };
  const seen = {
    caseTokens: [] as string[],
    unavailable: 0,
    unauthorized: [] as ApiError[],
    sent: [] as string[],
  };
  const recordingFetch: typeof fetch = (input, init) => {
    if (input instanceof Request) seen.sent.push(input.headers.get('authorization') ?? '');
    return fetch(input, init);
  };
  const api = createApi({
    baseUrl: `${sandbox.url}/api`,
    tokens: () => tokens,
    onCaseToken: (token) => {
      seen.caseTokens.push(token);
      tokens.caseToken = token;
    },
    onUnavailable: () => {
      seen.unavailable += 1;
    },
    onUnauthorized: (error) => seen.unauthorized.push(error),
    fetch: recordingFetch,
  });
  return { api, tokens, seen };
}

async function signedInOwner() {
  const client = portalClient();
  client.tokens.session = await client.api.login({
    email: 'olivia.owner@example.com',
    password: 'Demo-2026!',
  });
  await client.api.dashboard();
  return client;
}

describe('the client against the sandbox', () => {
  it('logs in, reads the dashboard and a case', async () => {
    const { api, tokens, seen } = portalClient();
    tokens.session = await api.login({ email: 'olivia.owner@example.com', password: 'Demo-2026!' });
    expect(jwtDecode<{ unique_name: string }>(tokens.session).unique_name).toBe('olivia.owner@example.com');

    const dashboard = await api.dashboard();
    expect(dashboard.cases.map((c) => c.caseId)).toEqual(
      expect.arrayContaining(['100001', '100002', '100003', '100004', '100005']),
    );
    expect(seen.caseTokens).toEqual([dashboard.agreementAuthToken]);
    expect(jwtDecode<Record<string, unknown>>(dashboard.agreementAuthToken)).toHaveProperty('Case-100001');

    const found = await api.getCase({ caseId: '100001' });
    expect(found).toMatchObject({
      caseId: '100001',
      policyNumber: 'L1000001',
      lifeCycleStatus: 'WaitingAcceptance',
    });
    expect(found.documents.map((d) => d.documentType)).toContain('SignedPolicy');
  });

  it('rotates the case token from set-authorization and sends the new one next', async () => {
    const { api, tokens, seen } = await signedInOwner();
    const fromDashboard = tokens.caseToken;
    await api.getCase({ caseId: '100001' });
    expect(seen.caseTokens).toHaveLength(2);
    const rotated = seen.caseTokens[1] ?? '';
    expect(tokens.caseToken).toBe(rotated);
    expect(jwtDecode<Record<string, unknown>>(rotated)).toHaveProperty('Case-100001');

    await api.paymentInfo({ caseId: '100001' });
    expect(seen.sent.at(-1)).toBe(`Bearer ${tokens.session}, Bearer ${rotated}`);
    expect(seen.sent.at(-2)).toBe(`Bearer ${tokens.session}, Bearer ${fromDashboard}`);
  });

  it('turns the maintenance fault into EpdDown, and recovers when it is off', async () => {
    const { api, seen } = portalClient();
    await setFaults({ maintenance: true });
    const error = await rejection(api.login({ email: 'olivia.owner@example.com', password: 'x' }));
    expect(error.code).toBe('EpdDown');
    expect(seen.unavailable).toBe(1);
    // The site's settings still answer, and still say the feature is down.
    await expect(api.uiConfig()).resolves.toMatchObject({ supportPhone: expect.any(String) });
    expect(seen.unavailable).toBe(2);
    await setFaults({ maintenance: false });
    await expect(api.config()).resolves.toMatchObject({ allowAgentLogin: true });
    expect(seen.unavailable).toBe(2);
  });

  it('reads a refused login without signing anyone out', async () => {
    const { api, seen } = portalClient();
    const error = await rejection(api.login({ email: 'olivia.owner@example.com', password: 'wrong' }));
    expect(error).toMatchObject({
      code: 'Unauthorized',
      status: 401,
      message: 'The e-mail address or password is incorrect.',
    });
    expect(seen.unauthorized).toEqual([]);
  });

  it('hands a bad session to onUnauthorized', async () => {
    const { api, tokens, seen } = portalClient();
    tokens.session = 'not-a-token';
    const error = await rejection(api.dashboard());
    expect(error.status).toBe(401);
    expect(seen.unauthorized).toEqual([error]);
  });

  it('names an unknown case', async () => {
    const { api } = await signedInOwner();
    const error = await rejection(api.getCase({ caseId: '999999' }));
    expect(error.code).toBe('CaseNotFound');
  });

  it("answers 'Error received from api' to a refused raw post", async () => {
    const { api, tokens } = portalClient();
    tokens.session = await api.agentLogin({ agentNumber: '10001' });
    const error = await rejection(api.bypassApproval({ caseId: '100011' }));
    expect(error).toMatchObject({ code: 'RawPostFailed', status: 403, message: RAW_POST_FAILED_MESSAGE });
  });

  it('throws the body of a documents call when the documents are down', async () => {
    const { api } = await signedInOwner();
    await setFaults({ documentsDown: true });
    const error = await rejection(api.documents({ caseId: '100001' }));
    expect(error.message).toBe('The document service is unavailable. Please try again later.');
    expect(error).toMatchObject({ status: 503, code: 'DocumentsDown', call: 'documents' });
  });

  it('reads the documents with their content when they are up', async () => {
    const { api } = await signedInOwner();
    const documents = await api.documentsWithSigned({ caseId: '100001' });
    expect(documents.length).toBeGreaterThan(0);
    expect(
      Buffer.from(documents[0]?.content ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('lets an agent read a case and search the book', async () => {
    const { api, tokens } = portalClient();
    tokens.session = await api.agentLogin({ agentNumber: '10001' });
    await expect(api.getCaseForAgent({ caseId: 'LEG-7001' })).resolves.toMatchObject({ caseId: 'LEG-7001' });
    const page = await api.searchBook(
      {},
      { sortFields: [{ columnName: 'PolicyNumber', columnOrder: 'Ascending' }] },
    );
    expect(page.cases).toHaveLength(20);
    expect(page.totalCount).toBeGreaterThan(40);
  });

  it('records a payment sent twice with one idempotency key once', async () => {
    const { api } = await signedInOwner();
    const body = {
      billingFrequency: 'Monthly',
      paymentMethodType: 'BankAccount',
      bankAccount: {
        routingNumber: '021000021',
        accountNumber: '123456789',
        accountHolderName: 'Olivia Owner',
      },
      recurringOption: 'SameAsInitial',
      paymentAmount: 167.5,
    } as const;
    const first = await api.initialPayment({ caseId: '100001' }, body, { idempotencyKey: 'client-test-1' });
    const second = await api.initialPayment({ caseId: '100001' }, body, { idempotencyKey: 'client-test-1' });
    expect(first.isSuccessful).toBe(true);
    expect(second.paymentId).toBe(first.paymentId);
    const info = await api.paymentInfo({ caseId: '100001' });
    expect(info.paymentsOnRecord.filter((p) => p.paymentId === first.paymentId)).toHaveLength(1);
  });
});
