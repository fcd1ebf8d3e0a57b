import type { Locator } from '@playwright/test';

/**
 * The controls on the page (buttons, links, fields, anything focusable) outside `over` whose boxes
 * meet its box: a toast must cover none (decision 422). Each is named by its text or label.
 */
export async function controlsCoveredBy(over: Locator): Promise<string[]> {
  return over.evaluate((cover) => {
    const at = cover.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])',
    );
    const covered: string[] = [];
    for (const control of controls) {
      if (cover.contains(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const meets = box.left < at.right && box.right > at.left && box.top < at.bottom && box.bottom > at.top;
      if (meets)
        covered.push(
          (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim().slice(0, 60),
        );
    }
    return covered;
  });
}
