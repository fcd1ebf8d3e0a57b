import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Api, type ApiOptions, createApi } from '../../src/api/index.ts';
import { askEarlyScript } from '../../src/app/askEarlyScript.ts';
import {
  ASKED_EARLY_FOR_MS,
  ASKED_EARLY_KEY,
  type AskedEarly,
  fetchOrTakeEarly,
} from '../../src/app/askedEarly.ts';
import { CASE_TOKEN_KEY, SESSION_TOKEN_KEY } from '../../src/app/sessionStorage.ts';
import { journeySteps } from '../../src/domain/journey/journeySteps.ts';
import * as fixtures from './api-fixtures.ts';
import { agentToken, customerToken, expiredToken, fakeJwt, foreignToken } from './session-tokens.ts';

/**
 * The drawn review's inline script (decision 528) run as the page runs it, against a real HTTP server, and
 * the portal's real API client taking its answers through `fetchOrTakeEarly`.
 */
interface Received {
  path: string;
  authorization: string | null;
  authentication: string | null;
}

let server: ServerType;
let origin: string;
let received: Received[] = [];

const TRACKER = journeySteps(
  { reviewed: false, paid: false, accepted: false, complete: false, isAnnuity: false },
  'doc-review',
);

const UI_CONFIG = { v2SsoEndpoint: 'https://sso.example.com', appInsightsInstrumentationKey: null };

/** The case, its tracker and the frame's settings: what the drawn review asks for. */
const ASKED = 3;

const app = new Hono();
app.get('*', (c) => {
  const path = decodeURIComponent(new URL(c.req.url).pathname);
  received.push({
    path,
    authorization: c.req.header('authorization') ?? null,
    authentication: c.req.header('authentication') ?? null,
  });
  if (path.startsWith('/api/Tracker/')) return c.json(TRACKER);
  if (path === '/api/config/ui') return c.json(UI_CONFIG);
  return c.json({ ...fixtures.caseRecord(), caseId: path.split('/').at(-1) });
});

beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, ASKED_EARLY_KEY);
});

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const CLAIM = JSON.stringify({ Roles: [1], UserPartyIds: ['P-100001-OLIVIA'] });

/** A case token as the dashboard hands it: a `Case-{id}` claim for each case it opens. */
const caseTokenFor = (caseId: string, claims: Record<string, unknown> = {}) =>
  fakeJwt({ [`Case-${caseId}`]: CLAIM, exp: inAnHour(), ...claims });
const CASE_TOKEN = caseTokenFor('100001');

/** Runs the script on a page at `path` with these tokens in session storage; returns its drop timer. */
function runScript(path: string, session: string | null, caseToken: string | null = CASE_TOKEN) {
  const storage = new Map<string, string | null>([
    [SESSION_TOKEN_KEY, session],
    [CASE_TOKEN_KEY, caseToken],
  ]);
  const timers: { ms: number; run: () => void }[] = [];
  new Function('location', 'sessionStorage', 'window', 'setTimeout', askEarlyScript())(
    new URL(path, origin),
    { getItem: (key: string) => storage.get(key) ?? null },
    globalThis,
    (run: () => void, ms: number) => timers.push({ run, ms }),
  );
  return timers;
}

function makeApi(session: string, caseToken: string | null = CASE_TOKEN): { api: Api; caseTokens: string[] } {
  const caseTokens: string[] = [];
  const options: ApiOptions = {
    baseUrl: `${origin}/api`,
    tokens: () => ({ session, caseToken }),
    onCaseToken: (token) => caseTokens.push(token),
    fetch: fetchOrTakeEarly,
  };
  return { api: createApi(options), caseTokens };
}

const asked = () => Reflect.get(globalThis, ASKED_EARLY_KEY) as AskedEarly[] | undefined;

/** Until the server has had `count` requests. */
async function arrivals(count: number) {
  for (let i = 0; i < 100 && received.length < count; i++) await new Promise((r) => setTimeout(r, 5));
}

describe('the drawn review asks for its case and tracker as it is read (decision 528)', () => {
  it("asks for the customer's case and the review's tracker with both tokens, the settings with none, as the client would", async () => {
    const session = customerToken();
    runScript('/epd/doc-review/100001', session);
    await arrivals(ASKED);
    const byPath = new Map(received.map((r) => [r.path, r]));
    expect([...byPath.keys()].sort()).toEqual([
      '/api/Tracker/100001/doc-review',
      '/api/cases/100001',
      '/api/config/ui',
    ]);
    for (const path of ['/api/Tracker/100001/doc-review', '/api/cases/100001']) {
      expect(byPath.get(path)?.authorization).toBe(`Bearer ${session}, Bearer ${CASE_TOKEN}`);
      expect(byPath.get(path)?.authentication).toBe(`Bearer ${session}`);
    }
    expect(byPath.get('/api/config/ui')).toMatchObject({ authorization: null, authentication: null });
  });

  it('reads a case id with a dash (a legacy case) and a trailing slash', async () => {
    runScript('/epd/doc-review/LEG-7001/', customerToken(), caseTokenFor('LEG-7001'));
    await arrivals(ASKED);
    expect(received.map((r) => r.path).sort()).toEqual([
      '/api/Tracker/LEG-7001/doc-review',
      '/api/cases/LEG-7001',
      '/api/config/ui',
    ]);
  });

  it.each([
    ['no session', '/epd/doc-review/100001', null],
    ["an agent's session", '/epd/doc-review/100001', agentToken()],
    ['an expired session', '/epd/doc-review/100001', expiredToken()],
    ['a token with no user type', '/epd/doc-review/100001', foreignToken()],
    ['an unreadable token', '/epd/doc-review/100001', 'not-a-token'],
    ['another page', '/epd/payment/100001', customerToken()],
    ['no case id', '/epd/doc-review/', customerToken()],
    ['a case id the portal would refuse', '/epd/doc-review/100%20001', customerToken()],
  ])('asks for nothing with %s', async (_, path, session) => {
    expect(runScript(path, session)).toEqual([]);
    await new Promise((r) => setTimeout(r, 30));
    expect(received).toEqual([]);
    expect(asked()).toBeUndefined();
  });

  // The screen first fetches a case token that opens the case (decision 350): it would not ask with these.
  it.each([
    ['no case token', null],
    ['a case token for another case', caseTokenFor('100002')],
    ['an expired case token', caseTokenFor('100001', { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['a case token whose expiry is not a time', caseTokenFor('100001', { exp: 'tomorrow' })],
    ['a claim that is not JSON', fakeJwt({ 'Case-100001': '{"Roles":', exp: inAnHour() })],
    ['a claim with no party ids', fakeJwt({ 'Case-100001': JSON.stringify({ Roles: [1] }) })],
    [
      'a claim whose roles are words',
      fakeJwt({ 'Case-100001': JSON.stringify({ Roles: ['owner'], UserPartyIds: [] }) }),
    ],
    ['a case token that is not a JWT', 'case.jwt'],
  ])('asks for nothing with %s', async (_, caseToken) => {
    expect(runScript('/epd/doc-review/100001', customerToken(), caseToken)).toEqual([]);
    await new Promise((r) => setTimeout(r, 30));
    expect(received).toEqual([]);
    expect(asked()).toBeUndefined();
  });

  it('lets go of what no call took after ASKED_EARLY_FOR_MS, the unread answers too', async () => {
    const timers = runScript('/epd/doc-review/100001', customerToken());
    const answers = (asked() ?? []).map((early) => early.response);
    expect(answers).toHaveLength(ASKED);
    expect(timers.map((t) => t.ms)).toEqual([ASKED_EARLY_FOR_MS]);
    await arrivals(ASKED);
    timers[0]?.run();
    expect(asked()).toBeUndefined();
    for (const answer of await Promise.all(answers)) {
      await expect.poll(() => answer.bodyUsed || answer.body?.locked === false).toBe(true);
      await expect(answer.text()).rejects.toThrow();
    }
  });
});

describe('the API client takes an answer asked for early, once', () => {
  it("reads the case, the tracker and the settings from the page's requests, with no second request", async () => {
    const session = customerToken();
    runScript('/epd/doc-review/100001', session);
    await arrivals(ASKED);
    const { api } = makeApi(session);
    const [found, tracker, ui] = await Promise.all([
      api.getCase({ caseId: '100001' }),
      api.tracker({ caseId: '100001', currentPage: 'doc-review' }),
      api.uiConfig(),
    ]);
    expect(found.caseId).toBe('100001');
    expect(tracker).toEqual(TRACKER);
    expect(ui).toMatchObject(UI_CONFIG);
    expect(received).toHaveLength(ASKED);
    expect(asked()).toEqual([]);
  });

  it('asks the network for the same call again: an answer is taken once', async () => {
    const session = customerToken();
    runScript('/epd/doc-review/100001', session);
    const { api } = makeApi(session);
    await api.getCase({ caseId: '100001' });
    await api.getCase({ caseId: '100001' });
    await arrivals(ASKED + 1);
    expect(received.filter((r) => r.path === '/api/cases/100001')).toHaveLength(2);
  });

  it('leaves an answer asked in another session, or for another case, to the network', async () => {
    runScript('/epd/doc-review/100001', customerToken());
    await arrivals(ASKED);
    const other = customerToken({ given_name: 'Other' });
    await makeApi(other).api.getCase({ caseId: '100001' });
    await makeApi(customerToken()).api.getCase({ caseId: '100002' });
    expect(received.slice(ASKED).map((r) => r.path)).toEqual(['/api/cases/100001', '/api/cases/100002']);
    expect(received[ASKED]?.authentication).toBe(`Bearer ${other}`);
    expect(asked()).toHaveLength(ASKED);
  });

  it('takes an answer asked with an older case token: every case answer carries a new one', async () => {
    const session = customerToken();
    runScript('/epd/doc-review/100001', session);
    await arrivals(ASKED);
    await makeApi(session, 'rotated.case.jwt').api.tracker({ caseId: '100001', currentPage: 'doc-review' });
    expect(received).toHaveLength(ASKED);
  });

  it('asks anew once the answer is older than ASKED_EARLY_FOR_MS', async () => {
    const session = customerToken();
    runScript('/epd/doc-review/100001', session);
    await arrivals(ASKED);
    for (const early of asked() ?? []) early.at -= ASKED_EARLY_FOR_MS;
    await makeApi(session).api.getCase({ caseId: '100001' });
    expect(received.filter((r) => r.path === '/api/cases/100001')).toHaveLength(2);
  });

  it('reads a refusal asked for early as the screen would: the same error', async () => {
    const session = customerToken();
    const refused = new Hono();
    refused.get('*', (c) => c.json({ message: 'Forbidden' }, 403));
    const answer = refused.fetch(new Request(`${origin}/api/cases/100001`));
    Reflect.set(globalThis, ASKED_EARLY_KEY, [
      {
        url: `${origin}/api/cases/100001`,
        authentication: `Bearer ${session}`,
        at: Date.now(),
        response: Promise.resolve(answer),
      },
    ]);
    await expect(makeApi(session).api.getCase({ caseId: '100001' })).rejects.toMatchObject({ status: 403 });
    expect(received).toEqual([]);
  });
});
