import type { Page } from '@playwright/test';
import { test } from '../e2e/fixtures.ts';
import { agentTokenFor, DEMO, linkTokenFor, openMenuIfCollapsed } from '../e2e/support/demo.ts';
import { sessionReplays } from './browser-replays.ts';
import { ORACLE } from './oracle/index.ts';
import { expectScreenFromOracle, recordCalls } from './oracle/screen.ts';
import { describe, type ModelStep } from './session-paths.ts';

/**
 * Each generated path through the session machine, replayed in Chromium against the sandbox:
 * every step is done the way a person would, then the page is checked against the state the
 * machine says the step leads to.
 */
interface Replay {
  page: Page;
  realToken: (kind: 'agent' | 'link') => Promise<string>;
}

async function act({ page, realToken }: Replay, step: ModelStep) {
  const { event } = step;
  switch (event.type) {
    case 'session.login':
      await page.goto('login');
      await page.getByLabel('Email').fill(DEMO.olivia);
      return;
    case 'xstate.done.actor.login':
    case 'xstate.error.actor.login':
      await page
        .getByLabel('Password')
        .fill(event.type === 'xstate.done.actor.login' ? DEMO.password : 'wrong-pw');
      await page.getByRole('button', { name: 'Login' }).click();
      return;
    case 'session.agentLogin':
      await page.goto('agent-login');
      return;
    case 'xstate.done.actor.agentLogin':
    case 'xstate.error.actor.agentLogin':
      await page
        .getByLabel('Agent number')
        .fill(event.type === 'xstate.done.actor.agentLogin' ? DEMO.agent : '99999');
      await page.getByRole('button', { name: 'Login' }).click();
      return;
    case 'session.agentTokenLogin':
      await page.goto('agent-login-jwt');
      await page
        .getByRole('textbox', { name: 'Token' })
        .fill(event.token === 'garbage' ? 'garbage' : await realToken('agent'));
      await page.getByRole('button', { name: 'Login' }).click();
      return;
    case 'session.tokenLogin': {
      const token = encodeURIComponent(await realToken('link'));
      await page.goto(
        event.caseId
          ? `login-jwt?pl_mp_auth_token=${token}&caseId=${event.caseId}`
          : `login-jwt?pl_mp_auth_token=${token}`,
      );
      return;
    }
    case 'session.logout': {
      const nav = await openMenuIfCollapsed(page);
      await nav.getByRole('button', { name: 'Log out' }).click();
      return;
    }
    default:
      throw new Error(`No replay for ${event.type}`);
  }
}

// Tours taking every transition of the session model (browser-replays.ts; each is on the screen).
const { paths } = sessionReplays();

test.describe('session machine paths', () => {
  for (const [i, path] of paths.entries()) {
    const description = path.steps.map((step) => describe(step.event)).join(' → ');
    test(`tour ${i + 1}: ${description}`, async ({ page, sandbox }) => {
      const cache: Partial<Record<'agent' | 'link', string>> = {};
      const realToken = async (kind: 'agent' | 'link') => {
        cache[kind] ??=
          kind === 'agent'
            ? await agentTokenFor(sandbox)
            : await linkTokenFor(sandbox, '100001', DEMO.olivia);
        return cache[kind];
      };
      const calls = recordCalls(page);
      for (const [at, step] of path.steps.entries()) {
        await test.step(describe(step.event), async () => {
          await act({ page, realToken }, step);
          const done = path.steps.slice(0, at + 1).map((s) => s.event);
          await expectScreenFromOracle(page, ORACLE.session!, step.state.value, { calls, done });
        });
      }
    });
  }
});
