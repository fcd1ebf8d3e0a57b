import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SPANISH } from '../../src/app/spanish.ts';
import { DOCUMENT_TEXTS_ES } from '../../src/domain/documents/documentTexts.es.ts';
import { DASHBOARD_TEXTS_ES } from '../../src/domain/journey/dashboardTexts.es.ts';
import { CONSENT_TEXTS_ES } from '../../src/domain/record/consentTexts.es.ts';
import { REVIEW_TEXTS_ES } from '../../src/features/document-review/messages.es.ts';
import { LOGIN_TEXTS_ES } from '../../src/features/login/messages.es.ts';
import { SHELL_TEXTS_ES } from '../../src/shell/messages.es.ts';
import { SHELL_TEXTS } from '../../src/shell/messages.ts';
import { expect, test } from './fixtures.ts';
import { storedCase } from './support/cases.ts';
import { DEMO } from './support/demo.ts';
import { choose, press } from './support/document-review.ts';
import { PAYMENT_HEADING } from './support/payment.ts';
import { keepScreenText } from './support/spanishTexts.ts';

/**
 * A customer whose browser asks for Spanish walks the journey in Spanish. On every
 * screen no English catalog text whose Spanish differs may show (the documents' own text is left out:
 * the frame's PDF and the viewer's text layer). The screens are driven by their Spanish words where
 * this test can name them, else by what does not depend on language (ids, names, values).
 */
test.use({ locale: 'es-US' });

const CASE_ID = '100006';
const POLICY = 'L1000006';

/** Screens' headings SPEC words in English, for screens whose catalogs are still being written. */
const SPEC_HEADINGS = [
  PAYMENT_HEADING,
  'Almost done!',
  "You're all done!",
  'Accept Policy',
  'Submit Payment',
];

type Template = { text: string; pattern: RegExp };

/** Every English text of the paired catalogs whose Spanish differs: strings, and functions as patterns. */
function englishTexts(): { exact: string[]; templates: Template[] } {
  const exact = new Set<string>(SPEC_HEADINGS);
  const templates: Template[] = [];
  const walk = (en: unknown, es: unknown) => {
    if (typeof en === 'string') {
      if (en !== es && /[A-Za-z]{2}/.test(en)) exact.add(en);
    } else if (typeof en === 'function' && en.length > 0) {
      const marks = Array.from({ length: en.length }, (_, n) => `\u{F0000}${n}\u{F0001}`);
      let sample: string;
      try {
        sample = String((en as (...a: string[]) => string)(...marks));
      } catch {
        // A message over a list or a number (e.g. the marked pages' "2 and 5"): its fixed words are
        // checked by the catalog tests, not looked for here.
        return;
      }
      const fixed = sample.split(/\u{F0000}\d+\u{F0001}/u).join('');
      if (/[A-Za-z]{4}/.test(fixed)) {
        const source = sample
          .split(/(\u{F0000}\d+\u{F0001})/u)
          .map((part) =>
            /^\u{F0000}\d+\u{F0001}$/u.test(part) ? '.+?' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('');
        templates.push({ text: sample, pattern: new RegExp(`^${source}$`, 's') });
      }
    } else if (en && typeof en === 'object' && es && typeof es === 'object') {
      for (const key of Object.keys(en)) walk((en as never)[key], (es as never)[key]);
    }
  };
  for (const [en, es] of SPANISH) walk(en, es);
  return { exact: [...exact], templates };
}

const ENGLISH = englishTexts();

/** Opens a document's card by its Spanish name, unless it opened itself. */
async function openCard(page: Page, name: string) {
  const toggle = page
    .getByRole('article', { name, exact: true })
    .getByRole('button', { name: new RegExp(`^${name}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await press(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** What the page says: its text nodes and labels, the tab's title; not the documents' own words. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const skip = (node: Node | null) => node?.parentElement?.closest('.textLayer, script, style, template');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !skip(node)) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (element.closest('.textLayer')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** English catalog texts the screen shows; the screen is named in the failure. */
async function expectNoEnglish(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  const shown = await shownTexts(page);
  const found = new Set<string>();
  for (const text of shown) {
    for (const english of ENGLISH.exact)
      if (text === english || (english.length >= 16 && text.includes(english))) found.add(english);
    for (const { text: sample, pattern } of ENGLISH.templates) if (pattern.test(text)) found.add(sample);
  }
  expect.soft([...found], `English on the ${screen} screen`).toEqual([]);
  await keepScreenText(page, screen);
}

test('a customer whose browser asks for Spanish signs in, consents, reviews, pays, signs and accepts in Spanish', async ({
  page,
  sandbox,
}) => {
  test.slow(); // a whole journey, six screens
  const documentsLanguages: string[] = [];
  page.on('request', (request) => {
    if (/\/Documents\/\d+/.test(new URL(request.url()).pathname))
      documentsLanguages.push(request.headers()['accept-language'] ?? '');
  });

  await test.step('login', async () => {
    await page.goto('login');
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_TEXTS_ES.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expectNoEnglish(page, 'login');
    // The form's own checks, messages its machine carries, are Spanish too.
    await page.getByRole('button', { name: LOGIN_TEXTS_ES.login }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoEnglish(page, 'login (checks)');
    await page.getByLabel(LOGIN_TEXTS_ES.email).fill(DEMO.nora);
    await page.getByLabel(LOGIN_TEXTS_ES.password).fill(DEMO.password);
    await page.getByRole('button', { name: LOGIN_TEXTS_ES.login }).click();
  });

  await test.step('dashboard', async () => {
    await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_TEXTS_ES.title })).toBeVisible();
    await expect(page.getByRole('link', { name: DASHBOARD_TEXTS_ES.waitingReview(POLICY) })).toBeVisible();
    await expectNoEnglish(page, 'dashboard');
    await page.getByRole('link', { name: new RegExp(POLICY) }).click();
  });

  await test.step('consent', async () => {
    await expect(page).toHaveURL(new RegExp(`/epd/consent/${CASE_ID}`));
    await expect(page.getByText(CONSENT_TEXTS_ES.checkPassed)).toBeVisible();
    await expectNoEnglish(page, 'consent');
    await page.getByLabel(CONSENT_TEXTS_ES.agreeLabel).check();
    await page.getByRole('button', { name: CONSENT_TEXTS_ES.agree }).click();
  });

  await test.step('document review', async () => {
    await expect(page.getByRole('heading', { level: 1, name: REVIEW_TEXTS_ES.title })).toBeVisible();
    await expect(page.getByText(REVIEW_TEXTS_ES.progress(0, 2))).toBeVisible();
    await expectNoEnglish(page, 'document review');
    const controls = REVIEW_TEXTS_ES.controls;
    // The signed policy is opened, read and passed with 'Siguiente'; the amendment's question is answered.
    await openCard(page, DOCUMENT_TEXTS_ES.names.SignedPolicy);
    await press(page.getByRole('button', { name: REVIEW_TEXTS_ES.next }));
    await expect(page.getByText(REVIEW_TEXTS_ES.progress(1, 2))).toBeVisible();
    await openCard(page, DOCUMENT_TEXTS_ES.names.Amendment);
    await choose(page.getByLabel(controls.accept));
    await expectNoEnglish(page, 'document review (amendment)');
    await press(page.getByRole('button', { name: controls.submit }));
    await expect(page.getByText(REVIEW_TEXTS_ES.progress(2, 2))).toBeVisible();
    await press(page.getByRole('button', { name: REVIEW_TEXTS_ES.continue }));
  });
  // The documents were asked for in Spanish first (SPEC §7's list after it).
  expect(documentsLanguages.length).toBeGreaterThan(0);
  for (const header of documentsLanguages) expect(header).toMatch(/^es\b/);

  await test.step('payment', async () => {
    await expect(page).toHaveURL(new RegExp(`/epd/payment/${CASE_ID}$`));
    await expect(page.locator('input[name="method"]').first()).toBeVisible();
    // An amount as Intl writes it in the Spanish of the United States (still US dollars).
    const due = (await storedCase(sandbox, CASE_ID)).payment.frequencyOptions.find((o) => o.isCurrent);
    const amount = await page.evaluate(
      (value) => new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(value),
      due?.initialAmountDue ?? Number.NaN,
    );
    await expect(page.getByText(amount).first()).toBeVisible();
    await expectNoEnglish(page, 'payment');
    await page.locator('input[name="method"][value="BankAccount"]').check();
    await page.locator('#routingNumber').fill('021000021');
    await page.locator('#accountNumber').fill('123456789');
    await page.locator('#accountHolderName').fill('Nora Newcomer');
    await page.locator('input[name="recurringOption"][value="SameAsInitial"]').check();
    await page.locator('form input[type="checkbox"]').check();
    await page.locator('form button[type="submit"]').click();
    // Paid: the receipt, and the way on to the acceptance.
    const onward = page.locator('.payment-complete a.button--primary');
    await expect(onward).toBeVisible();
    await expectNoEnglish(page, 'payment (receipt)');
    // The receipt file a Spanish reader keeps is named and written in Spanish too.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar recibo' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`recibo-${POLICY}.txt`);
    const receipt = readFileSync((await download.path()) ?? '', 'utf8');
    expect(receipt.split('\n')[0]).toBe(`Recibo de pago, póliza ${POLICY}`);
    expect(receipt).toContain('Pagado con: Cuenta bancaria, Cuenta corriente que termina en 6789');
    expect(receipt).toMatch(/Fecha: \d\d\/\d\d\/\d{4}/);
    expect(receipt).not.toMatch(/Payment receipt|Paid with|Automatic payments/);
    await onward.click();
  });

  await test.step('acceptance', async () => {
    await expect(page).toHaveURL(new RegExp(`/epd/acceptance/${CASE_ID}$`));
    const name = page.locator('.signature-field input');
    await expect(name).toBeVisible();
    await expectNoEnglish(page, 'acceptance');
    await name.fill('Nora Newcomer');
    const accept = page.locator('.page-actions .button--primary');
    await expect(accept).toBeEnabled();
    await accept.click();
  });

  await test.step('confirmation', async () => {
    await expect(page).toHaveURL(new RegExp(`/epd/confirmation/${CASE_ID}$`));
    await expect(page.locator('h1')).toBeVisible();
    await expectNoEnglish(page, 'confirmation');
  });

  await test.step('the choice persists: a reload stays Spanish, English switches back and stays', async () => {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.locator('h1')).toBeVisible();
    await expectNoEnglish(page, 'confirmation (reloaded)');
    await page.getByRole('button', { name: SHELL_TEXTS_ES.switchLabel }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('button', { name: SHELL_TEXTS.switchLabel })).toHaveText(
      SHELL_TEXTS.switchTo,
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('button', { name: SHELL_TEXTS.switchLabel })).toBeVisible();
  });
});
