import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER_NAMES, signAndAccept } from './support/acceptance.ts';
import { collectViolations } from './support/csp.ts';
import { DEMO, seedSession, setFaults } from './support/demo.ts';

/**
 * A toast as a customer meets it on the production build, under its strict CSP:
 * styled by the portal's own stylesheet, clear of the header, announced, gone when its screen is left
 * and after a while.
 */
const ACCEPT_FAILED = 'Something went wrong. Please try again.';

async function failAnAcceptance(page: Page) {
  await page.goto('acceptance/100002');
  await signAndAccept(page, OWNER_NAMES.olivia);
  const toast = page.getByRole('status').filter({ hasText: ACCEPT_FAILED });
  await expect(toast).toBeVisible();
  return toast;
}

test('a failed acceptance shows a styled toast under the header, with no CSP violation', {
  tag: '@phone',
}, async ({ page, sandbox }) => {
  const violations = await collectViolations(page);
  await seedSession(page, DEMO.olivia);
  await setFaults(sandbox, { failCalls: ['acceptCase'] });
  const toast = await failAnAcceptance(page);

  const look = await toast.evaluate((element) => {
    const style = getComputedStyle(element);
    const stack = getComputedStyle(element.parentElement as HTMLElement);
    return {
      stackPosition: stack.position,
      background: style.backgroundColor,
      borderLeft: style.borderLeftWidth,
      shadow: style.boxShadow,
      radius: style.borderTopLeftRadius,
    };
  });
  // Unstyled, the toast is text with a transparent background and no border. In the flow, not fixed
  // over the page (decision 422); sticky, so that it stays in sight when the page is scrolled (427).
  expect(look).toMatchObject({
    stackPosition: 'sticky',
    background: 'rgb(253, 236, 234)',
    borderLeft: '6px',
    radius: '10px',
  });
  expect(look.shadow).not.toBe('none');

  const header = await page.getByRole('banner').boundingBox();
  const box = await toast.boundingBox();
  expect(box && header && box.y >= header.y + header.height).toBe(true);
  await expect(toast).toHaveAttribute('aria-live', 'polite');
  await expect(toast).toHaveScreenshot('acceptance-failed-toast.png');
  expect(violations).toEqual([]);
});

test('an error toast goes when its screen is left, and by itself after a while', async ({
  page,
  sandbox,
}) => {
  await page.clock.install();
  await seedSession(page, DEMO.olivia);
  await setFaults(sandbox, { failCalls: ['acceptCase'] });
  const toast = await failAnAcceptance(page);
  await page.clock.fastForward(6_000);
  await expect(toast).toBeVisible();
  await page.clock.fastForward(7_000);
  await expect(toast).toHaveCount(0);

  const again = await failAnAcceptance(page);
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).not.toHaveURL(/acceptance/);
  await expect(again).toHaveCount(0);
});
