import type { Page } from '@playwright/test';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { expect, test } from './fixtures.ts';
import { putCase, reviewAllAs, storedCase } from './support/cases.ts';
import { DEMO } from './support/demo.ts';

/**
 * Every case screen a customer can bookmark, opened signed out, then signed in from the Login it sends
 * to: the customer lands on that screen with the case loaded, though the dashboard (whose answer
 * carries the case token) never loaded in this tab (decision 350).
 */
interface Bookmark {
  path: string;
  email: string;
  heading: string;
  /** A control only the loaded case shows. */
  loaded: (page: Page) => ReturnType<Page['getByRole']>;
  /** Puts the case where this screen is the customer's place, when the demo data does not. */
  prepare?: (sandbox: RunningSandbox) => Promise<void>;
}

async function sequenced(sandbox: RunningSandbox) {
  const response = await fetch(`${sandbox.url}/__sandbox/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sequencedReview: true }),
  });
  expect(response.ok).toBe(true);
}

const OLIVIA_100001 = 'P-100001-OLIVIA';

async function recurringDue(sandbox: RunningSandbox) {
  const stored = await storedCase(sandbox, '100001');
  stored.payment.status = 'RecurringSetupRequired';
  await putCase(sandbox, stored);
}

const BOOKMARKS: Bookmark[] = [
  {
    path: 'doc-review/100001',
    email: DEMO.olivia,
    heading: 'Review all documents',
    loaded: (page) => page.getByRole('button', { name: /^View Signed Policy/ }),
  },
  {
    path: 'consent/100006',
    email: DEMO.nora,
    heading: 'Before you open your documents',
    loaded: (page) => page.getByRole('button', { name: 'I want paper documents' }),
  },
  {
    path: 'payment/100001',
    email: DEMO.olivia,
    heading: "Now, let's check on your payments",
    loaded: (page) => page.getByRole('button', { name: /^Submit Payment/ }),
  },
  {
    path: 'payment-sequenced/100001',
    email: DEMO.olivia,
    heading: 'Review and Accept Policy',
    loaded: (page) => page.getByRole('button', { name: /^Submit Payment/ }),
    prepare: async (sandbox) => {
      await sequenced(sandbox);
      await reviewAllAs(sandbox, '100001', OLIVIA_100001);
    },
  },
  {
    path: 'recurring-payment/100001',
    email: DEMO.olivia,
    heading: 'Recurring Payments',
    loaded: (page) => page.getByRole('button', { name: /^Set Up Recurring Payments/ }),
    prepare: recurringDue,
  },
  {
    path: 'recurring-payment-sequenced/100001',
    email: DEMO.olivia,
    heading: 'Recurring Payments',
    loaded: (page) => page.getByRole('button', { name: /^Set Up Recurring Payments/ }),
    prepare: async (sandbox) => {
      await sequenced(sandbox);
      await reviewAllAs(sandbox, '100001', OLIVIA_100001);
      await recurringDue(sandbox);
    },
  },
  {
    path: 'acceptance/100002',
    email: DEMO.olivia,
    heading: 'Almost done!',
    loaded: (page) => page.getByRole('button', { name: 'Accept Policy' }),
  },
  {
    path: 'acceptance-sequenced/100002',
    email: DEMO.olivia,
    heading: 'Almost done!',
    loaded: (page) => page.getByRole('button', { name: 'Accept Policy' }),
    prepare: sequenced,
  },
  {
    path: 'confirmation/100004',
    email: DEMO.olivia,
    heading: "You're all done!",
    loaded: (page) => page.getByRole('button', { name: 'Download receipt' }),
  },
  {
    path: 'annuityconfirmation/200001',
    email: DEMO.anna,
    heading: 'Confirmation',
    loaded: (page) => page.getByRole('button', { name: 'View Signed Contract' }),
  },
  {
    path: 'cases/100004/certificate',
    email: DEMO.olivia,
    heading: 'Certificate of delivery',
    loaded: (page) => page.getByRole('button', { name: 'Print or save as PDF' }),
  },
];

for (const bookmark of BOOKMARKS)
  test(`a bookmark to ${bookmark.path} lands there after signing in, before any dashboard`, async ({
    page,
    sandbox,
  }) => {
    await bookmark.prepare?.(sandbox);
    await page.goto(bookmark.path);
    await expect(page).toHaveURL(/\/epd\/login\?redirect=/);
    await page.getByLabel('Email').fill(bookmark.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(new RegExp(`/epd/${bookmark.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: bookmark.heading })).toBeVisible();
    await expect(bookmark.loaded(page)).toBeVisible();
    await expect(page.getByText(/You do not have access to case/)).toHaveCount(0);
    // Reloading keeps her there: the case token the screen fetched is in her session.
    await page.reload();
    await expect(bookmark.loaded(page)).toBeVisible();
  });

test("a case that is not the customer's is still refused after signing in from its link", async ({
  page,
}) => {
  await page.goto('doc-review/100001');
  await page.getByLabel('Email').fill(DEMO.ian);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/epd\/doc-review\/100001$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'You do not have access to case 100001.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^View Signed Policy/ })).toHaveCount(0);
});
