import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { Frame, FrameLocator, Page } from '@playwright/test';
import { Hono } from 'hono';
import { expect, test as sandboxTest } from './fixtures.ts';

// SPEC §7's hosted card frame, in real Chromium across real origins: a page on the portal's origin frames
// the card provider's form (the sandbox's card port), posts ccSubmit, and reads the result back from
// /config's cardSessionReferralBase (card-return.html). A third origin ("elsewhere") plays a hostile frame.

interface Received {
  origin: string;
  data: unknown;
}
declare global {
  interface Window {
    received: Received[];
  }
}

interface Origins {
  card: string;
  elsewhere: string;
}

async function listen(app: Hono): Promise<{ url: string; server: ServerType }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    );
  });
}

const test = sandboxTest.extend<object, { origins: Origins }>({
  origins: [
    async ({ sandbox }, use) => {
      const elsewhereApp = new Hono().get('/', (c) =>
        c.html('<!doctype html><title>Elsewhere</title><p>Elsewhere</p>'),
      );
      const elsewhere = await listen(elsewhereApp);
      await use({ card: new URL(sandbox.cardUrl).origin, elsewhere: elsewhere.url });
      await new Promise((done) => elsewhere.server.close(done));
    },
    { scope: 'worker' },
  ],
});

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings in a frame; evaluated directly, as the form's CSP refuses injected tags. */
async function seriousViolations(frame: Frame): Promise<string[]> {
  await frame.evaluate(AXE_SOURCE);
  return frame.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<Result> } }).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const VISA = '4111111111111111';
const AMEX = '378282246310005';
const NEXT_YEAR = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const EXPIRY = `12/${NEXT_YEAR}`;

async function frameOf(page: Page, selector: string): Promise<Frame> {
  const frame = await (await page.locator(selector).elementHandle())?.contentFrame();
  if (!frame) throw new Error(`No frame at ${selector}`);
  return frame;
}

/** Opens a page on the portal's origin and frames the hosted form in it, as the payment step does. */
async function openCardForm(page: Page, portalUrl: string, cardUrl: string): Promise<FrameLocator> {
  const config = (await (await fetch(`${portalUrl}/api/config`)).json()) as {
    cardSessionReferralBase: string;
  };
  const referralBase = config.cardSessionReferralBase;
  await page.goto(referralBase);
  const formUrl = `${cardUrl}/hosted-form?${new URLSearchParams({ sessionId: '5e551011-e2e0-4000-8000-000000000001', referralBase })}`;
  await page.evaluate((src) => {
    document.body.replaceChildren();
    window.received = [];
    window.addEventListener('message', (event) =>
      window.received.push({ origin: event.origin, data: event.data }),
    );
    const frame = document.createElement('iframe');
    Object.assign(frame, { id: 'card-frame', name: 'card', title: 'Card details', src });
    frame.style.cssText = 'width: 460px; height: 340px; border: 0';
    document.body.append(frame);
  }, formUrl);
  const form = page.frameLocator('#card-frame');
  await expect(form.getByLabel('Card number')).toBeVisible();
  // Its scripts run before 'load', so from here on it listens for ccSubmit.
  await (await frameOf(page, '#card-frame')).waitForLoadState('load');
  return form;
}

async function fillCard(form: FrameLocator, card: { number: string; expiry: string; cvv: string }) {
  await form.getByLabel('Card number').fill(card.number);
  await form.getByLabel('Expiry date (MM/YY)').fill(card.expiry);
  await form.getByLabel('Security code (CVV)').fill(card.cvv);
}

/** What the portal does on "Pay": post ccSubmit to the frame, addressed to the card provider's origin only. */
async function postCcSubmit(page: Page, cardOrigin: string) {
  await page.evaluate((origin) => {
    const frame = document.getElementById('card-frame') as HTMLIFrameElement;
    frame.contentWindow?.postMessage('ccSubmit', origin);
  }, cardOrigin);
}

/** The portal reading its own frame's address once the provider has sent the frame back to card-return.html. */
async function returnedQuery(page: Page): Promise<Record<string, string>> {
  await expect(page.frameLocator('#card-frame').getByText('Card details received.')).toBeVisible();
  return page.evaluate(() => {
    const frame = document.getElementById('card-frame') as HTMLIFrameElement;
    const location = frame.contentWindow?.location;
    return Object.fromEntries(new URL(location?.href ?? 'about:blank').searchParams);
  });
}

test('a good Visa card comes back to card-return.html as a token, never as the number', async ({
  page,
  sandbox,
  origins,
}) => {
  const form = await openCardForm(page, sandbox.url, origins.card);
  await fillCard(form, { number: `4111 1111 1111 1111`, expiry: EXPIRY, cvv: '123' });
  await postCcSubmit(page, origins.card);

  const query = await returnedQuery(page);
  expect(Object.keys(query).sort()).toEqual([
    'ccexp',
    'transarmortoken',
    'transarmortokenproviderid',
    'txnauth',
  ]);
  expect(query.ccexp).toBe(`12${NEXT_YEAR}`);
  expect(query.transarmortokenproviderid).toBe('2');
  expect(query.transarmortoken).toMatch(/^TA5e551011\d{8}1111$/);
  expect(query.transarmortoken).not.toBe(VISA);
  expect(query.txnauth).toMatch(/^[0-9a-f]{16}$/);
  const frameUrl =
    page
      .frames()
      .find((frame) => frame.name() === 'card')
      ?.url() ?? '';
  expect(new URL(frameUrl).origin).toBe(new URL(sandbox.url).origin);
  expect(frameUrl).not.toContain(VISA);
  expect(await page.evaluate(() => window.received)).toEqual([]);
});

test('an American Express card gives provider id 6 and needs a 4-digit code', async ({
  page,
  sandbox,
  origins,
}) => {
  const form = await openCardForm(page, sandbox.url, origins.card);
  await fillCard(form, { number: AMEX, expiry: EXPIRY, cvv: '123' });
  await postCcSubmit(page, origins.card);
  await expect(form.getByText('Enter the 4-digit security code.')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.received))
    .toEqual([{ origin: origins.card, data: 'fail' }]);

  await form.getByLabel('Security code (CVV)').fill('1234');
  await postCcSubmit(page, origins.card);
  const query = await returnedQuery(page);
  expect(query.transarmortokenproviderid).toBe('6');
  expect(query.transarmortoken).toMatch(/0005$/);
});

test('a bad card makes the parent receive fail, shows the problem, and keeps what was typed', async ({
  page,
  sandbox,
  origins,
}) => {
  const form = await openCardForm(page, sandbox.url, origins.card);
  await fillCard(form, { number: '4111111111111112', expiry: '01/20', cvv: '12' });
  await postCcSubmit(page, origins.card);

  await expect
    .poll(() => page.evaluate(() => window.received))
    .toEqual([{ origin: origins.card, data: 'fail' }]);
  await expect(form.getByText('This card number is not valid. Check it and try again.')).toBeVisible();
  await expect(form.getByText('This card has expired.')).toBeVisible();
  await expect(form.getByText('Enter the 3-digit security code.')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  await expect(form.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Expiry date (MM/YY)')).toHaveValue('01/20');
  await expect(form.getByLabel('Card number')).toBeFocused();

  // Corrected in place, the same frame goes through.
  await fillCard(form, { number: VISA, expiry: EXPIRY, cvv: '123' });
  await postCcSubmit(page, origins.card);
  expect((await returnedQuery(page)).transarmortoken).toMatch(/1111$/);
  expect(await page.evaluate(() => window.received)).toHaveLength(1);
});

test.describe('a hostile frame next to the card form', () => {
  // The portal's CSP (frame-src) keeps such a frame out of its pages altogether; this test is about the
  // card form's own defence, so it builds the hostile page as if the CSP had been bypassed.
  test.use({ bypassCSP: true });

  test('a ccSubmit from another origin is ignored; the portal can still submit', async ({
    page,
    sandbox,
    origins,
  }) => {
    const form = await openCardForm(page, sandbox.url, origins.card);
    await fillCard(form, { number: VISA, expiry: EXPIRY, cvv: '123' });
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      Object.assign(frame, { id: 'elsewhere-frame', name: 'elsewhere', title: 'Elsewhere', src });
      document.body.append(frame);
    }, origins.elsewhere);
    const elsewhere = await frameOf(page, '#elsewhere-frame');
    await elsewhere.waitForLoadState('load');
    expect(new URL(elsewhere.url()).origin).toBe(origins.elsewhere);

    const ignored = page.waitForEvent('console', (message) =>
      message.text().includes(`ignored a message from ${origins.elsewhere}`),
    );
    await elsewhere.evaluate(() => {
      // The card frame was framed first; a hostile frame can reach it by index and post to it.
      window.parent.frames[0]?.postMessage('ccSubmit', '*');
    });
    await ignored;
    const cardFrame = page.frames().find((frame) => frame.name() === 'card');
    expect(cardFrame?.url()).toContain(`${origins.card}/hosted-form`);
    expect(await page.evaluate(() => window.received)).toEqual([]);

    await postCcSubmit(page, origins.card);
    expect((await returnedQuery(page)).transarmortokenproviderid).toBe('2');
  });
});

test('the hosted form passes axe, blank and with its errors shown', async ({ page, sandbox, origins }) => {
  const form = await openCardForm(page, sandbox.url, origins.card);
  const frame = await frameOf(page, '#card-frame');
  expect(await seriousViolations(frame)).toEqual([]);
  await postCcSubmit(page, origins.card);
  await expect(form.getByText('Enter your card number.')).toBeVisible();
  await expect(form.getByLabel('Card number')).toHaveAccessibleDescription('Enter your card number.');
  expect(await seriousViolations(frame)).toEqual([]);
});
