import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO } from './support/demo.ts';

/**
 * Olivia's whole journey by keyboard alone (decision 352): from a bookmark to sign in, every document,
 * the payment, the acceptance and the confirmation. After each step focus is on the next thing to do
 * and the shell's polite live region says what just happened.
 */
const live = (page: Page) => page.locator('#announcer');

/** Tab (forwards) until `target` has focus: it is reachable by keyboard, in the page's order. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not reached by Tab in ${most} presses: ${target}`);
}

const toggle = (page: Page, title: string) =>
  page
    .getByRole('article', { name: title, exact: true })
    .getByRole('button', { name: new RegExp(`^${title}`) });

async function expectLandedOnCard(page: Page, said: string, next: string) {
  await expect(live(page)).toHaveText(said);
  await expect(toggle(page, next)).toBeFocused();
  await expect(toggle(page, next)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle(page, next)).toBeInViewport();
}

async function acceptByKeyboard(page: Page, title: string) {
  const card = page.getByRole('article', { name: title, exact: true });
  await tabTo(page, card.getByLabel('Yes, I accept'));
  await page.keyboard.press('Space');
  await tabTo(page, card.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
}

test('Olivia walks case 100001 by keyboard alone, told each step and focused on the next', async ({
  page,
}) => {
  // Six documents, a payment and an acceptance, each control reached by Tab.
  test.setTimeout(240_000);
  await test.step('a bookmark to the review; signing in lands on its heading', async () => {
    await page.goto('doc-review/100001');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(DEMO.olivia);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/epd\/doc-review\/100001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review all documents' })).toBeFocused();
  });

  await test.step('the signed policy: Next opens the amendment and says so', async () => {
    await tabTo(page, toggle(page, 'View Signed Policy'));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
    await page.keyboard.press('Enter');
    await expectLandedOnCard(page, 'View Signed Policy reviewed. Next: Amendment', 'Amendment');
  });

  await test.step('the amendment and the statement of health, accepted', async () => {
    await acceptByKeyboard(page, 'Amendment');
    await expectLandedOnCard(page, 'Amendment accepted. Next: Statement of Health', 'Statement of Health');
    await acceptByKeyboard(page, 'Statement of Health');
    await expectLandedOnCard(
      page,
      'Statement of Health accepted. Next: Replacement Form',
      'Replacement Form',
    );
  });

  await test.step('the replacement form: an empty Submit marks both questions; No twice needs no reason', async () => {
    const form = page.getByRole('article', { name: 'Replacement Form', exact: true });
    await tabTo(page, form.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    const discontinue = form.getByRole('group', { name: /replace, discontinue or change/ });
    const finance = form.getByRole('group', { name: /financed with the values/ });
    await expect(discontinue.getByText('Please answer this question.')).toBeVisible();
    await expect(finance.getByText('Please answer this question.')).toBeVisible();
    await expect(form.getByText('Please answer this question.')).toHaveCount(2);
    await expect(discontinue.getByLabel('Yes')).toBeFocused();
    await expect(form.getByLabel('Reason for replacement')).toHaveCount(0);
    // Arrow keys choose within a radio group; Tab goes to the next group.
    await page.keyboard.press('ArrowDown');
    await expect(discontinue.getByLabel('No')).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(finance.getByLabel('No')).toBeChecked();
    await expect(form.getByLabel('Reason for replacement')).toHaveCount(0);
    await tabTo(page, form.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await expectLandedOnCard(page, 'Replacement Form completed. Next: Delivery Receipt', 'Delivery Receipt');
  });

  await test.step('the delivery receipt accepted, the illustration reviewed: Continue is next', async () => {
    await acceptByKeyboard(page, 'Delivery Receipt');
    await expectLandedOnCard(
      page,
      'Delivery Receipt accepted. Next: Illustration Signature',
      'Illustration Signature',
    );
    await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
    await page.keyboard.press('Enter');
    await expect(live(page)).toHaveText(
      'Illustration Signature reviewed. Every document is reviewed. Next: Continue',
    );
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  });

  await test.step('Continue: the payment page, focus on its heading', async () => {
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/epd\/payment\/100001$/);
    await expect(
      page.getByRole('heading', { level: 1, name: "Now, let's check on your payments" }),
    ).toBeFocused();
  });

  await test.step('pay by bank account: "Payment received.", focus on Continue', async () => {
    await tabTo(page, page.getByLabel('Bank account'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel('Routing number'));
    await page.keyboard.type('021000021');
    await tabTo(page, page.getByLabel('Account number'));
    await page.keyboard.type('123456789');
    await tabTo(page, page.getByLabel('Account holder name'));
    await page.keyboard.type('Olivia Owner');
    await tabTo(page, page.getByLabel('Use the same bank account for my future payments'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel(/I authorize the use of this bank account/));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: /^Submit Payment/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your payments are complete!')).toBeVisible();
    await expect(live(page)).toHaveText('Payment received.');
    const next = page.getByRole('link', { name: 'Continue' });
    await expect(next).toBeFocused();
    await expect(next).toBeInViewport();
  });

  await test.step('Continue: acceptance, focus on its heading; sign and accept', async () => {
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/epd\/acceptance\/100001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Almost done!' })).toBeFocused();
    await tabTo(page, page.getByRole('textbox', { name: 'Type your full name', exact: true }));
    await page.keyboard.type('Olivia Owner');
    await tabTo(page, page.getByRole('button', { name: 'Accept Policy' }));
    await page.keyboard.press('Enter');
  });

  await test.step('the confirmation: focus on its heading, "Policy accepted." said', async () => {
    await expect(page).toHaveURL(/\/epd\/confirmation\/100001$/);
    await expect(page.getByRole('heading', { level: 1, name: "You're all done!" })).toBeFocused();
    await expect(live(page)).toHaveText('Policy accepted.');
  });
});
