import { expect, test } from './fixtures.ts';
import { card, openReview } from './support/document-review.ts';

test('Olivia sees one card per document of case 100001', async ({ page }) => {
  await openReview(page, '100001');
  for (const title of [
    'View Signed Policy',
    'Amendment',
    'Statement of Health',
    'Replacement Form',
    'Delivery Receipt',
    'Illustration Signature',
  ]) {
    await expect(card(page, title)).toBeVisible();
  }
});
