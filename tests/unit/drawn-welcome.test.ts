import { describe, expect, it } from 'vitest';
import { DRAWN_WELCOME_ID, welcomeScript } from '../../src/app/drawnWelcome.ts';
import { SESSION_TOKEN_KEY } from '../../src/app/sessionStorage.ts';
import { DASHBOARD_TEXTS } from '../../src/domain/journey/dashboardTexts.ts';
import { displayName, readSessionToken } from '../../src/domain/session/sessionClaims.ts';
import { agentToken, customerToken, expiredToken, fakeJwt, foreignToken } from './session-tokens.ts';

/**
 * The build's inline script run as the page runs it (decision 525), over a page whose parser adds the
 * welcome line at `parsed()`; its MutationObserver sees each addition.
 */
function runWelcome(token: string | null, lineParsed: boolean) {
  const lead = { textContent: '', hidden: true };
  let parsed = lineParsed;
  const watchers: { seen: () => void; on: boolean }[] = [];
  const page = {
    getElementById: (id: string) => (parsed && id === DRAWN_WELCOME_ID ? lead : null),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') page.loaded = listener;
    },
    loaded: () => {},
  };
  const sessionStorage = { getItem: (key: string) => (key === SESSION_TOKEN_KEY ? token : null) };
  class MutationObserver {
    watcher = { seen: () => {}, on: false };
    constructor(seen: () => void) {
      this.watcher.seen = seen;
      watchers.push(this.watcher);
    }
    observe() {
      this.watcher.on = true;
    }
    disconnect() {
      this.watcher.on = false;
    }
  }
  new Function('document', 'sessionStorage', 'MutationObserver', welcomeScript())(
    page,
    sessionStorage,
    MutationObserver,
  );
  const parserAdds = (lineNow: boolean) => {
    parsed ||= lineNow;
    for (const watcher of watchers) if (watcher.on) watcher.seen();
  };
  return { lead, watchers, parserAdds, loaded: () => page.loaded() };
}

/** What the inline script leaves in a welcome line already read. */
function drawnWelcome(token: string | null): { text: string; hidden: boolean } {
  const { lead } = runWelcome(token, true);
  return { text: lead.textContent, hidden: lead.hidden };
}

/** What the dashboard itself writes for the same session: its line, or none. */
function screensWelcome(token: string): string | null {
  const reading = readSessionToken(token, Date.now());
  if (!reading.ok || reading.identity.isAgent) return null;
  const name = displayName(reading.identity);
  return name ? DASHBOARD_TEXTS.welcome(name) : null;
}

const payload = (text: string) => `e30.${Buffer.from(text).toString('base64url')}.c2ln`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

const TOKENS: Record<string, string> = {
  'a customer': customerToken(),
  'names in firstName and lastName': customerToken({
    given_name: undefined,
    family_name: undefined,
    firstName: 'Fay',
    lastName: 'First',
  }),
  'an empty given name before firstName': customerToken({ given_name: '', firstName: 'Fay' }),
  'a user name alone': fakeJwt({ UserType: 1, unique_name: 'olivia', exp: inAnHour() }),
  'no name at all': fakeJwt({ UserType: 1, exp: inAnHour() }),
  'accents and other scripts': customerToken({ given_name: 'José', family_name: 'Núñez 山田' }),
  'UserType as digits': customerToken({ UserType: '1' }),
  'UserType as a fraction': customerToken({ UserType: 1.5 }),
  'UserType as words': customerToken({ UserType: 'customer' }),
  'no UserType': foreignToken(),
  'an agent': agentToken(),
  'an agent as a number': agentToken({ UserType: 2 }),
  'an expired session': customerToken({ exp: Math.floor(Date.now() / 1000) - 60 }),
  'expired, no names': expiredToken(),
  'no expiry': customerToken({ exp: undefined }),
  'an expiry in words': customerToken({ exp: 'tomorrow' }),
  'a name that is a number': customerToken({ given_name: 42 }),
  'a null name': customerToken({ family_name: null }),
  'an AgentNumbers list': customerToken({ AgentNumbers: ['1'] }),
  'a markup name': customerToken({ given_name: '<img src=x onerror=alert(1)>' }),
  'not a JWT': 'not-a-token',
  'a payload that is not base64': 'e30.!!!.c2ln',
  'a payload one character too long': 'e30.e30xx.c2ln',
  'a payload that is not JSON': payload('{"UserType":1,'),
  'a payload that is not UTF-8': `e30.${Buffer.concat([Buffer.from('{"UserType":1,"given_name":"'), Buffer.from([0xff]), Buffer.from('"}')]).toString('base64url')}.c2ln`,
  'a payload that is null': payload('null'),
  'a payload that is a list': payload('[1]'),
};

describe('the drawn dashboard names the customer as the dashboard does (decision 525)', () => {
  it.each(Object.entries(TOKENS))('%s', (_, token) => {
    const expected = screensWelcome(token);
    expect(drawnWelcome(token)).toEqual(
      expected ? { text: expected, hidden: false } : { text: '', hidden: true },
    );
  });

  it("names a customer in SPEC's words", () => {
    expect(drawnWelcome(customerToken()).text).toBe(
      'Welcome back, Olivia Owner. Here are your policies and contracts.',
    );
  });

  it('names the customer in a line the parser reads after it, then stops watching', () => {
    const run = runWelcome(customerToken(), false);
    expect(run.lead.hidden).toBe(true);
    run.parserAdds(false);
    expect(run.lead.hidden).toBe(true);
    expect(run.watchers.map((w) => w.on)).toEqual([true]);
    run.parserAdds(true);
    expect(run.lead).toEqual({ textContent: drawnWelcome(customerToken()).text, hidden: false });
    expect(run.watchers.map((w) => w.on)).toEqual([false]);
  });

  it('stops watching once the page is read, the line or not', () => {
    const run = runWelcome(customerToken(), false);
    run.loaded();
    expect(run.watchers.map((w) => w.on)).toEqual([false]);
    expect(runWelcome(null, false).watchers).toEqual([]);
  });

  it('draws nothing without a session, or for an agent, an expired or an unreadable one', () => {
    for (const token of [null, '', agentToken(), expiredToken(), TOKENS['not a JWT'] ?? '']) {
      expect(drawnWelcome(token)).toEqual({ text: '', hidden: true });
    }
  });
});
