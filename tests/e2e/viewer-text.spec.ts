import type { Locator, Page } from '@playwright/test';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { sharedPdf } from '../support/sharedPdfs.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { collectViolations } from './support/csp.ts';
import { openCard, openReview } from './support/document-review.ts';
import { pdfjsFindCounts, pdfjsTotal } from './support/pdfjsFindOracle.ts';
import { type OracleItem, pdfjsText } from './support/pdfjsOracle.ts';
import { spanishPolicyPdf } from './support/spanishPdf.ts';
import { closeFind, findField } from './support/viewer.ts';

/**
 * The text layer, find and zoom (decisions 250–256) on the real PDFs of ../shared/pdfs, in the phone and tablet viewer: the text
 * layer against pdf.js's own text content (read here in Node, not through the portal), find's counts
 * against pdf.js's own find (its PDFFindController, run in a page of its own), zoom and pages. The tester control serves each file as case
 * 100001's signed policy.
 */

const SIGNED_POLICY = 'D-100001-1';
const TITLE = 'View Signed Policy';

async function putPdf(sandbox: RunningSandbox, bytes: Uint8Array) {
  const response = await fetch(`${sandbox.url}/__sandbox/cases/100001/documents/${SIGNED_POLICY}/pdf`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/pdf' },
    body: Buffer.from(bytes),
  });
  expect(response.status).toBe(204);
}

/** Opens the signed policy, served as `name` (or as these bytes), and waits for page 1's text layer. */
async function openShared(page: Page, sandbox: RunningSandbox, name: string | Uint8Array): Promise<Locator> {
  await putPdf(sandbox, typeof name === 'string' ? sharedPdf(name) : name);
  await openReview(page, '100001');
  const card = await openCard(page, TITLE);
  await expect(card.locator('[data-page-index="0"]')).toHaveAttribute('data-text', /ready|none/);
  return card;
}

/** The text spans of a page's text layer, in the order pdf.js laid them (its non-empty items). */
const spans = (card: Locator, index: number) =>
  card.locator(`[data-page-index="${index}"] .textLayer span[role="presentation"]`);

/** Where `target` is in the viewer's scroll box: its top from the box's top, and whether it shows there. */
async function inBox(card: Locator, target: Locator) {
  const box = await card.getByTestId('pdf-scroll').boundingBox();
  const el = await target.boundingBox();
  if (!box || !el) return { top: Number.NaN, shown: false };
  const shown = el.y >= box.y - 1 && el.y + el.height <= box.y + box.height + 1;
  return { top: el.y - box.y, shown };
}

const nonEmpty = (items: OracleItem[]) => items.filter((i) => i.str !== '');
const bare = (text: string) => text.replace(/\s+/g, '');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('tracemonkey: the text layer holds pdf.js’s text, on the glyphs, and a selection copies it', async ({
    page,
    sandbox,
  }) => {
    const oracle = await pdfjsText(sharedPdf('tracemonkey.pdf'));
    const card = await openShared(page, sandbox, 'tracemonkey.pdf');
    const items = nonEmpty(oracle.pages[0] ?? []);
    await expect(spans(card, 0)).toHaveCount(items.length);
    expect(await spans(card, 0).allTextContents()).toEqual(items.map((i) => i.str));

    await test.step('a screen reader meets the text in pdf.js’s order, after the page’s name', async () => {
      const tree = await card.locator('[data-page-index="0"]').ariaSnapshot();
      const at = [0, 5, 20].map((i) => tree.indexOf(items[i]?.str.trim() ?? '?'));
      expect(at.every((a) => a >= 0)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      expect(tree.indexOf('Page 1 of 14')).toBeLessThan(at[0] ?? 0);
    });

    await test.step('each span sits where pdf.js places its item, at the page’s scale', async () => {
      const slot = await card.locator('[data-page-index="0"]').boundingBox();
      const [pageWidth] = oracle.sizes[0] ?? [1];
      const scale = (slot?.width ?? 0) / (pageWidth ?? 1);
      const boxes = await spans(card, 0).evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, width: r.width };
        }),
      );
      const misplaced = items.filter((item, i) => {
        const box = boxes[i];
        // pdf.js stretches a span to its item's width only for two or more characters.
        if (!box || item.str.length < 2 || item.width * scale < 4) return false;
        const left = (slot?.x ?? 0) + (item.transform[4] ?? 0) * scale;
        return (
          Math.abs(box.left - left) > 2 || Math.abs(box.width - item.width * scale) > 0.05 * box.width + 1
        );
      });
      expect(misplaced.map((i) => i.str)).toEqual([]);
    });

    await test.step('selecting items 10 to 40 gives their text', async () => {
      const selected = await spans(card, 0).evaluateAll((els) => {
        const range = document.createRange();
        range.setStartBefore(els[10] as Node);
        range.setEndAfter(els[40] as Node);
        const selection = getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        return selection?.toString() ?? '';
      });
      const expected = items
        .slice(10, 41)
        .map((i) => i.str + (i.hasEOL ? '\n' : ''))
        .join('');
      // Chromium puts a line break between spans laid on different lines where pdf.js has none, so
      // the text is compared without its white space: every character, in order.
      expect(bare(selected)).toBe(bare(expected));
      expect(bare(selected).length).toBeGreaterThan(100);
    });
  });

  test('160F-2019: find counts what pdf.js’s own find counts, accents ignored, steps with Enter and Shift+Enter, and highlights the current one', async ({
    page,
    sandbox,
    browser,
  }) => {
    // Two pdf.js instances, the portal's and its own find's, in one test.
    test.slow();
    // A French form: 'salarie' finds 'salarié' and 'salariés' as pdf.js does, case ignored ('Nom', 'nom').
    const queries = ['nom', 'salarié', 'salarie', 'remunerations', 'impot', '2019', 'é', 'de'];
    const pdfjs = await pdfjsFindCounts(browser, sharedPdf('160F-2019.pdf'), queries);
    expect(pdfjsTotal(pdfjs, 'salarie'), 'pdf.js finds "salarie" without its accent').toBeGreaterThan(2);
    expect(pdfjsTotal(pdfjs, 'remunerations')).toBeGreaterThan(2);
    const card = await openShared(page, sandbox, '160F-2019.pdf');
    const find = await findField(card);
    const status = card.locator('.pdf-viewer__find-status');
    for (const query of queries) {
      const total = pdfjsTotal(pdfjs, query);
      expect(total, `pdf.js finds "${query}" in 160F-2019`).toBeGreaterThan(2);
      await find.fill(query);
      await expect(status, `"${query}"`).toHaveText(`1 of ${total}`);
    }
    await find.press('Enter');
    await expect(status).toHaveText(/^2 of /);
    await find.press('Shift+Enter');
    await find.press('Shift+Enter');
    const total = pdfjsTotal(pdfjs, 'de');
    await expect(status).toHaveText(`${total} of ${total}`);
    await card.getByRole('button', { name: 'Next match' }).click();
    await expect(status).toHaveText(`1 of ${total}`);
    const selected = card.locator('[data-page-index="0"] .textLayer .highlight.selected');
    await expect(selected).toHaveCount(1);
    await expect(selected).toHaveText(/^de$/i);
    // Every match on the page is marked, the current one among them.
    await expect(card.locator('[data-page-index="0"] .textLayer .highlight')).toHaveCount(total);
    await expect.poll(async () => (await inBox(card, selected)).shown).toBe(true);
  });

  test('tracemonkey: find counts what pdf.js’s own find counts, over hyphenated line ends, ligatures and quotes, and highlights both halves of a word', async ({
    page,
    sandbox,
    browser,
  }) => {
    // Two pdf.js instances, the portal's and its own find's, in one test.
    test.slow();
    // 'discovered' is 'discov-' at one line's end and 'ered' on the next; 'compile' and 'performance'
    // are split so too, some of the time; pdf.js keeps 'Trace-' + 'Monkey' as 'Trace-Monkey'; the text
    // has 'ﬁ' ligatures ('efficiently') and typographic apostrophes ('interpreter’s').
    const queries = [
      'discovered',
      'compile',
      'performance',
      'TraceMonkey',
      'Trace-Monkey',
      'efficiently',
      "interpreter's",
      'the trace',
    ];
    const pdfjs = await pdfjsFindCounts(browser, sharedPdf('tracemonkey.pdf'), queries);
    expect(pdfjs.discovered?.pages[0], 'pdf.js finds "discovered" on page 1, over a line end').toBe(1);
    expect(pdfjsTotal(pdfjs, "interpreter's"), 'pdf.js finds "interpreter’s"').toBeGreaterThan(0);
    const card = await openShared(page, sandbox, 'tracemonkey.pdf');
    const find = await findField(card);
    const status = card.locator('.pdf-viewer__find-status');
    for (const query of queries) {
      await find.fill(query);
      await expect(status, `"${query}"`).toHaveText(`1 of ${pdfjsTotal(pdfjs, query)}`);
    }
    await find.fill('discovered');
    await expect(status).toHaveText('1 of 1');
    const halves = card.locator('[data-page-index="0"] .textLayer .highlight.selected');
    await expect(halves).toHaveText(['discov-', 'ered']);
  });

  test('a Spanish policy: find counts what pdf.js’s own find counts over accents, a hyphenated line end and a ligature, and highlights the words', async ({
    page,
    sandbox,
    browser,
  }) => {
    test.slow();
    const bytes = spanishPolicyPdf();
    // 'poliza' finds 'Póliza', 'póliza' and 'poliza'; 'asegurado' is 'asegu-' + 'rado'; 'beneficiario'
    // is written with the 'ﬁ' ligature; 'señor' is 'SEÑOR'.
    const expected: Record<string, number> = {
      poliza: 3,
      póliza: 3,
      asegurado: 1,
      beneficiario: 1,
      señor: 1,
      prorroga: 1,
    };
    const queries = Object.keys(expected);
    const pdfjs = await pdfjsFindCounts(browser, bytes, queries);
    for (const query of queries)
      expect(pdfjsTotal(pdfjs, query), `pdf.js finds "${query}"`).toBe(expected[query]);
    const card = await openShared(page, sandbox, bytes);
    const find = await findField(card);
    const status = card.locator('.pdf-viewer__find-status');
    const selected = card.locator('[data-page-index="0"] .textLayer .highlight.selected');
    for (const query of queries) {
      await find.fill(query);
      await expect(status, `"${query}"`).toHaveText(`1 of ${expected[query]}`);
    }
    await find.fill('asegurado');
    await expect(selected).toHaveText(['asegu-', 'rado']);
    await find.fill('beneficiario');
    await expect.poll(async () => (await selected.allTextContents()).join('')).toBe('beneﬁciario');
    await find.fill('señor');
    await expect.poll(async () => (await selected.allTextContents()).join('')).toBe('SEÑOR');
    await find.fill('poliza');
    await expect.poll(async () => (await selected.allTextContents()).join('')).toBe('Póliza');
  });

  test('tracemonkey: find jumps to a page not yet drawn and highlights the match there', async ({
    page,
    sandbox,
    browser,
  }) => {
    // Two pdf.js instances, the portal's and its own find's, in one test.
    test.slow();
    // A word the first five pages do not hold: its first match is on a page far from the first.
    const query = 'References';
    const pdfjs = await pdfjsFindCounts(browser, sharedPdf('tracemonkey.pdf'), [query]);
    const counts = pdfjs[query]?.pages ?? [];
    const first = counts.findIndex((n) => n > 0);
    expect(first, 'its first match is past page 5').toBeGreaterThan(4);
    const card = await openShared(page, sandbox, 'tracemonkey.pdf');
    await expect(card.locator(`[data-page-index="${first}"]`)).toHaveAttribute('data-painted', 'false');
    await (await findField(card)).fill(query);
    const total = pdfjsTotal(pdfjs, query);
    await expect(card.locator('.pdf-viewer__find-status')).toHaveText(`1 of ${total}`);
    const mark = card.locator(`[data-page-index="${first}"] .textLayer .highlight.selected`);
    await expect(mark).toHaveCount(1);
    await expect.poll(async () => (await inBox(card, mark)).shown).toBe(true);
    await closeFind(card);
    await expect(card.getByRole('textbox', { name: 'Page of 14' })).toHaveValue(String(first + 1));
  });

  test('alphatrans (transparency) and prefilled_f1040 (a form): drawn, with text layers true to pdf.js', async ({
    page,
    sandbox,
  }) => {
    for (const name of ['alphatrans.pdf', 'prefilled_f1040.pdf']) {
      const oracle = await pdfjsText(sharedPdf(name));
      const card = await openShared(page, sandbox, name);
      const items = nonEmpty(oracle.pages[0] ?? []);
      await expect(card.locator('[data-page-index="0"]')).toHaveAttribute('data-painted', 'true');
      if (items.every((i) => i.str.trim() === '')) {
        await expect(card.locator('[data-page-index="0"]')).toHaveAttribute('data-text', 'none');
        await expect(card.getByText('Page 1 has no text to select, find or read aloud.')).toBeAttached();
      } else {
        expect(await spans(card, 0).allTextContents()).toEqual(items.map((i) => i.str));
        // Right-to-left runs keep their direction, so a screen reader and a selection read them in order.
        expect(await spans(card, 0).evaluateAll((els) => els.map((el) => el.getAttribute('dir')))).toEqual(
          items.map((i) => i.dir),
        );
      }
      // The viewer's own banner; the card's fingerprint warning rightly follows the second file put.
      await expect(card.locator('.pdf-viewer__error')).toHaveCount(0);
    }
  });

  test('axe finds nothing on the viewer with its text layer and a find highlight, and the CSP refuses nothing', async ({
    page,
    sandbox,
  }) => {
    const refused = await collectViolations(page);
    const card = await openShared(page, sandbox, 'tracemonkey.pdf');
    await (await findField(card)).fill('trace');
    await expect(card.locator('.textLayer .highlight.selected')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    // tracemonkey has ICC colour spaces: pdf.js's WebAssembly decoder for them is allowed in its
    // worker alone (decision 255), so nothing is refused, not even there.
    expect(refused).toEqual([]);
  });

  test('zoom and pages: Page 1 of 14, the page field, PageDown, zoom buttons and Ctrl +/-', async ({
    page,
    sandbox,
  }) => {
    const card = await openShared(page, sandbox, 'tracemonkey.pdf');
    const field = card.getByRole('textbox', { name: 'Page of 14' });
    await expect(field).toHaveValue('1');
    await expect(card.getByRole('group', { name: 'Zoom and pages' })).toContainText('of 14');
    await field.fill('5');
    await field.press('Enter');
    const fifth = card.locator('[data-page-index="4"]');
    // Page 5 is brought to the top of the box (its 8 px gap above it).
    await expect.poll(async () => Math.round((await inBox(card, fifth)).top)).toBe(8);
    await expect(fifth).toHaveAttribute('data-painted', 'true');
    await expect(field).toHaveValue('5');
    const scroller = card.getByTestId('pdf-scroll');
    await scroller.focus();
    await page.keyboard.press('PageDown');
    await expect(field).toHaveValue('6');
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await expect(field).toHaveValue('4');

    const width = async () => (await card.locator('[data-page-index="3"]').boundingBox())?.width ?? 0;
    const fit = await width();
    expect(fit).toBeCloseTo(await scroller.evaluate((el) => el.clientWidth), -1);
    await card.getByRole('button', { name: 'Zoom in' }).click();
    await expect(card.getByText('125%')).toBeVisible();
    expect(await width()).toBeCloseTo(fit * 1.25, 0);
    await scroller.focus();
    await page.keyboard.press('Control+=');
    await expect(card.getByText('150%')).toBeVisible();
    await page.keyboard.press('Control+-');
    await page.keyboard.press('Control+-');
    await page.keyboard.press('Control+-');
    await expect(card.getByText('75%')).toBeVisible();
    // Folded on a phone, the toolbar has no Fit width button: Ctrl+0 fits (as a pinch or − does).
    await scroller.focus();
    await page.keyboard.press('Control+0');
    await expect(card.getByText('100%')).toBeVisible();
    expect(await width()).toBeCloseTo(fit, 0);
    await expect(field).toHaveValue('4');
  });
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('at fit width nothing scrolls sideways: not the page, not the viewer', async ({ page, sandbox }) => {
    const card = await openShared(page, sandbox, 'tracemonkey.pdf');
    await expect(await findField(card)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const scroller = card.getByTestId('pdf-scroll');
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });
});

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 768, height: 1024 }],
] as const) {
  test.describe(`the viewer with a find highlight, ${name}`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    test(`looks as it should (${viewport.width} px)`, async ({ page, sandbox }) => {
      const card = await openShared(page, sandbox, 'tracemonkey.pdf');
      await (await findField(card)).fill('compil');
      await expect(card.locator('.pdf-viewer__find-status')).toHaveText(/^1 of \d+$/);
      // The first match is 'com-' at a line's end and 'pil' on the next (pdf.js joins a hyphenated
      // word, decision 256): its first part is brought into view.
      const mark = card.locator('.textLayer .highlight.selected');
      await expect(mark).toHaveText(['com-', 'pil']);
      await expect.poll(async () => (await inBox(card, mark.first())).shown).toBe(true);
      await expect(card.locator('.pdf-viewer')).toHaveScreenshot(`viewer-find-${name}.png`);
    });
  });
}
