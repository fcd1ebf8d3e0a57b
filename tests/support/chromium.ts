import { existsSync } from 'node:fs';

/**
 * Which Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the one
 * Playwright may have downloaded itself (undefined lets Playwright look), failing with the way to get one.
 */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

export const CHROMIUM_MISSING =
  'No Chromium found. Install Debian\'s with "apt-get install -y chromium", or set CHROMIUM_PATH to a Chromium binary.';

/** Flags for a closed network: no background connections, no sandbox as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
