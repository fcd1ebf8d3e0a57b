import type { Page } from '@playwright/test';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { putCase, reviewAllAs, storedCase } from './support/cases.ts';
import { DEMO, signInAsAgent } from './support/demo.ts';
import {
  card,
  choose,
  expectOpen,
  expectReviewed,
  openCard,
  press,
  REVIEW_HEADING,
} from './support/document-review.ts';

const storedStatus = async (sandbox: RunningSandbox, caseId: string) =>
  ((await (await fetch(`${sandbox.url}/__sandbox/cases/${caseId}`)).json()) as { lifeCycleStatus: string })
    .lifeCycleStatus;

test(
  'Alex opens 100010 from his list, reviews every document and releases it to the customer',
  { tag: '@phone' },
  async ({ page, sandbox }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    await signInAsAgent(page, DEMO.agent, '?search=on&policy=L1000010&listAllPolicies=true');
    await page.getByRole('link', { name: 'L1000010' }).click();
    await expect(page).toHaveURL(/\/epd\/doc-review\/100010$/);
    await expect(page.getByRole('heading', { level: 1, name: REVIEW_HEADING })).toBeVisible();
    await expect(page.getByText('Carmen Client', { exact: true })).toBeVisible();
    await expect(page.getByText('carmen.client@example.net')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Email your questions' })).toHaveCount(0);

    const release = page.getByRole('button', { name: 'Release to Customer' });
    await press(release);
    // SPEC's sentence, then what it means for Release (decision 364).
    await expect(
      page.getByText(
        'You must review all of the documents for your policy before approving. Releasing is your approval: open each document marked ! and press Next, then release.',
      ),
    ).toBeVisible();
    expect(await storedStatus(sandbox, '100010')).toBe('WaitingApproval');
    if (!phone) expect(await seriousViolations(page)).toEqual([]);

    const signed = await openCard(page, 'View Signed Policy');
    await press(signed.getByRole('button', { name: phone ? "I've reviewed it!" : 'Next' }));
    await expectReviewed(page, 'View Signed Policy');
    const amendment = await expectOpen(page, 'Amendment');
    await choose(amendment.getByLabel('Yes, I accept'));
    await press(amendment.getByRole('button', { name: 'Submit' }));
    await expectReviewed(page, 'Amendment');

    await press(release);
    await expect(page.getByText('Release was successful')).toBeVisible();
    await expect(page).toHaveURL(/\/epd\/agent-confirmation\/100010$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Case Status' })).toBeVisible();
    await expect(page.getByText('This case was released to the customers.')).toBeVisible();
    expect(await storedStatus(sandbox, '100010')).toBe('WaitingAcceptance');
    if (!phone) {
      await expect(page.locator('iframe[title="View Signed Policy"]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }

    // The case has gone to the customer: its review sends the agent to the confirmation.
    await page.goto('doc-review/100010');
    await expect(page).toHaveURL(/\/epd\/agent-confirmation\/100010$/);
    await page.getByRole('button', { name: 'Back to Policy List' }).click();
    await expect(page).toHaveURL(/\/epd\/agent-home$/);
  },
);

test('Bea Bga sees whom she releases to, sends a comment to the agent and bypasses the approvals of 100011', async ({
  page,
  sandbox,
}) => {
  await signInAsAgent(page, DEMO.bga);
  await page.goto('doc-review/100011');
  await expect(page.getByRole('button', { name: 'Release to Agent' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email your questions' })).toHaveCount(0);

  const dialog = page.getByRole('dialog');
  await press(page.getByRole('button', { name: 'Send a comment to the agent' }));
  await press(dialog.getByRole('button', { name: 'Send' }));
  await expect(dialog.getByText('Please provide your comment')).toBeVisible();
  await dialog.getByLabel('Your comment to the agent').fill('Please call Bruno before releasing.');
  await press(dialog.getByRole('button', { name: 'Send' }));
  await expect(page.getByText('Your comment was sent to the agent.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await press(page.getByRole('button', { name: 'Change History' }));
  const history = page.getByRole('region', { name: 'Change History' });
  await expect(history.getByText('BGA Comments to Agent')).toBeVisible();
  await expect(history.getByText('Please call Bruno before releasing.')).toBeVisible();

  // Bypass asks first and says what it does; No leaves the case as it was.
  await press(page.getByRole('button', { name: 'Bypass approval' }));
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to bypass approval?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toHaveAccessibleDescription(
    'Every approval still open on this case will be marked complete and the case will be released to the customer now, without the other approvers. No document review is asked for: bypassing approves nothing itself, it closes the other approvals. Release to Agent or Customer asks for every document reviewed, because it is your own approval of them.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await press(confirm.getByRole('button', { name: 'No' }));
  await expect(confirm).toBeHidden();
  expect(await storedStatus(sandbox, '100011')).toBe('WaitingApproval');
  await expect(page).toHaveURL(/\/epd\/doc-review\/100011$/);
  await press(page.getByRole('button', { name: 'Bypass approval' }));
  await press(confirm.getByRole('button', { name: 'Yes, bypass approval' }));
  await expect(page).toHaveURL(/\/epd\/agent-confirmation\/100011$/);
  await expect(page.getByText('This case was released to the customers.')).toBeVisible();
  expect(await storedStatus(sandbox, '100011')).toBe('WaitingAcceptance');
});

test('an agent off the case is told so, and a refused release shows the server reason', async ({
  page,
  context,
  sandbox,
}) => {
  await signInAsAgent(page, DEMO.bga);
  await page.goto('agent-confirmation/100010');
  await expect(page.getByRole('alert')).toHaveText('This case is not in your book of business.');

  // Alex is not the next approver on 100011 (Bea's Bga approval comes first): no Release is offered.
  page = await context.newPage();
  await signInAsAgent(page, DEMO.agent);
  await page.goto('doc-review/100011');
  await expect(page.getByRole('heading', { level: 1, name: REVIEW_HEADING })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Release/ })).toHaveCount(0);

  // Once Bea has released he is; if her approval is reopened behind his back, the sandbox's reason shows.
  const stored = await storedCase(sandbox, '100011');
  const beaFirst = (isComplete: boolean) => (a: (typeof stored.approvals)[number], i: number) =>
    i === 0 ? { ...a, isComplete } : a;
  await putCase(sandbox, { ...stored, approvals: stored.approvals.map(beaFirst(true)) });
  await page.reload();
  const signed = await openCard(page, 'View Signed Policy');
  await press(signed.getByRole('button', { name: 'Next' }));
  const amendment = await expectOpen(page, 'Amendment');
  await choose(amendment.getByLabel('Yes, I accept'));
  await press(amendment.getByRole('button', { name: 'Submit' }));
  await expectReviewed(page, 'Amendment');
  const reopened = await storedCase(sandbox, '100011');
  await putCase(sandbox, { ...reopened, approvals: reopened.approvals.map(beaFirst(false)) });
  await press(page.getByRole('button', { name: 'Release to Customer' }));
  await expect(page.getByText('Only the next assigned approver can release this case.')).toBeVisible();
  expect(await storedStatus(sandbox, '100011')).toBe('WaitingApproval');
  await expect(page).toHaveURL(/\/epd\/doc-review\/100011$/);
});

test('no Release or Bypass on a case that can no longer move: Reverted to Paper, Canceled, change requested', async ({
  page,
  sandbox,
}) => {
  const stored = await storedCase(sandbox, '100011');
  await signInAsAgent(page, DEMO.bga);
  for (const status of ['RevertedToPaper', 'Canceled', 'AgentChangeRequested'] as const) {
    await putCase(sandbox, { ...stored, lifeCycleStatus: status });
    await page.goto('doc-review/100011');
    await expect(page.getByRole('heading', { level: 1, name: REVIEW_HEADING })).toBeVisible();
    await expect(page.getByText('View Signed Policy')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Release/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Bypass approval' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Changes needed' })).toHaveCount(0);
  }
});

test('Alex asks for changes: a selection and a text are required, Revert to Paper and Not Taken are confirmed', async ({
  page,
  sandbox,
}) => {
  await signInAsAgent(page, DEMO.agent);
  await page.goto('doc-review/100010');
  const dialog = page.getByRole('dialog');
  const changes = page.getByRole('button', { name: 'Changes needed' });

  await press(changes);
  await press(dialog.getByRole('button', { name: 'Submit' }));
  await expect(dialog.getByText('Please make a selection')).toBeVisible();
  await dialog.getByLabel('Change requested to policy').check();
  await press(dialog.getByRole('button', { name: 'Submit' }));
  await expect(dialog.getByText('Please provide your change')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('Paper policy requested instead of electronic policy').check();
  await press(dialog.getByRole('button', { name: 'Submit' }));
  await expect(
    dialog.getByRole('heading', { name: 'Are you sure you want to process this policy as Revert to Paper?' }),
  ).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    'The case will leave electronic delivery: a paper policy will be sent instead, and this cannot be undone here.',
  );
  await press(dialog.getByRole('button', { name: 'No' }));
  await expect(dialog.getByLabel('Paper policy requested instead of electronic policy')).toBeChecked();
  expect(await storedStatus(sandbox, '100010')).toBe('WaitingApproval');
  await press(dialog.getByRole('button', { name: 'Submit' }));
  await press(dialog.getByRole('button', { name: 'Yes' }));
  await expect(page.getByText('Change Request successfully submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await storedStatus(sandbox, '100010')).toBe('RevertedToPaper');

  await page.goto('doc-review/100011');
  await press(changes);
  await dialog.getByLabel('Customer does not want policy (process as Not Taken)').check();
  await press(dialog.getByRole('button', { name: 'Submit' }));
  await expect(
    dialog.getByRole('heading', { name: 'Are you sure you want to process this policy as Not Taken?' }),
  ).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    'The case will be closed as Not Taken: the customer can no longer review or accept it electronically, and this cannot be undone here.',
  );
  await press(dialog.getByRole('button', { name: 'Yes' }));
  await expect(page.getByText('Change Request successfully submitted')).toBeVisible();
  expect(await storedStatus(sandbox, '100011')).toBe('Canceled');
});

test('Bea releases 100011 to the next agent: ways out on both pages, the next agent expected, documents reviewed, no shift', {
  tag: '@phone',
}, async ({ page, sandbox }) => {
  await reviewAllAs(sandbox, '100011', 'P-100011-BGA-20001');
  await signInAsAgent(page, DEMO.bga);
  await page.goto('doc-review/100011');
  await expect(page.getByRole('heading', { level: 1, name: REVIEW_HEADING })).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Agent' });
  await expect(bar.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Back to Policy List' })).toBeVisible();

  // The signed policy arrives late: the page is there at once and does not move when it comes.
  let releaseDocuments: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    releaseDocuments = resolve;
  });
  await page.route('**/api/Documents/100011/GetWithOnlySignedPolicy', async (route) => {
    await held;
    await route.continue();
  });
  await press(page.getByRole('button', { name: 'Release to Agent' }));
  await expect(page).toHaveURL(/\/epd\/agent-confirmation\/100011$/);
  const logOut = bar.getByRole('button', { name: 'Log out' });
  await expect(logOut).toBeVisible();
  const docsHeading = page.getByRole('heading', { name: 'Reviewed documents' });
  await expect(docsHeading).toBeVisible();
  // Measured from the top of the page's main part, all in one task: 'Release was successful' comes into
  // the flow above it once its code has loaded and leaves after six seconds (decision 422), moving the
  // whole page, at moments a loaded machine puts between two measures or between two boxes of one.
  // What the document's arrival must not move is what lies within the page.
  const placesInPage = async () => {
    const elements = await Promise.all(
      [page.locator('#main'), logOut, docsHeading].map((it) => it.elementHandle()),
    );
    return page.evaluate(([main, ...rest]) => {
      const top = main?.getBoundingClientRect().top ?? Number.NaN;
      return rest.map((el) => {
        const box = el?.getBoundingClientRect();
        return box && { x: box.x, y: box.y - top, width: box.width, height: box.height };
      });
    }, elements);
  };
  const before = await placesInPage();
  releaseDocuments();
  await expect(page.locator('iframe.document-frame')).toBeAttached();
  expect(await placesInPage()).toEqual(before);

  await expect(
    page.getByText('This case was released to the agents to review and release to the customers.'),
  ).toBeVisible();
  const next = page.getByRole('region', { name: 'What to expect next' });
  await expect(next).toContainText(
    'The next agent on the policy reviews the documents and releases the policy to the customers.',
  );
  await expect(next).not.toContainText('receives an e-mail');
  const documents = page.getByRole('region', { name: 'Reviewed documents' }).getByRole('listitem');
  await expect(documents).toHaveText(['View Signed Policy — reviewed', 'Amendment — reviewed']);
  if (isDesktop(page)) expect(await seriousViolations(page)).toEqual([]);

  await bar.getByRole('button', { name: 'Back to Policy List' }).click();
  await expect(page).toHaveURL(/\/epd\/agent-home$/);
  await page.goto('agent-confirmation/100011');
  await bar.getByRole('button', { name: 'Log out' }).click();
  await expect(page).not.toHaveURL(/agent-confirmation/);
  // By name, so that a key left behind says which it is.
  expect(await page.evaluate(() => ({ ...sessionStorage }))).toEqual({});
});

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 800;

/**
 * The agent's first Next, pressed at the earliest moment (decision 430): the card opened while the
 * documents still download, Next seen under the placeholder and aimed at; the document arrives while the
 * pointer travels. The press lands on Next, not on what the document pushed into its place.
 */
test('Alex presses Next on a document still arriving: the button stays where he aimed and the press counts', async ({
  page,
}) => {
  // Tall enough that Next shows under the placeholder without scrolling, where nothing anchors the page.
  await page.setViewportSize({ width: 1280, height: 1400 });
  let releaseDocuments: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    releaseDocuments = resolve;
  });
  await page.route('**/api/Documents/100010', async (route) => {
    await held;
    await route.continue();
  });
  await signInAsAgent(page, DEMO.agent, '?search=on&policy=L1000010&listAllPolicies=true');
  await page.getByRole('link', { name: 'L1000010' }).click();
  const signed = card(page, 'View Signed Policy');
  await signed.getByRole('button', { name: /^View Signed Policy/ }).click();
  const next = signed.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeInViewport();
  await expect(signed.getByText('Loading PDF...')).toBeVisible();
  const aimed = await next.boundingBox();
  if (!aimed) throw new Error('Next has no box');

  releaseDocuments();
  await expect(signed.locator('iframe.document-frame')).toHaveAttribute('data-pdf-check', 'passed');
  expect(await next.boundingBox()).toEqual(aimed);
  await page.mouse.click(aimed.x + aimed.width / 2, aimed.y + aimed.height / 2);
  await expectReviewed(page, 'View Signed Policy');
  await expectOpen(page, 'Amendment');
});

test('Alex presses Next by keyboard the moment the card opens, before its document arrives', async ({
  page,
}) => {
  let releaseDocuments: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    releaseDocuments = resolve;
  });
  await page.route('**/api/Documents/100010', async (route) => {
    await held;
    await route.continue();
  });
  await signInAsAgent(page, DEMO.agent);
  await page.goto('doc-review/100010');
  const signed = card(page, 'View Signed Policy');
  await signed.getByRole('button', { name: /^View Signed Policy/ }).press('Enter');
  await page.keyboard.press('Tab');
  await expect(signed.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectReviewed(page, 'View Signed Policy');
  releaseDocuments();
  await expectOpen(page, 'Amendment');
});
