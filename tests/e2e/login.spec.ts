import { SESSION_MESSAGES } from '../../machines/session.ts';
import { LOGIN_MESSAGES } from '../../src/domain/session/loginMessages.ts';
import { expect, test } from './fixtures.ts';
import {
  agentTokenFor,
  DASHBOARD_HEADING,
  DEMO,
  linkTokenFor,
  loginAsAgent,
  loginAsCustomer,
  openMenuIfCollapsed,
  sessionItem,
  setFaults,
} from './support/demo.ts';

const fakeJwt = (claims: Record<string, unknown>) => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.Zm9yZ2Vk`;
};

test.describe('Login', () => {
  test('a customer logs in and lands on SecureHome with both tokens stored', async ({ page }) => {
    await loginAsCustomer(page, DEMO.olivia);
    await expect(page).toHaveURL(/\/epd\/secure-home$/);
    expect(await sessionItem(page, 'auth_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The case token arrives with the dashboard's answer, just after the heading.
    await expect
      .poll(() => sessionItem(page, 'case_authorization_token'))
      .toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await sessionItem(page, 'source')).toBeNull();
  });

  test('a wrong password shows a message, clears the password and keeps the email', async ({ page }) => {
    await page.goto('login');
    await page.getByLabel('Email').fill(DEMO.olivia);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(LOGIN_MESSAGES.wrongCredentials);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.olivia);
    await expect(page).toHaveURL(/\/epd\/login$/);
    expect(await sessionItem(page, 'auth_token')).toBeNull();
  });

  test('an empty form is not sent and says what is missing', async ({ page }) => {
    await page.goto('login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your email address.');
    await page.getByLabel('Email').fill(DEMO.ian);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your password.');
  });

  test('a signed-out deep link goes to Login, then back to the deep link', async ({ page }) => {
    await page.goto('configs');
    await expect(page).toHaveURL(/\/epd\/login\?redirect=%2Fconfigs$/);
    await page.getByLabel('Email').fill(DEMO.olivia);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/epd\/configs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Configuration details' })).toBeVisible();
  });

  test('the site root sends a signed-out visitor to Login', async ({ page }) => {
    await page.goto('./');
    await expect(page).toHaveURL(/\/epd\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});

test.describe('Tokens in storage', () => {
  for (const [kind, token, message] of [
    ['malformed', 'not-a-token', SESSION_MESSAGES.malformed],
    ['expired', fakeJwt({ UserType: 1, unique_name: 'x', exp: 1_600_000_000 }), SESSION_MESSAGES.expired],
  ] as const) {
    test(`a ${kind} token signs out cleanly with a message`, async ({ page }) => {
      await page.addInitScript((t) => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          sessionStorage.setItem('auth_token', t);
        }
      }, token);
      await page.goto('secure-home');
      await expect(page).toHaveURL(/\/epd\/login\?redirect=%2Fsecure-home$/);
      await expect(page.getByRole('alert')).toHaveText(message);
      expect(await sessionItem(page, 'auth_token')).toBeNull();
    });
  }

  test('a foreign token (signed elsewhere) is refused by the server once, then Login with a message', async ({
    page,
  }) => {
    const foreign = fakeJwt({
      UserType: 1,
      unique_name: DEMO.olivia,
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    await page.addInitScript((t) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        sessionStorage.setItem('auth_token', t);
      }
    }, foreign);
    let dashboardCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/Dashboard')) dashboardCalls += 1;
    });
    await page.goto('secure-home');
    await expect(page).toHaveURL(/\/epd\/login\?redirect=%2Fsecure-home$/);
    await expect(page.getByRole('alert')).toHaveText(SESSION_MESSAGES.unauthorized);
    expect(await sessionItem(page, 'auth_token')).toBeNull();
    expect(dashboardCalls).toBe(1);
    // Signing in again brings the visitor back to where the session ended.
    await page.getByLabel('Email').fill(DEMO.olivia);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/epd\/secure-home$/);
    await expect(page.locator('.tile')).toHaveCount(5);
  });
});

test.describe('AgentLogin', () => {
  test('an agent number logs in and goes to AgentHome, with no navigation shown', async ({ page }) => {
    await loginAsAgent(page, DEMO.agent);
    await expect(page.getByRole('heading', { level: 1, name: 'Policy List' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /Main/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  });

  test('an unknown agent number gets a message', async ({ page }) => {
    await page.goto('agent-login');
    await page.getByLabel('Agent number').fill('99999');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(LOGIN_MESSAGES.unknownAgent('99999'));
    await expect(page).toHaveURL(/\/epd\/agent-login$/);
  });

  test("a customer login's failure is not shown on the agent screen", async ({ page }) => {
    await page.goto('login');
    await page.getByLabel('Email').fill(DEMO.olivia);
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(LOGIN_MESSAGES.wrongCredentials);
    await page.getByRole('link', { name: 'Agent login' }).click();
    await expect(page.getByLabel('Agent number')).toBeVisible();
    await expect(page.getByText(LOGIN_MESSAGES.wrongCredentials)).toHaveCount(0);
  });

  test('letters are refused before anything is sent', async ({ page }) => {
    await page.goto('agent-login');
    await page.getByLabel('Agent number').fill('12a');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('An agent number is digits only, up to 10 of them.');
  });

  test('when allowAgentLogin is false the screen says so and offers no form', async ({ page, sandbox }) => {
    await setFaults(sandbox, { allowAgentLogin: false });
    await page.goto('agent-login');
    await expect(page.getByRole('alert')).toHaveText(LOGIN_MESSAGES.agentLoginOff);
    await expect(page.getByLabel('Agent number')).toHaveCount(0);
  });

  test('the customer login offers agent login only while the site allows it', async ({ page, sandbox }) => {
    await page.goto('login');
    await expect(page.getByRole('link', { name: 'Agent login' })).toBeVisible();
    await setFaults(sandbox, { allowAgentLogin: false });
    const configRead = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/config'));
    await page.reload();
    await configRead;
    // Two frames after the answer: the screen has rendered what it says.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('Are you an agent?')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Agent login' })).toHaveCount(0);
  });
});

test.describe('AgentLoginJwt', () => {
  test('a pasted agent token goes to AgentHome', async ({ page, sandbox }) => {
    const token = await agentTokenFor(sandbox, DEMO.bga);
    await page.goto('agent-login-jwt');
    await page.getByRole('textbox', { name: 'Token' }).fill(token);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/epd\/agent-home$/);
    expect(await sessionItem(page, 'auth_token')).toBe(token);
  });

  test('garbage is refused with a message', async ({ page }) => {
    await page.goto('agent-login-jwt');
    await page.getByRole('textbox', { name: 'Token' }).fill('this is not a token');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(SESSION_MESSAGES.badAgentToken);
  });
});

test.describe('LoginJWT', () => {
  test('with token and caseId: storage reset, source VCP, both tokens, DocumentReview', async ({
    page,
    sandbox,
  }) => {
    const token = await linkTokenFor(sandbox, '100001', DEMO.olivia);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        sessionStorage.setItem('leftover', 'x');
      }
    });
    const firstCaseCall = page.waitForRequest((r) => /\/api\/(cases|Documents)\//.test(r.url()));
    await page.goto(`login-jwt?pl_mp_auth_token=${encodeURIComponent(token)}&caseId=100001`);
    // The link's token goes out as both the session and the case bearer.
    expect((await firstCaseCall).headers().authorization).toBe(`Bearer ${token}, Bearer ${token}`);
    await expect(page).toHaveURL(/\/epd\/doc-review\/100001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review all documents' })).toBeVisible();
    expect(await sessionItem(page, 'source')).toBe('VCP');
    expect(await sessionItem(page, 'auth_token')).toBe(token);
    // The link's token is the first case token; the server may rotate it on the next call (set-authorization).
    const caseToken = String(await sessionItem(page, 'case_authorization_token'));
    const claims = JSON.parse(Buffer.from(caseToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toHaveProperty('Case-100001');
    expect(await sessionItem(page, 'leftover')).toBeNull();
    // A visit from VCP has no dashboard to go back to: Home is not offered (decision 4).
    const nav = await openMenuIfCollapsed(page);
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);
  });

  test('without a caseId it goes to Login', async ({ page, sandbox }) => {
    const token = await linkTokenFor(sandbox, '100001', DEMO.olivia);
    await page.goto(`login-jwt?pl_mp_auth_token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/epd\/login$/);
    expect(await sessionItem(page, 'auth_token')).toBeNull();
  });

  test('with an unreadable token it goes to Login with a message', async ({ page }) => {
    await page.goto('login-jwt?pl_mp_auth_token=garbage&caseId=100001');
    await expect(page).toHaveURL(/\/epd\/login$/);
    await expect(page.getByRole('alert')).toHaveText(SESSION_MESSAGES.malformed);
  });
});

test('after logging in, the dashboard heading is the product wording', async ({ page }) => {
  await loginAsCustomer(page, DEMO.anna);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_HEADING);
});
