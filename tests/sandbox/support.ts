import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../sandbox/server.ts';
import { TOKEN_KEY_FILE } from '../../sandbox/store/tokenSecret.ts';
import type { StoredCase } from '../../sandbox/store/types.ts';
import { CALLS, type CallName, fillPath } from '../../src/api/contract.ts';
import { authHeaders, HEADER } from '../../src/api/headers.ts';
import { ErrorBody } from '../../src/api/schemas/errors.ts';
import type { CardTokenResult } from '../../src/api/schemas/index.ts';
import { TelemetryBatcher } from '../../src/telemetry/batcher.ts';

export const PASSWORD = 'Demo-2026!';
export const OLIVIA = 'olivia.owner@example.com';
export const IAN = 'ian.insured@example.com';
export const ANNA = 'anna.annuitant@example.com';
/** Bea, the demo Bga (agent 20001), as a party a test adds to a case it then stores back. */
export const beaAsBga = (caseId: string) => ({
  id: `P-${caseId}-BGA-20001`,
  displayName: 'Bea Bga',
  emailAddress: 'bea.bga@example.com',
  roles: ['Bga' as const],
  agentNumber: '20001',
});
/** The checking account the payment tests pay Olivia's first premium from (a valid ABA routing number). */
export const OLIVIA_CHECKING = {
  bankAccountType: 'Checking',
  routingNumber: '021000021',
  accountNumber: '123456789',
  accountHolderName: 'Olivia Owner',
} as const;

export interface Tokens {
  session: string | null;
  caseToken: string | null;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

export interface CallOptions {
  params?: Record<string, string>;
  tokens?: Tokens;
  /** A JSON value (serialised) or, as `raw`, the exact body text. */
  json?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  /**
   * The local address the request leaves from (127.0.0.2, 127.0.0.3, …: all this machine): the
   * sandbox tells callers apart by address, so tests play several callers this way.
   */
  from?: string;
}

async function viaFetch(url: string, method: string, headers: Record<string, string>, body?: string) {
  const response = await fetch(url, { method, headers, body });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** One request over node:http, which (unlike fetch) can choose its local address and send any Host. */
function requestFrom(
  from: string,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; headers: Headers; text: string }> {
  const target = new URL(url);
  const sent = { Host: target.host, ...headers };
  // An IPv4 source needs an IPv4 destination: 'localhost' may resolve to ::1 first.
  if (target.hostname === 'localhost') target.hostname = '127.0.0.1';
  return new Promise((resolveRequest, reject) => {
    const outgoing = httpRequest(target, { method, headers: sent, localAddress: from }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const answered = new Headers();
        for (const [name, value] of Object.entries(incoming.headers))
          if (value !== undefined) answered.set(name, Array.isArray(value) ? value.join(', ') : value);
        resolveRequest({
          status: incoming.statusCode ?? 0,
          headers: answered,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Sandboxes started inside a test, each over its own data dir, closed and removed after each test: for tests
 * that need one started with their own options.
 */
export function sandboxesPerTest(prefix: string) {
  const running: { sandbox: RunningSandbox; dir: string }[] = [];
  afterEach(async () => {
    for (const { sandbox, dir } of running.splice(0)) {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
  return async function start(options: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    const sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir: dir, portalDir: null, ...options });
    running.push({ sandbox, dir });
    return sandbox;
  };
}

/** A sandbox over real HTTP on a free port and a fresh data dir, demo data restored before each test. */
export function startTestSandbox(options: Partial<SandboxOptions> = {}) {
  const state: { sandbox: RunningSandbox | null; dataDir: string } = { sandbox: null, dataDir: '' };
  beforeAll(async () => {
    state.dataDir = mkdtempSync(join(tmpdir(), 'epd-sandbox-test-'));
    state.sandbox = await startSandbox({
      port: 0,
      cardPort: 0,
      dataDir: state.dataDir,
      portalDir: null,
      ...options,
    });
  });
  afterAll(async () => {
    await state.sandbox?.close();
    rmSync(state.dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    const response = await fetch(`${url()}/__sandbox/reset`, { method: 'POST' });
    expect(response.status).toBe(200);
  });

  function url(): string {
    if (!state.sandbox) throw new Error('The sandbox is not started');
    return state.sandbox.url;
  }

  async function request(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = {
      ...authHeaders(options.tokens ?? { session: null, caseToken: null }),
      ...options.headers,
    };
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.json !== undefined) body = JSON.stringify(options.json);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
      headers['Content-Type'] = 'application/json';
    const response =
      options.from === undefined
        ? await viaFetch(`${url()}${path}`, method, headers, body)
        : await requestFrom(options.from, `${url()}${path}`, method, headers, body);
    const text = response.text;
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  }

  /** Calls by contract name; a 2xx JSON answer must pass the contract's response schema. */
  async function call(name: CallName, options: CallOptions = {}): Promise<CallResult> {
    const def = CALLS[name];
    const result = await request(def.method, `/api/${fillPath(def.path, options.params ?? {})}`, options);
    if (result.status >= 200 && result.status < 300 && 'response' in def && def.response) {
      const check = v.safeParse(def.response, result.body);
      if (!check.success)
        throw new Error(
          `${name} answered outside its schema: ${v.getDotPath(check.issues[0]) ?? ''} ${check.issues[0].message}`,
        );
    }
    if (result.status >= 400) expectErrorBody(result);
    return result;
  }

  async function customer(email: string): Promise<Tokens> {
    const login = await call('login', {
      headers: { Authorization: `Basic ${Buffer.from(`${email}:${PASSWORD}`).toString('base64')}` },
    });
    expect(login.status).toBe(200);
    const session = login.text;
    const dashboard = await call('dashboard', { tokens: { session, caseToken: null } });
    expect(dashboard.status).toBe(200);
    return { session, caseToken: (dashboard.body as { agreementAuthToken: string }).agreementAuthToken };
  }

  async function agent(agentNumber: string): Promise<Tokens> {
    const login = await call('agentLogin', { params: { agentNumber } });
    expect(login.status).toBe(200);
    return { session: login.text, caseToken: null };
  }

  async function storedCase(caseId: string): Promise<StoredCase> {
    const result = await request('GET', `/__sandbox/cases/${encodeURIComponent(caseId)}`);
    expect(result.status).toBe(200);
    return result.body as StoredCase;
  }

  /** Reads a stored case, lets `change` edit it, and stores it back through the tester's route. */
  async function changeStored(caseId: string, change: (stored: StoredCase) => void): Promise<void> {
    const stored = await storedCase(caseId);
    change(stored);
    const result = await request('PUT', `/__sandbox/cases/${encodeURIComponent(caseId)}`, { json: stored });
    expect(result.status).toBe(200);
  }

  async function faults(patch: Record<string, unknown>): Promise<void> {
    const result = await request('PUT', '/__sandbox/faults', { json: patch });
    expect(result.status).toBe(200);
  }

  /**
   * A token signed with this data dir's secret but any claims and expiry: for expired-token cases.
   * `null` signs one without `exp`; `issuedAt` (seconds) sets `iat`, by default an hour before `exp`.
   */
  async function forge(
    claims: Record<string, unknown>,
    expiresAt: number | null,
    issuedAt?: number,
  ): Promise<string> {
    const secret = Buffer.from(readFileSync(join(state.dataDir, TOKEN_KEY_FILE), 'utf8').trim(), 'base64');
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('epd-sandbox')
      .setIssuedAt(issuedAt ?? (expiresAt ?? Math.floor(Date.now() / 1000)) - 3600);
    if (expiresAt !== null) jwt.setExpirationTime(expiresAt);
    return jwt.sign(secret);
  }

  /**
   * A card as the hosted form hands it back: entered in a new card session of this case and tokenised
   * by the card provider (POST /tokens), which keeps its record. `expirationDate` (MMYY) is the card's
   * expiry as entered; `lastFour` and `providerId` pick a card number of that brand ending so.
   */
  async function cardToken(
    tokens: Tokens,
    caseId: string,
    card: { lastFour?: string; expirationDate?: string; providerId?: string } = {},
  ): Promise<CardTokenResult> {
    const session = await call('paymentCardSession', { params: { caseId }, tokens });
    expect(session.status).toBe(200);
    const { paymentCardSessionId } = session.body as { paymentCardSessionId: string };
    const expiry = card.expirationDate ?? '1229';
    const providerId = card.providerId ?? '2';
    const issued = await fetch(`${state.sandbox?.cardUrl}/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        sessionId: paymentCardSessionId,
        number: cardNumber(providerId, card.lastFour ?? '1111'),
        expiry: `${expiry.slice(0, 2)}/${expiry.slice(2)}`,
        cvv: providerId === '6' ? '1234' : '123',
      }),
    });
    expect(issued.status, await issued.clone().text()).toBe(200);
    const result = (await issued.json()) as CardTokenResult & { ccexp: string };
    return {
      expirationDate: result.ccexp,
      providerId: result.providerId,
      token: result.token,
      txnAuth: result.txnAuth,
    };
  }

  /**
   * The accept call's body (decision 220): the name typed and every document with its fingerprint, as the
   * caller receives them from the documents call (which delivers them). A caller the documents call
   * refuses gets a well-formed body, so only its permission is judged.
   */
  async function signature(caseId: string, tokens: Tokens | undefined, typedName: string) {
    const documents = await call('documents', { params: { caseId }, ...(tokens ? { tokens } : {}) });
    const delivered =
      documents.status === 200 ? (documents.body as { documentId: string; sha256: string }[]) : [];
    return {
      typedName,
      documents:
        delivered.length > 0
          ? delivered.map(({ documentId, sha256 }) => ({ documentId, sha256 }))
          : [{ documentId: 'D-NONE', sha256: '0'.repeat(64) }],
    };
  }

  /** The owner's acceptance, signed with `typedName` (the owner's name on the case by default). */
  async function accept(caseId: string, tokens: Tokens | undefined, typedName?: string) {
    const name =
      typedName ??
      (await storedCase(caseId)).parties.find((p) => p.roles.includes('Owner'))?.displayName ??
      'Nobody';
    const json = await signature(caseId, tokens, name);
    return call('acceptCase', { params: { caseId }, ...(tokens ? { tokens } : {}), json });
  }

  return {
    url,
    request,
    call,
    customer,
    agent,
    stored: storedCase,
    changeStored,
    faults,
    forge,
    state,
    cardToken,
    signature,
    accept,
  };
}

/** Every refusal carries the errors body of the contract and the availability header. */
export function expectErrorBody(result: CallResult): void {
  const check = v.safeParse(ErrorBody, result.body);
  if (!check.success)
    throw new Error(`Status ${result.status} without an errors body: ${result.text.slice(0, 200)}`);
  expect(result.headers.get(HEADER.availability)).not.toBeNull();
}

export function errorOf(result: CallResult): { Error: string; Code?: string; Field?: string } {
  return (result.body as { errors: { Error: string; Code?: string; Field?: string } }).errors;
}

export const basic = (email: string, password: string) => ({
  Authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
});

/**
 * A sandbox that also serves a portal folder holding `files` (paths under dist/ → content), for the
 * static server's and the headers' tests. `portal.sandbox` is set once the suite has started.
 */
export function startPortalSandbox(files: Record<string, string>) {
  const portal: { sandbox: RunningSandbox | null; root: string } = { sandbox: null, root: '' };
  beforeAll(async () => {
    portal.root = mkdtempSync(join(tmpdir(), 'epd-portal-'));
    for (const [path, content] of Object.entries(files)) {
      const file = join(portal.root, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
    portal.sandbox = await startSandbox({
      port: 0,
      cardPort: 0,
      dataDir: join(portal.root, 'data'),
      portalDir: join(portal.root, 'dist'),
    });
  });
  afterAll(async () => {
    await portal.sandbox?.close();
    rmSync(portal.root, { recursive: true, force: true });
  });
  return portal;
}

/** The body the portal's telemetry batcher posts after `record` tracked its events. */
export async function postedBatch(record: (batcher: TelemetryBatcher) => void): Promise<string> {
  let posted = '';
  const batcher = new TelemetryBatcher({
    endpoint: 'unused',
    instrumentationKey: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    send: async (_endpoint, body) => {
      posted = body;
      return true;
    },
  });
  record(batcher);
  await batcher.flush();
  return posted;
}

/** Card number prefixes of each provider id's brand (sandbox/payments/card-provider/assets/card-rules.js). */
const BRAND_PREFIX: Record<string, string> = { '1': '5100', '2': '4000', '3': '6011', '6': '3700' };

/** A Luhn-valid number of the brand of `providerId` that ends with `lastFour`. */
export function cardNumber(providerId: string, lastFour: string): string {
  const length = providerId === '6' ? 15 : 16;
  const prefix = BRAND_PREFIX[providerId] ?? '4000';
  const zeros = '0'.repeat(length - prefix.length - 5);
  // One digit running through 0–9 reaches every check sum, whether Luhn doubles its place or not.
  for (let digit = 0; digit < 10; digit += 1) {
    const digits = `${prefix}${zeros}${digit}${lastFour}`;
    if (luhnValid(digits)) return digits;
  }
  throw new Error(`No ${providerId} card number ends with ${lastFour}.`);
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
