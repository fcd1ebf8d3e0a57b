import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO, seedSession, setFaults } from './support/demo.ts';
import { choose, expectReviewed, openCard, openReview, press, signIn } from './support/document-review.ts';

const reviewButton = (phone: boolean) => (phone ? "I've reviewed it!" : 'Next');

test('case 100002, all reviewed and paid, continues to Acceptance', async ({ page }) => {
  await openReview(page, '100002');
  await expectReviewed(page, 'View Signed Policy');
  await press(page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(/\/epd\/acceptance\/100002$/);
});

test('case 100003: declining the save-age document sends the case for reissue and the customer to the site root', async ({
  page,
  sandbox,
}) => {
  await openReview(page, '100003');
  const saveAge = await openCard(page, 'Save Age');
  await press(saveAge.getByRole('button', { name: 'Submit' }));
  await expect(saveAge.getByText('Please make a selection to continue.')).toBeVisible();
  await choose(saveAge.getByLabel('No, I decline'));
  await expect(saveAge.getByLabel('Comments')).toHaveCount(0);
  await press(saveAge.getByRole('button', { name: 'Submit' }));
  await expect(page).toHaveURL(/\/epd\/$/);
  // Where it lands, it says what was asked for and what comes next.
  await expect(
    page.getByRole('status').filter({ hasText: /^Your policy will be reissued without the Save Age date\./ }),
  ).toBeVisible();
  const stored = await (await fetch(`${sandbox.url}/__sandbox/cases/100003`)).json();
  expect(stored.lifeCycleStatus).toBe('ReissueRequested');
});

test(
  'Ian, Insured only on 100005, reviews but sees no Continue',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await openReview(page, '100005', DEMO.ian);
    const signed = await openCard(page, 'View Signed Policy');
    await press(signed.getByRole('button', { name: reviewButton(testInfo.project.name === 'phone') }));
    await expectReviewed(page, 'View Signed Policy');
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  },
);

test('questions and changes: refusals, toasts and the Change History', async ({ page }) => {
  await openReview(page, '100001');
  const dialog = page.getByRole('dialog');

  await press(page.getByRole('button', { name: 'Email your questions' }));
  await expect(dialog).toBeVisible();
  await press(dialog.getByRole('button', { name: 'Send' }));
  await expect(dialog.getByText('Please provide your question')).toBeVisible();
  await dialog.getByLabel('Your question').fill('When does my cover start?');
  await press(dialog.getByRole('button', { name: 'Send' }));
  await expect(page.getByText('Question successfully submitted')).toBeVisible();
  await expect(dialog).toBeHidden();

  await press(page.getByRole('button', { name: 'Changes needed' }));
  await press(dialog.getByRole('button', { name: 'Send' }));
  await expect(dialog.getByText('Please provide your change')).toBeVisible();
  await dialog.getByLabel('The change you need').fill('Please correct my middle name.');
  await press(dialog.getByRole('button', { name: 'Send' }));
  await expect(page.getByText('Change Request successfully submitted')).toBeVisible();

  await press(page.getByRole('button', { name: 'Change History' }));
  const history = page.getByRole('region', { name: 'Change History' });
  await expect(history.getByRole('row', { name: /Change .* Please correct my middle name\./ })).toBeVisible();
  await expect(history.getByRole('row', { name: /Question .* When does my cover start\?/ })).toBeVisible();
});

test('toasts: top centre, the newest only, gone after 5 s on the review screen', async ({ page }) => {
  await openReview(page, '100001');
  const dialog = page.getByRole('dialog');
  const ask = async (text: string) => {
    await press(page.getByRole('button', { name: 'Email your questions' }));
    await dialog.getByLabel('Your question').fill(text);
    await press(dialog.getByRole('button', { name: 'Send' }));
    await expect(dialog).toBeHidden();
  };
  await ask('First question');
  await press(page.getByRole('button', { name: 'Changes needed' }));
  await dialog.getByLabel('The change you need').fill('A change');
  await press(dialog.getByRole('button', { name: 'Send' }));
  const change = page.getByText('Change Request successfully submitted');
  await expect(change).toBeVisible();
  await expect(page.getByText('Question successfully submitted')).toHaveCount(0);

  const viewport = page.viewportSize()!;
  // The toast bar, icon and message together, at the top centre, right under the top bar (decision 422).
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await change.locator('xpath=..').boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y).toBeLessThan(header.y + header.height + 24);
  await expect(change).toBeHidden({ timeout: 8000 });
});

test('a failed question keeps the text and says so', async ({ page }) => {
  await openReview(page, '100001');
  await page.route('**/api/Change/100001/CreateComment', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":{"Error":"Boom"}}' }),
  );
  await press(page.getByRole('button', { name: 'Email your questions' }));
  await page.getByRole('dialog').getByLabel('Your question').fill('Is this kept?');
  await press(page.getByRole('dialog').getByRole('button', { name: 'Send' }));
  await expect(page.getByText('Request Could not be completed')).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Your question')).toHaveValue('Is this kept?');
});

test('a failed accept shows the error on its card, keeps the answer, and a retry sends once', async ({
  page,
}) => {
  await openReview(page, '100001');
  let calls = 0;
  let fail = true;
  let release = () => {};
  const retryHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/Documents/*/accept/100001', async (route) => {
    calls += 1;
    if (fail) {
      fail = false;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"errors":{"Error":"Try later"}}',
      });
    } else {
      await retryHeld;
      await route.continue();
    }
  });
  const amendment = await openCard(page, 'Amendment');
  await choose(amendment.getByLabel('No, I decline'));
  await amendment.getByLabel('Comments').fill('Wrong beneficiary');
  await press(amendment.getByRole('button', { name: 'Submit' }));
  await expect(amendment.getByRole('alert')).toContainText('Try later');
  await expect(amendment.getByLabel('Comments')).toHaveValue('Wrong beneficiary');
  await press(amendment.getByRole('button', { name: 'Submit' }), { double: true });
  // While it is sent, Submit can not be pressed again.
  await expect(amendment.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
  release();
  await expectReviewed(page, 'Amendment');
  expect(calls).toBe(2);
});

test('the documents service being down shows the notice; the cards stay', async ({ page, sandbox }) => {
  await setFaults(sandbox, { documentsDown: true });
  await openReview(page, '100001');
  await expect(page.getByText(/the document service is unavailable/)).toBeVisible();
  const signed = await openCard(page, 'View Signed Policy');
  await expect(
    signed.getByText('This document cannot be shown right now. Please check back later.'),
  ).toBeVisible();
});

test('a malformed documents answer, and a document that is not a PDF, each show a clear message', async ({
  page,
}) => {
  await page.route('**/api/Documents/100001', async (route) => {
    const response = await route.fetch();
    const documents = (await response.json()) as { documentType: string; content: string }[];
    const broken = documents.map((d) =>
      d.documentType === 'Amendment'
        ? { ...d, content: Buffer.from('hello, not a pdf').toString('base64') }
        : d.documentType === 'StatementOfHealth'
          ? { ...d, content: '' }
          : d,
    );
    await route.fulfill({ response, json: broken });
  });
  await openReview(page, '100001');
  const amendment = await openCard(page, 'Amendment');
  await expect(amendment.getByText('Failed to load PDF document: The document is not a PDF.')).toBeVisible();
  const health = await openCard(page, 'Statement of Health');
  await expect(health.getByText('Failed to load PDF document: The document is empty.')).toBeVisible();
  // The other cards keep working.
  const receipt = await openCard(page, 'Delivery Receipt');
  await expect(receipt.getByRole('alert')).toHaveCount(0);
  await choose(receipt.getByLabel('Yes, I accept'));
  await press(receipt.getByRole('button', { name: 'Submit' }));
  await expectReviewed(page, 'Delivery Receipt');
  await page.unroute('**/api/Documents/100001');
  await page.route('**/api/Documents/100001', (route) => route.fulfill({ json: [{ documentId: 42 }] }));
  await page.reload();
  const signed = await openCard(page, 'View Signed Policy');
  await expect(signed.getByRole('alert')).toContainText('Failed to load PDF document:');
});

test('no serious or critical axe violation with a card and the modal open', async ({ page }) => {
  await openReview(page, '100001');
  await openCard(page, 'Amendment');
  await press(page.getByRole('button', { name: 'Email your questions' }));
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  // The canvas viewer is the phone and tablet view, so both projects run this one as a phone.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the 120-page signed policy scrolls end to end in the canvas viewer, releasing far pages', async ({
    page,
  }) => {
    await openReview(page, '100001');
    const signed = await openCard(page, 'View Signed Policy');
    await expect(signed.getByRole('img', { name: 'Page 1 of 120' })).toBeVisible();
    const scroller = signed.getByTestId('pdf-scroll');
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(signed.locator('[data-page-index="119"]')).toHaveAttribute('data-painted', 'true');
    await expect(signed.locator('[data-page-index="0"]')).toHaveAttribute('data-painted', 'false');
    expect(await signed.locator('canvas').count()).toBeLessThan(12);
  });
});

test('a case already past review redirects: complete life case to Confirmation, annuity waiting delivery to its confirmation', async ({
  page,
}) => {
  await signIn(page, DEMO.olivia);
  await page.goto('doc-review/100004');
  await expect(page).toHaveURL(/\/epd\/confirmation\/100004$/);
  await signIn(page, DEMO.anna);
  await page.goto('doc-review/200001');
  await expect(page).toHaveURL(/\/epd\/annuityconfirmation\/200001$/);
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the download icon saves the document under its policy and its name, not document_{index}.pdf (decision 362)', async ({
    page,
  }) => {
    await openReview(page, '100001');
    const amendment = await openCard(page, 'Amendment');
    const download = page.waitForEvent('download');
    await press(amendment.getByRole('button', { name: 'Download Amendment' }));
    expect((await download).suggestedFilename()).toBe('L1000001 02 Amendment.pdf');
  });
});

test('the questions and changes actions read as links, not grey browser buttons', async ({ page }) => {
  await openReview(page, '100001');
  const card = page.getByRole('region', { name: 'Questions and changes' });
  for (const name of ['Changes needed', 'Email your questions', 'Change History']) {
    const look = await card.getByRole('button', { name }).evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        underline: style.textDecorationLine,
        border: style.borderTopWidth,
      };
    });
    expect(look, name).toEqual({ background: 'rgba(0, 0, 0, 0)', underline: 'underline', border: '0px' });
  }
});

test('an unknown case reads "Case not found!" once, on the screen, with the way home and no retry', async ({
  page,
}) => {
  await openReview(page, '999999');
  await expect(page.getByRole('alert').filter({ hasText: 'Case not found!' })).toBeVisible();
  await expect(page.getByText('Case not found!')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "It's great to see you!" })).toBeVisible();
});

test('a case the customer is not on is refused once, on the screen, with no document cards and no retry', async ({
  page,
}) => {
  await openReview(page, '100001', DEMO.ian);
  const refusal = 'You do not have access to case 100001.';
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(page.getByText(refusal)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^View Signed Policy/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
});

test('a payment page of a case the customer is not on says so, not "refresh the page"', async ({ page }) => {
  await seedSession(page, DEMO.ian);
  await page.goto('payment/100001');
  await expect(
    page.getByRole('alert').filter({ hasText: 'You do not have access to case 100001.' }),
  ).toBeVisible();
  await expect(page.getByText(/Please refresh the page/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
});
