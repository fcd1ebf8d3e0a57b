import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** What a screen measures for a phone: sideways scroll, the smallest field's text, the smallest button. */
export interface PhoneFit {
  scrollWidth: number;
  clientWidth: number;
  /** What reaches past the right edge (the first few; inside a scroll box of its own too). */
  wide: string[];
  /** Fields whose text is under 16 px, with their size. */
  smallFields: string[];
  /** Buttons narrower or lower than 24 px. */
  smallButtons: string[];
  /** Names of things (headings, column heads, buttons, labels) a line break cuts inside a word. */
  brokenWords: string[];
}

async function measurePhoneFit(page: Page): Promise<PhoneFit> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const shown = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
    };
    const name = (e: Element) =>
      (e.getAttribute('aria-label') || e.textContent || e.getAttribute('name') || e.id || e.tagName)
        .trim()
        .slice(0, 40);
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 0.5 && shown(e))
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
    const smallFields = [...document.querySelectorAll('input, select, textarea')]
      .filter((e) => shown(e) && Number.parseFloat(getComputedStyle(e).fontSize) < 16)
      .map((e) => `${name(e)} ${getComputedStyle(e).fontSize}`);
    const smallButtons = [...document.querySelectorAll('button, [role="button"]')]
      .filter((e) => {
        if (!shown(e)) return false;
        const r = e.getBoundingClientRect();
        return r.width < 24 || r.height < 24;
      })
      .map(name);
    // A line that ends between two letters of one word: the text a narrow box cut, e.g. 'Cont' / 'ract'.
    const inWord = /[\p{L}\p{N}]/u;
    const brokenWords: string[] = [];
    for (const e of document.querySelectorAll('h1, h2, h3, th, button, label, legend')) {
      if (!shown(e)) continue;
      const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const range = document.createRange();
        let lastTop: number | null = null;
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const wrapped = lastTop !== null && rect.top > lastTop + 2;
          if (wrapped && inWord.test(text[i - 1] ?? '') && inWord.test(text[i] ?? ''))
            brokenWords.push(
              `${name(e)}: '${text.slice(Math.max(0, i - 8), i)}' / '${text.slice(i, i + 8)}'`,
            );
          lastTop = rect.top;
        }
      }
    }
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      wide,
      smallFields,
      smallButtons,
      brokenWords,
    };
  });
}

/**
 * The screen as it is now fits a phone: nothing scrolls sideways (WCAG 1.4.10 at 320 px), no field's
 * text is under 16 px (iOS Safari zooms into such a field and stays zoomed), every button is at least
 * 24 × 24 px (WCAG 2.5.8), and no heading, column head, button or label is cut inside a word.
 */
export async function expectFitsPhone(page: Page, screen: string) {
  const fit = await measurePhoneFit(page);
  expect(
    fit.scrollWidth,
    `${screen} scrolls sideways; past the edge: ${fit.wide.join(', ')}`,
  ).toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.smallFields, `${screen}: fields under 16 px`).toEqual([]);
  expect(fit.smallButtons, `${screen}: buttons under 24 px`).toEqual([]);
  expect(fit.brokenWords, `${screen}: words cut by a line break`).toEqual([]);
}
