import { writeFile } from 'node:fs/promises';
import { Builder, type WebDriver, WebElement } from 'selenium-webdriver';
import type { ElementRef, EngineDriver } from './driver.ts';
import { freePort, installed, startProcess, waitUntilUp } from './processes.ts';
import { startXvfb } from './xvfb.ts';

const MINIBROWSER = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
];

/**
 * WebKit, the engine Safari shares: Debian's WebKitWebDriver (webkit2gtk-driver) driving MiniBrowser
 * on a virtual display, over WebDriver classic (it has no BiDi). The driver holds one session at a time,
 * so each engine run starts its own driver on a free port.
 */
export async function launchWebKit(): Promise<EngineDriver> {
  const driverPath = installed(['/usr/bin/WebKitWebDriver'], 'webkit2gtk-driver');
  const binary = installed(MINIBROWSER, 'libwebkit2gtk-4.1-0');
  const xvfb = process.env.DISPLAY ? null : await startXvfb();
  const port = await freePort();
  const env = { ...process.env, ...(xvfb ? { DISPLAY: xvfb.display } : {}) };
  const server = startProcess(driverPath, [`--port=${port}`], env);
  const stopAll = async () => {
    await server.stop();
    await xvfb?.stop();
  };
  let driver: WebDriver;
  try {
    await waitUntilUp(
      server,
      async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok,
      'WebKitWebDriver',
    );
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // Full screen: no toolbar, so the window (and the page) can be a phone's width (decision 441).
        'webkitgtk:browserOptions': { binary, args: ['--automation', '--full-screen'] },
      })
      .build();
  } catch (error) {
    await stopAll();
    throw error;
  }
  const el = (ref: ElementRef) => ref.engineElement as WebElement;
  return {
    engine: 'webkit',
    goto: (url) => driver.get(url),
    url: () => driver.getCurrentUrl(),
    async viewport(width, height) {
      // Whatever frame the window has is measured once and added. Full screen it has none; with its
      // toolbar MiniBrowser's window was never narrower than 447 px (decision 441).
      const inner = () => driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
      await driver.manage().window().setRect({ width, height });
      const first = await inner();
      await driver
        .manage()
        .window()
        .setRect({ width: 2 * width - first[0], height: 2 * height - first[1] });
      const [gotWidth, gotHeight] = await inner();
      return { width: gotWidth, height: gotHeight };
    },
    evaluate: <T>(source: string, arg?: unknown) =>
      driver.executeScript<T>(`return (${source})(arguments[0])`, arg),
    async element(source, arg) {
      const found = await driver.executeScript<unknown>(`return (${source})(arguments[0])`, arg);
      return found instanceof WebElement ? { engineElement: found } : null;
    },
    click: (ref) => el(ref).click(),
    type: (ref, text) => el(ref).sendKeys(text),
    async screenshot(file) {
      await writeFile(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    async close() {
      await driver.quit().catch(() => {});
      await stopAll();
    },
  };
}
