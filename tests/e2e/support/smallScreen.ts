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
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide, smallFields, smallButtons };
  });
}

/**
 * The screen as it is now fits a phone: nothing scrolls sideways (WCAG 1.4.10 at 320 px), no field's
 * text is under 16 px (iOS Safari zooms into such a field and stays zoomed), every button is at least
 * 24 × 24 px (WCAG 2.5.8).
 */
export async function expectFitsPhone(page: Page, screen: string) {
  const fit = await measurePhoneFit(page);
  expect(
    fit.scrollWidth,
    `${screen} scrolls sideways; past the edge: ${fit.wide.join(', ')}`,
  ).toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.smallFields, `${screen}: fields under 16 px`).toEqual([]);
  expect(fit.smallButtons, `${screen}: buttons under 24 px`).toEqual([]);
}
