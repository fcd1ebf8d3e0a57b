import type { Locator, Page } from '@playwright/test';
import { sharedPdf } from '../support/sharedPdfs.ts';
import { expect, test } from './fixtures.ts';
import { openCard, openReview } from './support/document-review.ts';

/**
 * Mark-up on a desktop lands and says so (decision 420): a stamp or signature placed on page 3 is
 * brought into sight and takes focus, the shell's live region says where it went, and Done or Escape
 * leaves mark-up with the marks kept, focus on the control that takes it up again.
 */
const live = (page: Page) => page.locator('#announcer');
const tool = (card: Locator, name: string) => card.getByRole('button', { name, exact: true });
const tools = (card: Locator) => card.getByRole('toolbar', { name: 'Mark up this document' });

/** A 600 × 300 px red PNG, made by the browser. */
async function redPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 300;
    const c = canvas.getContext('2d');
    if (c) {
      c.fillStyle = '#c0392b';
      c.fillRect(0, 0, 600, 300);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

async function markUpPageThree(page: Page, sandbox: { url: string }) {
  const put = await fetch(`${sandbox.url}/__sandbox/cases/100001/documents/D-100001-1/pdf`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/pdf' },
    body: Buffer.from(sharedPdf('tracemonkey.pdf')),
  });
  expect(put.status).toBe(204);
  await openReview(page, '100001');
  const card = await openCard(page, 'View Signed Policy');
  await card.getByRole('button', { name: 'Mark up this document' }).click();
  await expect(card.locator('[data-page-index="0"]')).toHaveAttribute('data-text', /ready|none/, {
    timeout: 30_000,
  });
  const pageField = card.getByRole('textbox', { name: /^Page/ });
  await pageField.fill('3');
  await pageField.press('Enter');
  return card;
}

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

test('a stamp and a signature placed on page 3 come into sight with focus, and the live region says so', async ({
  page,
  sandbox,
}) => {
  const card = await markUpPageThree(page, sandbox);

  await tool(card, 'Stamp / image').click();
  await card
    .getByLabel('Choose an image to stamp on page 3')
    .setInputFiles({ name: 'stamp.png', mimeType: 'image/png', buffer: await redPng(page) });
  const stamp = card.getByRole('button', { name: 'Stamp on page 3' });
  await expect(stamp).toBeFocused();
  await expect(stamp).toBeInViewport();
  await expect(live(page)).toHaveText('Stamp placed on page 3.');
  // Focused, its keys move it at once.
  const before = await stamp.boundingBox();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await stamp.boundingBox())?.x).toBeGreaterThan(before?.x ?? 0);

  await tool(card, 'Signature').click();
  await card.getByLabel('Type your signature').fill('Olivia Owner');
  await card.getByRole('button', { name: 'Place signature on page 3' }).click();
  const signature = card.getByRole('button', { name: 'Signature on page 3: Olivia Owner' });
  await expect(signature).toBeFocused();
  await expect(signature).toBeInViewport();
  await expect(live(page)).toHaveText('Signature placed on page 3.');
});

test('Done and Escape leave mark-up, the marks kept, focus on the control that takes it up again', async ({
  page,
  sandbox,
}) => {
  const card = await markUpPageThree(page, sandbox);
  await tool(card, 'Signature').click();
  await card.getByLabel('Type your signature').fill('Olivia Owner');
  await card.getByRole('button', { name: 'Place signature on page 3' }).click();
  const signature = card.getByRole('button', { name: 'Signature on page 3: Olivia Owner' });
  await expect(signature).toBeFocused();

  await tool(card, 'Done').click();
  await expect(tools(card)).toHaveCount(0);
  const resume = card.getByRole('button', { name: 'Mark up this document' });
  await expect(resume).toBeFocused();
  await expect(live(page)).toHaveText('Mark-up finished. Your marks are kept.');
  await expect(signature).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Email your questions' })).toBeVisible();

  await resume.click();
  await expect(tools(card)).toBeVisible();
  await expect(card.locator('.pdf-editor__count')).toHaveText('1 mark');
  // Escape from a tool's own field leaves too.
  await tool(card, 'Signature').click();
  await card.getByLabel('Type your signature').press('Escape');
  await expect(tools(card)).toHaveCount(0);
  await expect(resume).toBeFocused();
  await expect(signature).toHaveCount(1);
});
