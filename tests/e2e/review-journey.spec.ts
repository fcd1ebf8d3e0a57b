import { expect, test } from './fixtures.ts';
import {
  acceptCard,
  card,
  choose,
  expectReviewed,
  expectTracker,
  openCard,
  openReview,
  press,
} from './support/document-review.ts';

const NOT_ALL_REVIEWED = 'You must review all of the documents for your policy before continuing.';

test(
  'Olivia reviews every document of case 100001, with each refusal, then continues to Payment',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.slow(); // every document of the case, each refusal
    const phone = testInfo.project.name === 'phone';
    await openReview(page, '100001');

    await test.step('the tracker: Review is the current step, no document reviewed yet', async () => {
      await expectTracker(page, 'Review', []);
      await expect(page.getByRole('status').filter({ hasText: 'documents reviewed' })).toHaveText(
        '0 of 6 documents reviewed',
      );
    });

    await test.step('Continue refuses before every document is reviewed', async () => {
      await press(page.getByRole('button', { name: 'Continue' }));
      await expect(page.getByText(NOT_ALL_REVIEWED)).toBeVisible();
    });

    await test.step('the signed policy: view it, then Next (desktop) or "I\'ve reviewed it!" (phone)', async () => {
      const signed = await openCard(page, 'View Signed Policy');
      if (phone) {
        await expect(signed.getByRole('button', { name: 'Download View Signed Policy' })).toBeVisible();
        await expect(signed.getByRole('img', { name: 'Page 1 of 120' })).toBeVisible();
        await press(signed.getByRole('button', { name: "I've reviewed it!" }));
      } else {
        await expect(signed.locator('iframe[title="View Signed Policy"]')).toHaveAttribute('height', '800');
        await press(signed.getByRole('button', { name: 'Next' }));
      }
      await expectReviewed(page, 'View Signed Policy');
      await expect(page.getByText('1 of 6 documents reviewed')).toBeVisible();
    });

    await test.step('the amendment opens next: a selection, then comments to decline, are required', async () => {
      const amendment = card(page, 'Amendment');
      await expect(amendment.getByRole('button', { name: /^Amendment/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(amendment.getByText('Do you agree with the information of this document?')).toBeVisible();
      await press(amendment.getByRole('button', { name: 'Submit' }));
      await expect(amendment.getByText('Please make a selection to continue.')).toBeVisible();
      await choose(amendment.getByLabel('No, I decline'));
      await press(amendment.getByRole('button', { name: 'Submit' }));
      await expect(amendment.getByText('Please provide your comments')).toBeVisible();
      await acceptCard(page, amendment, 'Amendment');
    });

    await test.step('the statement of health is declined with comments', async () => {
      const health = await openCard(page, 'Statement of Health');
      await expect(health.getByText('Is the information in this document still accurate?')).toBeVisible();
      await choose(health.getByLabel('No, I decline'));
      await health.getByLabel('Comments').fill('My address has changed.');
      await press(health.getByRole('button', { name: 'Submit' }));
      await expectReviewed(page, 'Statement of Health');
    });

    await test.step('the replacement form: every question, at most 3 policies', async () => {
      const form = await openCard(page, 'Replacement Form');
      await press(form.getByRole('button', { name: 'Submit' }));
      // Decision 351: each question says what is missing beside it; no reason is asked for yet.
      await expect(form.getByText('Please answer this question.')).toHaveCount(2);
      await choose(form.getByRole('group', { name: /replace, discontinue or change/ }).getByLabel('Yes'));
      await choose(form.getByRole('group', { name: /financed with the values/ }).getByLabel('No'));
      await form.getByLabel('Reason for replacement').fill('A lower premium');
      const add = form.getByRole('button', { name: 'Add a policy' });
      for (let i = 0; i < 3; i++) await press(add);
      await expect(add).toBeDisabled();
      await expect(form.getByText('At most 3 policies can be listed.')).toBeVisible();
      await press(form.getByRole('button', { name: 'Remove policy 3' }));
      await press(form.getByRole('button', { name: 'Remove policy 2' }));
      const policy = form.getByRole('group', { name: 'Policy 1' });
      await policy.getByLabel('Policy number').fill('OLD-123');
      await policy.getByLabel('Insured name').fill('Olivia Owner');
      await policy.getByLabel('Insurer name').fill('Other Life Co');
      await policy.getByLabel('Replaced or financing').selectOption('Replaced');
      await press(form.getByRole('button', { name: 'Submit' }));
      await expectReviewed(page, 'Replacement Form');
    });

    await test.step('the delivery receipt: a selection, and a real new issue date to decline', async () => {
      const receipt = await openCard(page, 'Delivery Receipt');
      await press(receipt.getByRole('button', { name: 'Submit' }));
      await expect(receipt.getByText('Please make a selection to continue.')).toBeVisible();
      await choose(receipt.getByLabel('No, I decline'));
      await receipt.getByLabel('New issue date (MM/DD/YYYY)').fill('02/30/2026');
      await press(receipt.getByRole('button', { name: 'Submit' }));
      await expect(
        receipt.getByText('Please enter the new issue date as a real date (MM/DD/YYYY).'),
      ).toBeVisible();
      await receipt.getByLabel('New issue date (MM/DD/YYYY)').fill('03/16/2026');
      await press(receipt.getByRole('button', { name: 'Submit' }));
      await expectReviewed(page, 'Delivery Receipt');
    });

    await test.step('the illustration signature only needs reviewing: no accept/decline controls', async () => {
      const illustration = await openCard(page, 'Illustration Signature');
      await expect(illustration.getByLabel('Yes, I accept')).toHaveCount(0);
      await press(illustration.getByRole('button', { name: phone ? "I've reviewed it!" : 'Next' }));
      await expectReviewed(page, 'Illustration Signature');
    });

    await test.step('a decided document notes the earlier decision', async () => {
      const health = await openCard(page, 'Statement of Health');
      await expect(
        health.getByText(/^You previously declined this document on \d{2}\/\d{2}\/\d{4}\.$/),
      ).toBeVisible();
    });

    await test.step('every document reviewed: the tracker checks Review', async () => {
      await expect(page.getByText('6 of 6 documents reviewed')).toBeVisible();
      await expectTracker(page, 'Review', ['Review']);
    });

    await test.step('Continue goes to Payment', async () => {
      await press(page.getByRole('button', { name: 'Continue' }));
      await expect(page).toHaveURL(/\/epd\/payment\/100001$/);
    });
  },
);
