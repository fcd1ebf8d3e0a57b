import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { LOGIN_MESSAGES } from '../../src/domain/session/loginMessages.ts';
import { expect, test } from './fixtures.ts';
import { collectViolations } from './support/csp.ts';
import { DASHBOARD_HEADING, DEMO, linkTokenFor, loginAsAgent, signInAs } from './support/demo.ts';
import { openCard } from './support/document-review.ts';
import { cardForm } from './support/payment.ts';

/**
 * Every screen runs under the portal's Content-Security-Policy without one violation,
 * and no other origin can frame it. Point 6: a locked account's message in the portal.
 */
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('every screen runs under the strict CSP without a violation', async ({ page, sandbox }) => {
  const violations = await collectViolations(page);
  const first = await page.goto('login');
  const csp = first?.headers()['content-security-policy'] ?? '';
  // Inline scripts by their hash alone: the drawn dashboard's welcome line (decision 525).
  expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/]{43}=')+( https:\/\/edge\.fullstory\.com)?;/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain(`frame-src 'self' blob: ${sandbox.cardUrl}`);
  expect(csp).not.toContain('unsafe-inline');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(violations).toEqual([]);

  for (const path of [
    'agent-login',
    'agent-login-jwt',
    'confirmdelivery/200001/DC-200001-KEY/anna.annuitant%40example.com',
  ]) {
    await page.goto(path);
    await expect(heading(page).first()).toBeVisible();
  }
  const link = encodeURIComponent(await linkTokenFor(sandbox, '100001', DEMO.olivia));
  await page.goto(`login-jwt?pl_mp_auth_token=${link}&caseId=100001`);
  await expect(page).toHaveURL(/doc-review\/100001/);
  // The desktop frame shows the PDF from a blob: URL and pdf.js checks it in its worker.
  const signed = await openCard(page, 'View Signed Policy');
  await expect(signed.locator('iframe.document-frame')).toHaveAttribute('data-pdf-check', 'passed');

  await signInAs(page, DEMO.olivia);
  for (const path of [
    'configs',
    'payment/100001',
    'acceptance/100001',
    'acceptance/100002',
    'confirmation/100001',
    'confirmation/100004',
    'doc-review/100002',
  ]) {
    await page.goto(path);
    await expect(heading(page).first()).toBeVisible();
  }
  // The hosted card form, framed from the card provider's origin.
  await page.goto('payment/100001');
  await page.getByLabel('Credit card').check();
  await expect(cardForm(page).getByLabel('Card number')).toBeVisible();
  await page.goto('');
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeVisible();

  await page.evaluate(() => sessionStorage.clear());
  await loginAsAgent(page);
  await page.goto('agent-details/100001');
  await expect(heading(page).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a page on another origin cannot frame the login screen or the outside sites', async ({
  page,
  sandbox,
}) => {
  // Another origin on this machine (a public one would be stopped by Chromium's local-network rule
  // before the headers are read) frames the login screen, the sandbox's external site page, and, to
  // show framing works at all, a page of a third origin that sends no framing rule.
  const plain = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<!doctype html><title>plain</title><p>framed</p>');
  });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  const plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/`;
  const attacker = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(`<!doctype html><title>attacker</title>
      <iframe name="victim" src="${sandbox.url}/epd/login"></iframe>
      <iframe name="external" src="${sandbox.url}/__external/account/login"></iframe>
      <iframe name="control" src="${plainUrl}"></iframe>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = attacker.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    const frame = (name: string) => page.frame({ name });
    await expect.poll(() => frame('control')?.url()).toBe(plainUrl);
    await expect(frame('control')?.locator('body') ?? page.locator('none')).toHaveText('framed');
    await expect.poll(() => frame('victim')?.url()).toMatch(/^chrome-error:/);
    expect(await frame('victim')?.getByRole('button', { name: 'Login' }).count()).toBe(0);
    // The outside sites' pages refuse framing too.
    await expect.poll(() => frame('external')?.url()).toMatch(/^chrome-error:/);
  } finally {
    await new Promise((resolve) => attacker.close(resolve));
    await new Promise((resolve) => plain.close(resolve));
  }
});

test('a locked account is told to wait, and the right password does not open it', async ({ page }) => {
  await page.goto('login');
  await page.getByLabel('Email').fill(DEMO.ian);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByLabel('Password').fill(`guess-${attempt}`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(LOGIN_MESSAGES.wrongCredentials);
  }
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(LOGIN_MESSAGES.tooManyAttempts);
  await expect(page).toHaveURL(/\/epd\/login$/);
});
