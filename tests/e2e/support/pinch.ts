import type { Locator, Page } from '@playwright/test';

/**
 * Two fingers spreading from 40 to 80 px apart around the middle of `area`, as a phone's pinch, by
 * CDP touch events; the fingers stay down until `release`, so a test can look during the gesture.
 */
export async function pinchOpen(page: Page, area: Locator): Promise<{ release: () => Promise<unknown> }> {
  const box = (await area.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: string, spread: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        spread < 0
          ? []
          : [
              { x: cx - spread, y: cy, id: 1 },
              { x: cx + spread, y: cy, id: 2 },
            ],
    } as never);
  await touch('touchStart', 40);
  for (let spread = 50; spread <= 80; spread += 10) await touch('touchMove', spread);
  return { release: () => touch('touchEnd', -1) };
}
