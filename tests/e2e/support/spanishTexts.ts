import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The Spanish screens' words kept byte for byte (decision 490): when SPANISH_TEXTS_DIR names a folder,
 * each screen's title and visible text (document.body.innerText, once the network is quiet, without the
 * documents' own text layers) is written
 * there, one file per screen, so that two builds' Spanish screens can be compared with `diff -r`.
 * Without the variable it writes nothing.
 */
/** What differs from run to run, not by language: a payment's confirmation number and its time of day. */
const steady = (text: string): string =>
  text.replace(/\bCNF[A-Z0-9]+/g, 'CNF…').replace(/\b\d{1,2}:\d{2}:\d{2}(\s?[ap]\.?\s?m\.?)?/gi, '…:…:…');

export async function keepScreenText(page: Page, screen: string): Promise<void> {
  const dir = process.env.SPANISH_TEXTS_DIR;
  if (!dir) return;
  await page.waitForLoadState('networkidle');
  // The documents' own words (a PDF's text layer) are not the portal's, and show when the page is drawn.
  const { title, text } = await page.evaluate(() => {
    const layers = [...document.querySelectorAll<HTMLElement>('.textLayer')];
    const shown = layers.map((layer) => layer.style.display);
    for (const layer of layers) layer.style.display = 'none';
    const words = { title: document.title, text: document.body.innerText };
    layers.forEach((layer, i) => {
      layer.style.display = shown[i] ?? '';
    });
    return words;
  });
  mkdirSync(dir, { recursive: true });
  const file = `${screen.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.txt`;
  writeFileSync(join(dir, file), steady(`${title}\n\n${text}\n`));
}
