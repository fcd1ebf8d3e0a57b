import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApiError,
  type ApiOptions,
  type BearerTokens,
  CALLS,
  type CallName,
  createApi,
  isApiError,
  NETWORK_MESSAGE,
  RAW_POST_FAILED_MESSAGE,
  readBearerTokens,
} from '../../src/api/index.ts';
import { SERVICE_TEXTS } from '../../src/api/messages.ts';
import { rejection } from '../support/rejection.ts';
import * as fixtures from './api-fixtures.ts';
import { certificateFixture } from './certificate-fixtures.ts';

/** A well-formed acceptance body (decision 220): the accept call sends nothing without one. */
const SIGNED = { typedName: 'Olivia Owner', documents: [{ documentId: 'D-1', sha256: 'a'.repeat(64) }] };

/** One real HTTP server for the file; each test says how it answers and reads what it received. */
interface Received {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

let server: ServerType;
let baseUrl: string;
let answer: (request: Received) => Response | Promise<Response>;
let received: Received[] = [];
const arrivals: Array<() => void> = [];
const releaseHanging: Array<() => void> = [];

const app = new Hono();
app.all('*', async (c) => {
  const request: Received = {
    method: c.req.method,
    path: decodeURIComponent(new URL(c.req.url).pathname),
    headers: new Headers(c.req.raw.headers),
    body: await c.req.text(),
  };
  received.push(request);
  for (const arrived of arrivals.splice(0)) arrived();
  return answer(request);
});

beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  baseUrl = `http://127.0.0.1:${port}/api`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = () => json(200, {});
});

afterEach(() => {
  for (const release of releaseHanging.splice(0)) release();
});

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function hang(): Promise<Response> {
  return new Promise((resolve) => releaseHanging.push(() => resolve(new Response('too late'))));
}

function arrival(): Promise<void> {
  return new Promise((resolve) => arrivals.push(resolve));
}

const TOKENS: BearerTokens = { session: 'session.jwt', caseToken: 'case.jwt' };

function makeApi(overrides: Partial<ApiOptions> = {}) {
  const events = { caseTokens: [] as string[], unavailable: 0, available: 0, unauthorized: [] as ApiError[] };
  const api = createApi({
    baseUrl,
    tokens: () => TOKENS,
    onCaseToken: (token) => events.caseTokens.push(token),
    onUnavailable: () => {
      events.unavailable += 1;
    },
    onAvailable: () => {
      events.available += 1;
    },
    onUnauthorized: (error) => events.unauthorized.push(error),
    ...overrides,
  });
  return { api, events };
}

describe('requests', () => {
  it('reads a case with both bearer tokens and the authentication bearer', async () => {
    answer = () => json(200, fixtures.caseRecord());
    const { api } = makeApi();
    const result = await api.getCase({ caseId: '100001' });
    expect(result.policyNumber).toBe('L1000001');
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/api/cases/100001');
    expect(request?.headers.get('authorization')).toBe('Bearer session.jwt, Bearer case.jwt');
    expect(request?.headers.get('authentication')).toBe('Bearer session.jwt');
    expect(readBearerTokens((name) => request?.headers.get(name))).toEqual(TOKENS);
  });

  it('reads the tokens at every request', async () => {
    let tokens: BearerTokens = { session: 's1', caseToken: 'c1' };
    const { api } = makeApi({ tokens: () => tokens });
    answer = () => json(200, fixtures.caseRecord());
    await api.getCase({ caseId: '100001' });
    tokens = { session: 's2', caseToken: 'c2' };
    await api.getCase({ caseId: '100001' });
    expect(received.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer s1, Bearer c1',
      'Bearer s2, Bearer c2',
    ]);
  });

  it('sends only the session on session calls and nothing on open calls', async () => {
    const { api } = makeApi();
    answer = (request) =>
      request.path.endsWith('/config')
        ? json(200, {
            apiVersion: '1',
            allowAgentLogin: true,
            allowMfaBypass: false,
            cardSessionReferralBase: '/epd/card',
          })
        : json(200, fixtures.caseRecord());
    await api.getCaseForAgent({ caseId: '100001' });
    await api.config();
    expect(received[0]?.headers.get('authorization')).toBe('Bearer session.jwt');
    expect(received[1]?.headers.get('authorization')).toBeNull();
    expect(received[1]?.headers.get('authentication')).toBeNull();
  });

  it('posts JSON: the validated body with the schema defaults filled in', async () => {
    answer = () => json(200, { cases: [fixtures.caseSummary()], totalCount: 1 });
    const { api } = makeApi();
    const result = await api.searchBook({}, { policyNumber: 'L700', lifeCycleStatuses: ['WaitingApproval'] });
    expect(result.cases[0]?.caseId).toBe('LEG-7001');
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/Agents/BookOfBusiness/Search');
    expect(request?.headers.get('content-type')).toBe('application/json');
    const sent = JSON.parse(request?.body ?? '');
    expect(sent).toMatchObject({ policyNumber: 'L700', take: 20, skip: 0, agentNumbers: [], sortFields: [] });
  });

  it('sends comment text as a trimmed JSON string', async () => {
    answer = () => json(200, { isSuccessful: true });
    const { api } = makeApi();
    await expect(api.createComment({ caseId: '100001' }, '  When is it due?  ')).resolves.toEqual({
      isSuccessful: true,
    });
    expect(received[0]?.body).toBe('"When is it due?"');
    expect(received[0]?.path).toBe('/api/Change/100001/CreateComment');
  });

  it('posts without a body where the call has none, still as JSON', async () => {
    answer = () => json(200, fixtures.documentActionResult());
    const { api } = makeApi();
    const result = await api.reviewDocument({ documentId: 'D-1', caseId: '100001' });
    expect(result.nextDocumentId).toBe('D-2');
    expect(received[0]?.path).toBe('/api/Documents/D-1/review/100001');
    expect(received[0]?.body).toBe('');
    expect(received[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('encodes path parameters, including legacy case ids with a dash', async () => {
    answer = () =>
      json(200, { steps: [{ page: 'review docs', label: 'Review', isComplete: false, isActive: true }] });
    const { api } = makeApi();
    await api.tracker({ caseId: 'LEG-7001', currentPage: 'review docs' });
    expect(received[0]?.path).toBe('/api/Tracker/LEG-7001/review docs');
  });

  it('logs in with the credentials as Basic authorization and answers the token text', async () => {
    answer = () => new Response('session.jwt.value', { status: 200 });
    const { api } = makeApi();
    await expect(api.login({ email: 'olivia.owner@example.com', password: 'Demo-2026!é' })).resolves.toBe(
      'session.jwt.value',
    );
    const header = received[0]?.headers.get('authorization') ?? '';
    expect(header.startsWith('Basic ')).toBe(true);
    expect(Buffer.from(header.slice(6), 'base64').toString('utf8')).toBe(
      'olivia.owner@example.com:Demo-2026!é',
    );
    expect(received[0]?.path).toBe('/api/auth/login');
  });

  it('reads a token answered as a JSON string', async () => {
    answer = () => json(200, 'agent.jwt.value');
    const { api } = makeApi();
    await expect(api.agentLogin({ agentNumber: '10001' })).resolves.toBe('agent.jwt.value');
    expect(received[0]?.path).toBe('/api/agents/10001/login');
    expect(received[0]?.headers.get('authorization')).toBeNull();
  });

  it('refuses an empty token answer', async () => {
    answer = () => new Response('', { status: 200 });
    const error = await rejection(makeApi().api.agentLogin({ agentNumber: '10001' }));
    expect(error.code).toBe('BadResponse');
    expect(error.message).toContain('agentLogin');
  });

  it('sends the idempotency key of a payment', async () => {
    answer = () => json(200, fixtures.paymentResult());
    const { api } = makeApi();
    const result = await api.initialPayment({ caseId: '100001' }, fixtures.initialPaymentRequest(), {
      idempotencyKey: 'pay-once-1',
    });
    expect(result.confirmationNumber).toBe('CONF-1');
    expect(received[0]?.headers.get('idempotency-key')).toBe('pay-once-1');
    expect(JSON.parse(received[0]?.body ?? '').bankAccount.routingNumber).toBe('021000021');
  });

  it('asks for documents with the accept-language list and no cache', async () => {
    const caches: string[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      if (input instanceof Request) caches.push(input.cache);
      return fetch(input, init);
    };
    answer = () => json(200, [fixtures.documentWithContent()]);
    const { api } = makeApi({ fetch: recordingFetch });
    const documents = await api.documents({ caseId: '100001' });
    expect(documents[0]?.content).toBe('JVBERi0xLjQK');
    expect(received[0]?.headers.get('accept-language')).toBe('en, fr, en-US, es, fr-FR');
    expect(caches).toEqual(['no-store']);
  });

  it('gives the documents calls their own, longer timeout', async () => {
    answer = async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return json(200, [fixtures.documentWithContent()]);
    };
    const { api } = makeApi({ timeouts: { default: 100, documents: 10_000 } });
    await expect(api.documentsWithSigned({ caseId: '100001' })).resolves.toHaveLength(1);
    const error = await rejection(api.paymentInfo({ caseId: '100001' }));
    expect(error.code).toBe('Timeout');
    expect(error.call).toBe('paymentInfo');
  });
});

describe('case token and availability headers', () => {
  it('hands a set-authorization token to onCaseToken', async () => {
    answer = () => json(200, fixtures.caseRecord(), { 'set-authorization': 'Bearer rotated.case.jwt' });
    const { api, events } = makeApi();
    await api.getCase({ caseId: '100001' });
    expect(events.caseTokens).toEqual(['rotated.case.jwt']);
  });

  it('takes a bare set-authorization token, also on an error answer', async () => {
    answer = () =>
      json(
        409,
        { errors: { Error: 'Not allowed now', Code: 'Conflict' } },
        { 'set-authorization': 'bare.jwt' },
      );
    const { api, events } = makeApi();
    await rejection(api.acceptCase({ caseId: '100001' }, SIGNED));
    expect(events.caseTokens).toEqual(['bare.jwt']);
  });

  it('stores the dashboard agreementAuthToken as the case token', async () => {
    answer = () => json(200, fixtures.dashboard());
    const { api, events } = makeApi();
    const result = await api.dashboard();
    expect(result.cases).toHaveLength(1);
    expect(events.caseTokens).toEqual(['case.jwt.token']);
    expect(received[0]?.headers.get('authorization')).toBe('Bearer session.jwt');
  });

  it('turns x-epd-available: false into EpdDown even on a good answer', async () => {
    answer = () => json(200, fixtures.caseRecord(), { 'x-epd-available': 'false' });
    const { api, events } = makeApi();
    const error = await rejection(api.getCase({ caseId: '100001' }));
    expect(error.code).toBe('EpdDown');
    expect(error.message).toBe(SERVICE_TEXTS.epdDown);
    expect(events.unavailable).toBe(1);
  });

  it("reads the site's settings on x-epd-available: false, and still reports the feature unavailable", async () => {
    answer = () =>
      json(
        200,
        {
          v2SsoEndpoint: 'https://sso.example.com',
          appInsightsInstrumentationKey: null,
          supportPhone: '1-800-000-0000',
        },
        { 'x-epd-available': 'false' },
      );
    const { api, events } = makeApi();
    await expect(api.uiConfig()).resolves.toMatchObject({ supportPhone: '1-800-000-0000' });
    expect(events.unavailable).toBe(1);
    expect(events.available).toBe(0);
  });

  it('treats x-epd-available: true as available', async () => {
    answer = () => json(200, fixtures.caseRecord(), { 'x-epd-available': 'true' });
    const { api, events } = makeApi();
    await expect(api.getCase({ caseId: '100001' })).resolves.toMatchObject({ caseId: '100001' });
    expect(events.unavailable).toBe(0);
    // An answer from the feature itself says it is back: the maintenance notice may go (decision 421).
    expect(events.available).toBe(1);
  });

  it('reports an EpdDown error body to onUnavailable too', async () => {
    answer = () => json(503, { errors: { Error: 'Down for maintenance', Code: 'EpdDown' } });
    const { api, events } = makeApi();
    const error = await rejection(api.dashboard());
    expect(error.code).toBe('EpdDown');
    expect(events.unavailable).toBe(1);
  });
});

describe('error answers', () => {
  it('reads message, code and field from an errors body', async () => {
    answer = () =>
      json(400, {
        errors: { Error: 'Please enter a valid routing number.', Code: 'BadRequest', Field: 'routingNumber' },
      });
    const { api } = makeApi();
    const error = await rejection(api.initialPayment({ caseId: '100001' }, fixtures.initialPaymentRequest()));
    expect(error).toMatchObject({
      code: 'BadRequest',
      status: 400,
      call: 'initialPayment',
      field: 'routingNumber',
      message: 'Please enter a valid routing number.',
    });
  });

  it('reads a release failure from errors.Error', async () => {
    answer = () => json(409, { errors: { Error: 'All documents must be reviewed before release.' } });
    const error = await rejection(makeApi().api.releaseCase({ caseId: '100010' }));
    expect(error.message).toBe('All documents must be reviewed before release.');
    expect(error.code).toBe('Conflict');
  });

  it('keeps the payment codes of the error body', async () => {
    answer = () => json(402, { errors: { Error: 'Card declined', Code: 'PaymentCardError' } });
    const error = await rejection(
      makeApi().api.initialPayment({ caseId: '100001' }, fixtures.initialPaymentRequest()),
    );
    expect(error.code).toBe('PaymentCardError');
  });

  it('tells a missing case apart', async () => {
    answer = () => new Response('', { status: 404 });
    const error = await rejection(makeApi().api.getCase({ caseId: '999999' }));
    expect(error.code).toBe('CaseNotFound');
    expect(error.status).toBe(404);
  });

  it('throws the message of a 2xx answer flagged as exception', async () => {
    answer = () => json(200, { isException: true, message: 'Policy is locked' });
    const error = await rejection(makeApi().api.acceptCase({ caseId: '100001' }, SIGNED));
    expect(error.code).toBe('ApiReported');
    expect(error.message).toBe('Policy is locked');
  });

  it('throws the errors field of a 2xx answer', async () => {
    answer = () =>
      json(200, { isSuccessful: false, errors: { Error: 'Issue with payment', Code: 'PaymentIssue' } });
    const error = await rejection(
      makeApi().api.recurringPayment(
        { caseId: '100001' },
        { paymentMethodType: 'BankAccount', bankAccount: fixtures.bankAccount() },
      ),
    );
    expect(error.code).toBe('PaymentIssue');
    expect(error.message).toBe('Issue with payment');
  });

  it('throws an errors field given as a list of messages', async () => {
    answer = () => json(200, { errors: ['First problem', 'Second problem'] });
    const error = await rejection(makeApi().api.createComment({ caseId: '100001' }, 'A question'));
    expect(error.code).toBe('ApiReported');
    expect(error.message).toBe('First problem; Second problem');
  });

  it('ignores an empty errors field', async () => {
    answer = () => json(200, { isSuccessful: true, errors: null });
    await expect(makeApi().api.createComment({ caseId: '100001' }, 'A question')).resolves.toMatchObject({
      isSuccessful: true,
    });
  });

  it("throws 'Error received from api' on a non-2xx raw post", async () => {
    answer = () => json(409, { errors: { Error: 'Only Bga may bypass' } });
    const error = await rejection(makeApi().api.bypassApproval({ caseId: '100011' }));
    expect(error.message).toBe(RAW_POST_FAILED_MESSAGE);
    expect(error.code).toBe('RawPostFailed');
    expect(error.status).toBe(409);
  });

  it('answers nothing for a successful raw post', async () => {
    answer = () => new Response(null, { status: 204 });
    await expect(makeApi().api.notTaken({ caseId: '100001' })).resolves.toBeUndefined();
    expect(received[0]?.path).toBe('/api/Change/100001/CreateNotTakenRequest');
  });

  it('throws the body text of a documents answer that is not 200', async () => {
    answer = () => new Response('Documents are unavailable right now', { status: 500 });
    const error = await rejection(makeApi().api.documents({ caseId: '100001' }));
    expect(error.message).toBe('Documents are unavailable right now');
    expect(error.code).toBe('ServerError');
  });

  it('throws a documents answer of 2xx but not 200 too', async () => {
    answer = () => new Response('Accepted, not ready', { status: 202 });
    const error = await rejection(makeApi().api.documentsOnlySignedPolicy({ caseId: '100001' }));
    expect(error.message).toBe('Accepted, not ready');
  });

  it('gives a plain message for a bare server error', async () => {
    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    const error = await rejection(makeApi().api.paymentInfo({ caseId: '100001' }));
    expect(error.code).toBe('ServerError');
    expect(error.message).toBe('paymentInfo: the server answered 502');
  });

  it('uses a short plain-text error answer as the message', async () => {
    answer = () => new Response('Database is locked', { status: 500 });
    const error = await rejection(makeApi().api.paymentInfo({ caseId: '100001' }));
    expect(error).toMatchObject({ code: 'ServerError', status: 500, message: 'Database is locked' });
    expect(isApiError(error, 'ServerError')).toBe(true);
    expect(isApiError(error, 'EpdDown')).toBe(false);
    expect(isApiError(new Error('Database is locked'))).toBe(false);
  });

  it('does not retry a failed post', async () => {
    answer = () => new Response('boom', { status: 500 });
    await rejection(makeApi().api.initialPayment({ caseId: '100001' }, fixtures.initialPaymentRequest()));
    expect(received).toHaveLength(1);
  });

  it('hands every 401 to onUnauthorized and still rejects', async () => {
    answer = () => json(401, { errors: { Error: 'Token expired', Code: 'Unauthorized' } });
    const { api, events } = makeApi();
    const error = await rejection(api.getCase({ caseId: '100001' }));
    expect(error.code).toBe('Unauthorized');
    expect(events.unauthorized).toEqual([error]);
    const raw = await rejection(api.revertToPaper({ caseId: '100001' }));
    expect(raw.code).toBe('RawPostFailed');
    expect(events.unauthorized).toHaveLength(2);
  });

  it('leaves a refused login to its caller', async () => {
    answer = () => json(401, { errors: { Error: 'Wrong e-mail or password', Code: 'Unauthorized' } });
    const { api, events } = makeApi();
    const error = await rejection(api.login({ email: 'olivia.owner@example.com', password: 'wrong' }));
    expect(error).toMatchObject({ code: 'Unauthorized', status: 401, message: 'Wrong e-mail or password' });
    expect(events.unauthorized).toEqual([]);
  });

  it('does not call onUnauthorized for other failures', async () => {
    answer = () => json(403, { errors: { Error: 'Only the owner may pay', Code: 'Forbidden' } });
    const { api, events } = makeApi();
    expect((await rejection(api.paymentInfo({ caseId: '100005' }))).code).toBe('Forbidden');
    expect(events.unauthorized).toEqual([]);
  });

  it('keeps the error when a listener throws', async () => {
    answer = () => json(401, { errors: { Error: 'Token expired' } });
    const { api } = makeApi({
      onUnauthorized: () => {
        throw new Error('listener bug');
      },
    });
    const original = console.error;
    console.error = () => {};
    try {
      expect((await rejection(api.getCase({ caseId: '100001' }))).code).toBe('Unauthorized');
    } finally {
      console.error = original;
    }
  });
});

describe('responses checked against their schemas', () => {
  it('names the call and the field path of a mismatch', async () => {
    const bad = fixtures.caseRecord();
    (bad.documents[0] as { documentType: string }).documentType = 'Brochure';
    answer = () => json(200, bad);
    const error = await rejection(makeApi().api.getCase({ caseId: '100001' }));
    expect(error.code).toBe('BadResponse');
    expect(error.field).toBe('documents.0.documentType');
    expect(error.message).toMatch(/^getCase: response field documents\.0\.documentType: Invalid type/);
  });

  it('names a missing field', async () => {
    const { confirmationNumber: _omitted, ...bad } = fixtures.paymentResult();
    answer = () => json(200, bad);
    const error = await rejection(
      makeApi().api.initialPayment({ caseId: '100001' }, fixtures.initialPaymentRequest()),
    );
    expect(error.message).toMatch(/^initialPayment: response field confirmationNumber: /);
  });

  it('refuses a body that is not JSON', async () => {
    answer = () => new Response('not json', { status: 200 });
    const error = await rejection(makeApi().api.paymentInfo({ caseId: '100001' }));
    expect(error.code).toBe('BadResponse');
    expect(error.message).toBe('paymentInfo: response is not JSON');
  });

  it('refuses a response of the wrong shape at its root', async () => {
    answer = () => json(200, { not: 'a list' });
    const error = await rejection(makeApi().api.documents({ caseId: '100001' }));
    expect(error.code).toBe('BadResponse');
    expect(error.message).toMatch(/^documents: response: Invalid type/);
  });
});

describe('requests checked before sending', () => {
  it('refuses a bad payment body, naming the field, and sends nothing', async () => {
    const body = fixtures.initialPaymentRequest();
    body.bankAccount.routingNumber = '12';
    const error = await rejection(makeApi().api.initialPayment({ caseId: '100001' }, body));
    expect(error).toMatchObject({ code: 'BadRequest', status: null, field: 'bankAccount.routingNumber' });
    expect(error.message).toBe(
      'initialPayment: request field bankAccount.routingNumber: must be 6 to 17 digits',
    );
    expect(received).toEqual([]);
  });

  it('refuses an empty comment and sends nothing', async () => {
    const error = await rejection(makeApi().api.createChangeRequest({ caseId: '100001' }, '   '));
    expect(error.message).toBe('createChangeRequest: request body: must not be empty');
    expect(received).toEqual([]);
  });

  it('refuses a duplicate sort column with the product wording', async () => {
    const error = await rejection(
      makeApi().api.searchBook(
        {},
        {
          sortFields: [
            { columnName: 'PolicyNumber', columnOrder: 'Ascending' },
            { columnName: 'PolicyNumber', columnOrder: 'Descending' },
          ],
        },
      ),
    );
    expect(error.message).toBe(
      'searchBook: request field sortFields: Can not have the same column selected twice',
    );
    expect(received).toEqual([]);
  });

  it('refuses a malformed path parameter and sends nothing', async () => {
    const { api } = makeApi();
    const error = await rejection(api.getCase({ caseId: '../admin' }));
    expect(error).toMatchObject({ code: 'BadRequest', field: 'caseId', call: 'getCase' });
    expect((await rejection(api.agentLogin({ agentNumber: 'abc' }))).field).toBe('agentNumber');
    expect((await rejection(api.getCase({} as never))).field).toBe('caseId');
    expect(received).toEqual([]);
  });

  it('refuses empty credentials and sends nothing', async () => {
    const error = await rejection(makeApi().api.login({ email: 'olivia.owner@example.com', password: '' }));
    expect(error).toMatchObject({ code: 'BadRequest', field: 'password' });
    expect(received).toEqual([]);
  });
});

describe('cancel and transport failures', () => {
  it('can be created where no page origin exists, and says so at the first call', async () => {
    const api = createApi({ tokens: () => TOKENS });
    await expect(api.config()).rejects.toThrow('createApi: baseUrl is required outside a browser');
  });

  it("cancels the request when the caller's signal aborts", async () => {
    answer = () => hang();
    const controller = new AbortController();
    const pending = makeApi().api.getCase({ caseId: '100001' }, { signal: controller.signal });
    const outcome = pending.catch((error: unknown) => error);
    await arrival();
    controller.abort();
    const error = await outcome;
    expect(isApiError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
  });

  it('sends nothing with an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await makeApi()
      .api.acceptCase({ caseId: '100001' }, SIGNED, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(received).toEqual([]);
  });

  it('says plainly when the server cannot be reached', async () => {
    const { api } = makeApi({ baseUrl: 'http://127.0.0.1:9/api' });
    const error = await rejection(api.acceptCase({ caseId: '100001' }, SIGNED));
    expect(error).toMatchObject({
      code: 'Network',
      status: null,
      message: NETWORK_MESSAGE,
      call: 'acceptCase',
    });
  });

  it('retries a read after a network failure but never a post', async () => {
    let attempts = 0;
    const failingFetch: typeof fetch = async () => {
      attempts += 1;
      throw new TypeError('fetch failed');
    };
    const { api } = makeApi({ fetch: failingFetch });
    expect((await rejection(api.acknowledgeAuthenticated({ caseId: '200001' }))).code).toBe('Network');
    expect(attempts).toBe(1);
    attempts = 0;
    expect((await rejection(api.paymentInfo({ caseId: '100001' }))).code).toBe('Network');
    expect(attempts).toBe(3);
  });
});

/** Every call of the contract once: its method, its filled path, its body, its parsed answer. */
const success = { isSuccessful: true };
const EVERY_CALL = {
  login: { args: [{ email: 'a@example.com', password: 'p' }], path: 'auth/login', answer: 'jwt' },
  agentLogin: { args: [{ agentNumber: '10001' }], path: 'agents/10001/login', answer: 'jwt' },
  config: {
    args: [],
    path: 'config',
    answer: { apiVersion: '1', allowAgentLogin: true, allowMfaBypass: false, cardSessionReferralBase: '/r' },
  },
  uiConfig: {
    args: [],
    path: 'config/ui',
    answer: { v2SsoEndpoint: '/sso', appInsightsInstrumentationKey: null },
  },
  dashboard: { args: [], path: 'Dashboard', answer: fixtures.dashboard() },
  getCase: { args: [{ caseId: '1' }], path: 'cases/1', answer: fixtures.caseRecord() },
  getCaseForAgent: { args: [{ caseId: '1' }], path: 'Cases/1/ForAgent', answer: fixtures.caseRecord() },
  certificate: {
    args: [{ caseId: '100002' }],
    path: 'cases/100002/certificate',
    answer: certificateFixture(),
  },
  acceptCase: { args: [{ caseId: '1' }, SIGNED], path: 'cases/1/accept', answer: success },
  giveConsent: {
    args: [{ caseId: '1' }, { disclosureVersion: 'e-records-2026-11' }],
    path: 'cases/1/consent',
    answer: { partyId: 'P-1', consentedAt: '2026-11-26T15:00:00.000Z' },
  },
  declineConsent: {
    args: [{ caseId: '1' }, { disclosureVersion: 'e-records-2026-11' }],
    path: 'cases/1/consent/decline',
    answer: success,
  },
  releaseCase: { args: [{ caseId: '1' }], path: 'cases/1/release', answer: success },
  bypassApproval: { args: [{ caseId: '1' }], path: 'cases/1/bypassApproval', answer: null },
  searchBook: {
    args: [{}, { skip: 20 }],
    path: 'Agents/BookOfBusiness/Search',
    answer: { cases: [], totalCount: 0 },
  },
  queueCounts: {
    args: [],
    path: 'Agents/BookOfBusiness/QueueCounts',
    answer: { toRelease: 1, waitingForCustomers: 2, changeRequested: 0 },
  },
  createAgentChangeRequest: {
    args: [{ caseId: '1' }, 'Fix it'],
    path: 'Change/1/CreateAgentChangeRequest',
    answer: success,
  },
  createChangeRequest: {
    args: [{ caseId: '1' }, 'Fix it'],
    path: 'Change/1/CreateChangeRequest',
    answer: success,
  },
  createComment: { args: [{ caseId: '1' }, 'Why?'], path: 'Change/1/CreateComment', answer: success },
  markedPages: {
    args: [{ caseId: '1', commentId: 'C-1' }],
    path: 'Change/1/MarkedPages/C-1',
    answer: {
      commentId: 'C-1',
      documentId: 'D-1',
      pages: [2, 5],
      sha256: 'ab'.repeat(32),
      content: 'JVBERi0=',
    },
  },
  notTaken: { args: [{ caseId: '1' }], path: 'Change/1/CreateNotTakenRequest', answer: null },
  revertToPaper: { args: [{ caseId: '1' }], path: 'Change/1/RevertToPaperRequest', answer: null },
  createBgaComment: { args: [{ caseId: '1' }, 'Note'], path: 'Comment/1/CreateBgaComment', answer: success },
  tracker: {
    args: [{ caseId: '1', currentPage: 'review' }],
    path: 'Tracker/1/review',
    answer: { steps: [] },
  },
  documentsWithSigned: { args: [{ caseId: '1' }], path: 'Documents/1/GetWithSigned', answer: [] },
  documentsOnlySignedPolicy: {
    args: [{ caseId: '1' }],
    path: 'Documents/1/GetWithOnlySignedPolicy',
    answer: [],
  },
  documents: { args: [{ caseId: '1' }], path: 'Documents/1', answer: [fixtures.documentWithContent()] },
  acceptDocument: {
    args: [
      { documentId: 'D-1', caseId: '1' },
      { newStatus: 'Declined', declinationNote: 'Wrong name' },
    ],
    path: 'Documents/D-1/accept/1',
    answer: fixtures.documentActionResult(),
  },
  completeDocument: {
    args: [{ documentId: 'D-1', caseId: '1' }, { answers: [{ questionId: 'mightFinance', value: 'no' }] }],
    path: 'Documents/D-1/complete/1',
    answer: fixtures.documentActionResult(),
  },
  reviewDocument: {
    args: [{ documentId: 'D-1', caseId: '1' }],
    path: 'Documents/D-1/review/1',
    answer: fixtures.documentActionResult(),
  },
  paymentInfo: { args: [{ caseId: '1' }], path: 'Payments/1', answer: fixtures.paymentInfo() },
  paymentCardSession: {
    args: [{ caseId: '1' }],
    path: 'Payments/1/PaymentCardSessionId',
    answer: { paymentCardSessionId: 'S', cardFormUrl: 'http://127.0.0.1:1/card' },
  },
  initialPayment: {
    args: [{ caseId: '1' }, fixtures.initialPaymentRequest()],
    path: 'Payments/1/Initial',
    answer: fixtures.paymentResult(),
  },
  recurringPayment: {
    args: [{ caseId: '1' }, { paymentMethodType: 'CreditCard', cardToken: fixtures.cardToken() }],
    path: 'Payments/1/Recurring',
    answer: fixtures.paymentResult(),
  },
  acknowledgeDelivery: {
    args: [{ caseId: '1', confirmationKey: 'K-1' }, { emailAddress: 'a@example.com' }],
    path: 'Confirmation/1/Acknowledge/K-1',
    answer: success,
  },
  registerUnauthenticated: {
    args: [{ caseId: '1', confirmationKey: 'K-1' }, { emailAddress: 'a@example.com' }],
    path: 'Confirmation/1/RegisterUnAuthenticated/K-1',
    answer: true,
  },
  acknowledgeAuthenticated: {
    args: [{ caseId: '1' }],
    path: 'Confirmation/1/AcknowledgeAuthenticated',
    answer: success,
  },
} satisfies Record<CallName, { args: unknown[]; path: string; answer: unknown }>;

describe('every call of the contract', () => {
  it.each(Object.entries(EVERY_CALL))(
    '%s sends its method, path and body and answers its value',
    async (name, call) => {
      const def = CALLS[name as CallName];
      answer = () =>
        call.answer === null
          ? new Response(null, { status: 204 })
          : typeof call.answer === 'string'
            ? new Response(call.answer)
            : json(200, call.answer);
      const { api } = makeApi();
      const invoke = api[name as CallName] as (...args: unknown[]) => Promise<unknown>;
      const result = await invoke(...call.args);
      expect(received).toHaveLength(1);
      expect(received[0]?.method).toBe(def.method);
      expect(received[0]?.path).toBe(`/api/${call.path}`);
      if ('request' in def) expect(received[0]?.body).not.toBe('');
      else expect(received[0]?.body).toBe('');
      if (def.kind === 'raw') expect(result).toBeUndefined();
      else if (typeof call.answer === 'object') expect(result).toMatchObject(call.answer as object);
      else expect(result).toBe(call.answer);
    },
  );
});
