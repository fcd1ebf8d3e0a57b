import type { Page } from '@playwright/test';
import type { Faults } from '../../../sandbox/context.ts';
import type { RunningSandbox } from '../../../sandbox/server.ts';
import { expect } from '../fixtures.ts';
import { savedSession, seedStorage } from './sessions.ts';

/** The demo identities. */
export const DEMO = {
  password: 'Demo-2026!',
  olivia: 'olivia.owner@example.com',
  ian: 'ian.insured@example.com',
  anna: 'anna.annuitant@example.com',
  /** Has not consented to electronic records on her case 100006 (decision 212). */
  nora: 'nora.newcomer@example.com',
  agent: '10001',
  bga: '20001',
} as const;

export const DASHBOARD_HEADING = "It's great to see you!";

export async function loginAsCustomer(page: Page, email: string, password: string = DEMO.password) {
  await page.goto('login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
}

export async function loginAsAgent(page: Page, agentNumber: string = DEMO.agent) {
  await page.goto('agent-login');
  await page.getByLabel('Agent number').fill(agentNumber);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/epd\/agent-home$/);
}

export async function setFaults(
  sandbox: RunningSandbox,
  patch: Partial<Faults> & { allowAgentLogin?: boolean },
) {
  const response = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });
  if (!response.ok) throw new Error(`Setting faults failed: ${response.status} ${await response.text()}`);
}

/** A session token as the sandbox signs it, straight from the API (what a pasted or linked token is). */
export async function agentTokenFor(
  sandbox: RunningSandbox,
  agentNumber: string = DEMO.agent,
): Promise<string> {
  const response = await fetch(`${sandbox.url}/api/agents/${agentNumber}/login`, { method: 'POST' });
  if (!response.ok) throw new Error(`Agent login failed: ${response.status}`);
  return (await response.text()).replace(/^"|"$/g, '');
}

export async function linkTokenFor(sandbox: RunningSandbox, caseId: string, email: string): Promise<string> {
  const response = await fetch(`${sandbox.url}/__sandbox/link-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ caseId, email }),
  });
  if (!response.ok) throw new Error(`Link token failed: ${response.status} ${await response.text()}`);
  return response.text();
}

export const sessionItem = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

/** On a phone the navigation sits behind the Menu button; open it when it is there. */
export async function openMenuIfCollapsed(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  const wideNav = page.getByRole('navigation', { name: 'Main' });
  // isVisible does not wait: right after a goto the header may not be drawn yet, and a phone would
  // then be taken for a desktop. Wait until one of the two headers is on screen.
  await expect(menu.or(wideNav)).toBeVisible();
  if (await menu.isVisible()) {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    return page.getByRole('navigation', { name: 'Main menu' });
  }
  return wideNav;
}

/**
 * Puts a session for `email`, signed in once per worker through the form, into the page's session
 * storage before its first script runs. Tests that are about signing in use loginAsCustomer instead.
 */
export async function seedSession(page: Page, email: string) {
  const storage = await savedSession(email, async (own) => {
    await loginAsCustomer(own, email);
    await expect.poll(() => sessionItem(own, 'case_authorization_token')).toBeTruthy();
  });
  await seedStorage(page, storage);
}

/** Signed in as `email` on the dashboard, as after loginAsCustomer, without going through the form. */
export async function signInAs(page: Page, email: string) {
  await seedSession(page, email);
  await page.goto('');
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
}

/**
 * Puts an agent's session, signed in once per worker through the agent login form, into the page's
 * session storage before its first script runs. Tests about the agent login itself use loginAsAgent.
 */
export async function seedAgentSession(page: Page, agentNumber: string = DEMO.agent) {
  const storage = await savedSession(`agent:${agentNumber}`, async (own) => {
    await loginAsAgent(own, agentNumber);
    await expect.poll(() => sessionItem(own, 'auth_token')).toBeTruthy();
  });
  await seedStorage(page, storage);
}

/** Signed in as the agent on AgentHome (optionally with its search parameters), without the form. */
export async function signInAsAgent(page: Page, agentNumber: string = DEMO.agent, search = '') {
  await seedAgentSession(page, agentNumber);
  await page.goto(`agent-home${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Policy List' })).toBeVisible();
}
