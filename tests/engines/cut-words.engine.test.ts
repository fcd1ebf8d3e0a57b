import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/testSandbox.ts';
import { EnginePage } from './driver.ts';
import { chosenEngines, launch } from './engines.ts';

/**
 * Where a line must break inside a long e-mail address, each engine breaks it where a reader expects
 * (after '@' or before a dot), not inside a word: WebKit cut 'example.co' / 'm' on the agent's Case
 * Status at 1280 px, where Chromium and Firefox broke after the dot.
 */
const CUT_WORDS = `(selector) => {
  const inWord = /[\\p{L}\\p{N}]/u;
  const cuts = [];
  for (const e of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    let lastTop = null;
    let last = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent || '';
      const range = document.createRange();
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        // WebKit gives a character at a wrap two boxes, the line's end and the next line: the last counts.
        const rect = [...range.getClientRects()].filter((r) => r.width > 0).pop();
        // A space the wrap swallowed has no box, but it still parts the words.
        if (!rect) {
          last = text[i];
          continue;
        }
        if (lastTop !== null && rect.top > lastTop + 2 && inWord.test(last) && inWord.test(text[i]))
          cuts.push(e.textContent.trim() + ': ' + last + ' / ' + text[i]);
        lastTop = rect.top;
        last = text[i];
      }
    }
  }
  return cuts;
}`;

for (const engine of chosenEngines()) {
  describe(`${engine}: the agent's case summary at 1280 px`, () => {
    let run: TestSandbox;
    let page: EnginePage;
    beforeAll(async () => {
      run = await startTestSandbox('epd-engines-words-');
      const driver = await launch[engine]();
      page = new EnginePage(driver, `${run.sandbox.url}/epd/`);
      await driver.viewport(1280, 800);
    });
    afterAll(async () => {
      await page?.driver.close();
      await run?.stop();
    });

    test('the insured e-mail wraps between its parts, never inside a word', async () => {
      await page.goto('agent-login');
      await page.fill({ label: 'Agent number' }, '10001');
      await page.press({ role: 'button', name: 'Login' });
      await page.waitFor({ role: 'heading', level: 1, name: 'Policy List' });
      await page.goto('agent-confirmation/100002');
      await page.waitFor({ text: 'olivia.owner@' });
      // The address does wrap here: the check below has a break to look at.
      const lines = await page.driver.evaluate<number>(
        `() => { const dd = [...document.querySelectorAll('.agent-case-summary dd')].find((d) => d.textContent.includes('@')); return Math.round(dd.getBoundingClientRect().height / parseFloat(getComputedStyle(dd).lineHeight)); }`,
      );
      expect(lines).toBeGreaterThan(1);
      expect(await page.driver.evaluate<string[]>(CUT_WORDS, '.agent-case-summary dd')).toEqual([]);
    });
  });
}
