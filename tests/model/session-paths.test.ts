import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '../../src/domain/session/loginMessages.ts';
import { message } from '../../src/i18n/message.ts';
import { coverage, sessionPaths } from './session-paths.ts';

describe('generated session paths', () => {
  const paths = sessionPaths();

  it('walk every login route, success and failure, and log out', () => {
    const descriptions = paths.map((p) => p.description);
    for (const phrase of [
      'log in with the right password',
      'log in with a wrong password',
      'log in as agent 10001',
      'log in as unknown agent 99999',
      'paste an agent token',
      'paste a garbage agent token',
      'follow an e-mail link with token and caseId',
      'follow an e-mail link without caseId',
      'log out',
    ]) {
      expect(descriptions.some((d) => d.endsWith(phrase))).toBe(true);
    }
  });

  it('reach both signed-in states and the failure messages', () => {
    const ends = paths.map((p) => p.steps.at(-1)!.state);
    expect(ends.some((s) => s.matches({ signedIn: 'customer' }))).toBe(true);
    expect(ends.some((s) => s.matches({ signedIn: 'agent' }))).toBe(true);
    const messages = ends.map((s) => s.context.message);
    // Refused logins arrive as the client reports them (401, 404) and read as the product words them.
    expect(messages).toContainEqual(message(LOGIN_MESSAGES, 'wrongCredentials'));
    expect(messages).toContainEqual(message(LOGIN_MESSAGES, 'unknownAgent', '99999'));
    const { states, transitions } = coverage(paths);
    console.info(`session model: ${paths.length} paths, ${states} states, ${transitions} transitions`);
    expect(states).toBeGreaterThanOrEqual(6);
  });
});
