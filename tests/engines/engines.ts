import { launchChromium } from './chromium.ts';
import type { EngineDriver, EngineName } from './driver.ts';
import { launchFirefox } from './firefox.ts';
import { launchWebKit } from './webkit.ts';

const ENGINES: readonly EngineName[] = ['chromium', 'webkit', 'firefox'];

export const launch: Record<EngineName, () => Promise<EngineDriver>> = {
  chromium: launchChromium,
  webkit: launchWebKit,
  firefox: launchFirefox,
};

/** `EPD_ENGINES=webkit,firefox` runs only those. */
export function chosenEngines(): EngineName[] {
  const asked = process.env.EPD_ENGINES?.split(',').map((name) => name.trim());
  if (!asked) return [...ENGINES];
  const unknown = asked.filter((name) => !ENGINES.includes(name as EngineName));
  if (unknown.length)
    throw new Error(`EPD_ENGINES: unknown engine ${unknown.join(', ')} (${ENGINES.join(', ')})`);
  return asked as EngineName[];
}
