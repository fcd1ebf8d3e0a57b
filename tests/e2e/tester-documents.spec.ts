import type { RunningSandbox } from '../../sandbox/server.ts';
import { encryptedPdf, labelledPdf, truncatedPdf } from '../support/testPdfs.ts';
import { expect, test } from './fixtures.ts';
import { acceptCard, card, openCard, openReview } from './support/document-review.ts';

const SIGNED_POLICY = 'D-100001-1';
const FAILED = /^Failed to load PDF document: \S/;

/** The tester control that brings a tester's own PDF: the sandbox serves these bytes as the document from now on. */
async function putPdf(sandbox: RunningSandbox, documentId: string, bytes: Uint8Array) {
  const response = await fetch(`${sandbox.url}/__sandbox/cases/100001/documents/${documentId}/pdf`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/pdf' },
    body: Buffer.from(bytes),
  });
  expect(response.status).toBe(204);
}

test.describe('on a phone', () => {
  // The canvas viewer is the phone and tablet view, so both projects run this one as a phone.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a tester's 6-page PDF in case 100001's signed policy renders page by page", async ({
    page,
    sandbox,
  }) => {
    await putPdf(sandbox, SIGNED_POLICY, await labelledPdf('Own policy', 6));
    await openReview(page, '100001');
    const signed = await openCard(page, 'View Signed Policy');
    await expect(signed.getByRole('region', { name: 'View Signed Policy, 6 pages' })).toBeVisible();
    await expect(signed.getByRole('img', { name: 'Page 1 of 6' })).toBeVisible();
    await expect(signed.locator('[data-page-index="0"]')).toHaveAttribute('data-painted', 'true');
    const scroller = signed.getByTestId('pdf-scroll');
    for (const index of [2, 5]) {
      await signed.locator(`[data-page-index="${index}"]`).evaluate((el) => el.scrollIntoView());
      await expect(signed.getByRole('img', { name: `Page ${index + 1} of 6` })).toBeVisible();
      await expect(signed.locator(`[data-page-index="${index}"]`)).toHaveAttribute('data-painted', 'true');
    }
    expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await expect(signed.getByRole('alert')).toHaveCount(0);
  });
});

test('a real PDF of the tester shows in the desktop frame or the phone viewer, with no banner @phone', async ({
  page,
  sandbox,
}, testInfo) => {
  await putPdf(sandbox, SIGNED_POLICY, await labelledPdf('Own policy', 1));
  await openReview(page, '100001');
  const signed = await openCard(page, 'View Signed Policy');
  if (testInfo.project.name === 'phone') {
    await expect(signed.getByRole('region', { name: 'View Signed Policy, 1 page' })).toBeVisible();
    await expect(signed.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
  } else {
    await expect(signed.locator('iframe[title="View Signed Policy"]')).toHaveAttribute(
      'data-pdf-check',
      'passed',
    );
  }
  await expect(signed.getByRole('alert')).toHaveCount(0);
});

// The words of the card whose file could not be shown (decision 078).
const UNREADABLE =
  'This document could not be shown, so it can not be reviewed yet. Please try again later, or contact us if this keeps happening.';

// One plain banner: SPEC's line with the reason in a customer's words, then what to do (decision 423).
for (const [kind, make, reason] of [
  ['a truncated', truncatedPdf, 'Failed to load PDF document: the file is damaged or incomplete.'],
  [
    'an encrypted',
    () => encryptedPdf(3),
    'Failed to load PDF document: the file is protected by a password.',
  ],
] as const) {
  test(`${kind} PDF shows the failure banner and cannot be marked reviewed, while the other cards still open and can be reviewed @phone`, async ({
    page,
    sandbox,
  }, testInfo) => {
    await putPdf(sandbox, SIGNED_POLICY, await make());
    await openReview(page, '100001');

    await test.step('the signed policy shows the banner, not a frame or an empty viewer', async () => {
      const signed = await openCard(page, 'View Signed Policy');
      const banner = signed.getByRole('alert');
      await expect(banner).toHaveText(FAILED);
      await expect(banner).toHaveText(`${reason}${UNREADABLE}`);
      await expect(signed.getByText(/Invalid PDF structure|No password given/)).toHaveCount(0);
      await expect(signed.locator('.notice, .pdf-viewer__error, [role="alert"]')).toHaveCount(1);
      await expect(signed.locator('iframe')).toHaveCount(0);
      await expect(signed.getByTestId('pdf-scroll')).toHaveCount(0);
      // Nothing offered to do with a file that cannot be shown: no mark-up, no download.
      await expect(signed.getByRole('button', { name: 'Mark up this document' })).toHaveCount(0);
      await expect(signed.getByRole('button', { name: /^Download/ })).toHaveCount(0);
      await expect(
        signed.getByRole('button', {
          name: testInfo.project.name === 'phone' ? "I've reviewed it!" : 'Next',
        }),
      ).toHaveCount(0);
      await expect(page.getByText('0 of 6 documents reviewed')).toBeVisible();
    });

    await test.step('the amendment opens, shows its generated document and is accepted', async () => {
      const amendment = await openCard(page, 'Amendment');
      await expect(amendment.getByRole('alert')).toHaveCount(0);
      await acceptCard(page, amendment, 'Amendment');
    });

    await test.step('the statement of health opens too', async () => {
      const health = await openCard(page, 'Statement of Health');
      await expect(health.getByText('Is the information in this document still accurate?')).toBeVisible();
    });
    await expect(card(page, 'View Signed Policy')).toBeVisible();
  });
}
