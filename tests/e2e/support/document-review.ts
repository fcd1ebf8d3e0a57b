import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { DEMO, loginAsCustomer, seedSession, sessionItem } from './demo.ts';

export const REVIEW_HEADING = 'Review all documents';

/** Opens the review of a case, signed in as `email` (once per worker, see support/sessions.ts). */
export async function openReview(page: Page, caseId: string, email: string = DEMO.olivia) {
  await seedSession(page, email);
  await page.goto(`doc-review/${caseId}`);
  await expect(page.getByRole('heading', { level: 1, name: REVIEW_HEADING })).toBeVisible();
}

/** Signs in and waits until the dashboard has stored the case token the review's calls carry. */
export async function signIn(page: Page, email: string = DEMO.olivia) {
  await loginAsCustomer(page, email);
  await expect.poll(() => sessionItem(page, 'case_authorization_token')).toBeTruthy();
}

/** A document card, found by its title as the customer reads it. */
export function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

function cardToggle(found: Locator, title: string): Locator {
  return found.getByRole('button', { name: new RegExp(`^${title}`) });
}

export async function openCard(page: Page, title: string): Promise<Locator> {
  const found = card(page, title);
  const toggle = cardToggle(found, title);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await press(toggle);
  return expectOpen(page, title);
}

/**
 * Waits for a card the portal opens by itself (Next, or the card after a submitted one). Pressing its
 * toggle instead would race the portal's own opening and could close it again.
 */
export async function expectOpen(page: Page, title: string): Promise<Locator> {
  const found = card(page, title);
  await expect(cardToggle(found, title)).toHaveAttribute('aria-expanded', 'true');
  // The document arrives after the card opens; wait for it so the controls below stop moving.
  await expect(found.getByText('Loading PDF...')).toHaveCount(0);
  return found;
}

export async function expectReviewed(page: Page, title: string) {
  await expect(card(page, title).getByRole('img', { name: 'Reviewed' })).toBeVisible();
}

/** Accepts an open card's document ('Yes, I accept', Submit) and waits for its reviewed mark. */
export async function acceptCard(page: Page, opened: Locator, title: string) {
  await choose(opened.getByLabel('Yes, I accept'));
  await press(opened.getByRole('button', { name: 'Submit' }));
  await expectReviewed(page, title);
}

/**
 * Checks a radio button. On a loaded machine a click can land while the card is still laying out
 * (the PDF arrives after the card opens); the check is retried until the radio reads checked.
 */
export async function choose(radio: Locator) {
  await expect(async () => {
    await settleInView(radio);
    await radio.check({ timeout: 3000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Clicks once the page has settled after scrolling the target into view. Chromium hit-tests a click
 * sent in the same frame as the scroll against the embedded PDF frame's old position (an
 * out-of-process frame), so an immediate click can land on the PDF instead; a person never clicks
 * within a frame of scrolling.
 */
export async function press(target: Locator, { double = false } = {}) {
  await settleInView(target);
  await (double ? target.dblclick() : target.click());
}

async function settleInView(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await target.page().evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    await frame();
    // The browser process takes the moved frame's new place a little after the renderer has painted it.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

/**
 * The step tracker as the customer reads it: the four steps in order, those done read out as
 * completed, and the current one marked.
 */
export async function expectTracker(page: Page, current: string, done: readonly string[]) {
  const tracker = page.getByRole('navigation', { name: 'Progress' });
  const labels = ['Review', 'Pay', 'Accept', 'Done'];
  await expect(tracker.getByRole('listitem')).toHaveText(
    labels.map((label) => (done.includes(label) ? `${label} (completed)` : label)),
  );
  await expect(tracker.locator('[aria-current="step"]')).toHaveText(
    done.includes(current) ? `${current} (completed)` : current,
  );
}
