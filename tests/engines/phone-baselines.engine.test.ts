import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/testSandbox.ts';
import { compareWithBaseline, MAX_CHANGED } from './baseline.ts';
import { EnginePage } from './driver.ts';
import { signInCustomer } from './journeys.ts';
import { launchWebKit } from './webkit.ts';

/**
 * Phone baselines in WebKit (decision 441): MiniBrowser full screen, its window a 390 × 844 phone, the
 * dashboard and the review with the signed policy open. What changes from run to run is painted over:
 * dates, and the pages pdf.js draws (their drawing is the viewer's tests' business).
 */
const PHONE = { width: 390, height: 844 };
const MASKS = ['time', '.pdf-viewer__pages'];

/** Runs in the page: what tells the phone layout from the desktop's, as the customer would see it. */
const LAYOUT = `() => {
  const shown = (selector) => {
    const el = document.querySelector(selector);
    return el !== null && getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().width > 0;
  };
  return {
    innerWidth,
    sideways: document.documentElement.scrollWidth > innerWidth,
    menuButton: shown('.menu-button'),
    desktopNav: shown('.nav--desktop'),
  };
}`;

interface Layout {
  innerWidth: number;
  sideways: boolean;
  menuButton: boolean;
  desktopNav: boolean;
}

describe('webkit on a phone', () => {
  let run: TestSandbox;
  let page: EnginePage;
  beforeAll(async () => {
    run = await startTestSandbox('epd-engines-phone-');
    const driver = await launchWebKit();
    page = new EnginePage(driver, `${run.sandbox.url}/epd/`);
    expect(await driver.viewport(PHONE.width, PHONE.height)).toEqual(PHONE);
  });
  afterAll(async () => {
    await page?.driver.close();
    await run?.stop();
  });

  const phoneLayout = async () => {
    expect(await page.driver.evaluate<Layout>(LAYOUT)).toEqual({
      innerWidth: PHONE.width,
      sideways: false,
      menuButton: true,
      desktopNav: false,
    });
  };

  test("the dashboard at 390 px: the phone's layout, as its baseline shows it", async () => {
    await signInCustomer(page);
    await phoneLayout();
    await page.driver.evaluate('() => window.scrollTo(0, 0)');
    expect(await compareWithBaseline(page.driver, 'webkit-phone-dashboard', MASKS)).toBeLessThanOrEqual(
      MAX_CHANGED,
    );
  });

  test('the review at 390 px with the signed policy open: one-row toolbar, as its baseline shows it', async () => {
    await page.goto('doc-review/100001');
    const signedPolicy = { role: 'article' as const, name: 'View Signed Policy' };
    const toggle = {
      role: 'button' as const,
      name: 'View Signed Policy',
      namePrefix: true,
      within: signedPolicy,
    };
    if ((await page.attribute(toggle, 'aria-expanded')) !== 'true') await page.press(toggle);
    await page.waitFor({ css: '[data-page-index="0"][data-text="ready"]', within: signedPolicy }, 60_000);
    // Folded below 560 px (decision 331): the find field waits behind its button.
    await page.waitFor({ role: 'button', name: 'Find in document', within: signedPolicy });
    await phoneLayout();
    await page.driver.evaluate('() => window.scrollTo(0, 0)');
    expect(await compareWithBaseline(page.driver, 'webkit-phone-review', MASKS)).toBeLessThanOrEqual(
      MAX_CHANGED,
    );
  });
});
