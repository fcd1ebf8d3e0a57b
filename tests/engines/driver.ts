import { describe, FIND_SCRIPT, type Query } from './query.ts';

export type EngineName = 'chromium' | 'webkit' | 'firefox';

/** An element as one driver holds it; only that driver reads it. */
export type ElementRef = { readonly engineElement: unknown };

/**
 * What a journey needs of a browser, and no more: each engine's driver (webkit.ts over WebDriver
 * classic, firefox.ts over WebDriver BiDi, chromium.ts over CDP) implements it with real input.
 */
export interface EngineDriver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /**
   * Sets the page's own width and height in CSS pixels (the window's content, not its frame); answers
   * the size it got, which a browser's smallest window may hold above the one asked for.
   */
  viewport(width: number, height: number): Promise<{ width: number; height: number }>;
  /** Runs `source`, a JavaScript function expression, with `arg` in the page; answers its JSON result. */
  evaluate<T>(source: string, arg?: unknown): Promise<T>;
  /** The element `source` answers (called with `arg`), or null. */
  element(source: string, arg?: unknown): Promise<ElementRef | null>;
  click(element: ElementRef): Promise<void>;
  type(element: ElementRef, text: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

// Long: WebKit on a busy two-core machine takes seconds over what an idle one does.
const WAIT_MS = 30_000;
const POLL_MS = 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The journeys' words over any driver: find what the customer sees, wait for it, press and type. Every
 * wait polls the page until it holds or fails with what was looked for.
 */
export class EnginePage {
  constructor(
    readonly driver: EngineDriver,
    readonly baseURL: string,
  ) {}

  get engine() {
    return this.driver.engine;
  }

  goto(path: string) {
    return this.driver.goto(new URL(path, this.baseURL).href);
  }

  find(query: Query) {
    return this.driver.element(FIND_SCRIPT, query);
  }

  async waitFor(query: Query, timeout = WAIT_MS): Promise<ElementRef> {
    const until = Date.now() + timeout;
    for (;;) {
      const found = await this.find(query);
      if (found) return found;
      if (Date.now() > until) throw new Error(`${this.engine}: not on screen: ${describe(query)}`);
      await pause(POLL_MS);
    }
  }

  async waitGone(query: Query, timeout = WAIT_MS) {
    await this.until(
      async () => (await this.find(query)) === null,
      `still on screen: ${describe(query)}`,
      timeout,
    );
  }

  async until(holds: () => Promise<boolean>, what: string, timeout = WAIT_MS) {
    const until = Date.now() + timeout;
    while (!(await holds())) {
      if (Date.now() > until) throw new Error(`${this.engine}: ${what}`);
      await pause(POLL_MS);
    }
  }

  async waitForUrl(pattern: RegExp, timeout = WAIT_MS) {
    const until = Date.now() + timeout;
    for (;;) {
      const now = await this.driver.url();
      if (pattern.test(now)) return;
      if (Date.now() > until) throw new Error(`${this.engine}: the address ${now} is not ${pattern}`);
      await pause(POLL_MS);
    }
  }

  /** Presses a control once it shows and is enabled; a hidden check box or radio through its label. */
  async press(query: Query) {
    const found = await this.waitFor(query);
    await this.until(() => this.onElement(found, '!el.disabled'), `disabled: ${describe(query)}`);
    const hidden = await this.onElement(found, 'el.getClientRects().length === 0');
    await this.settle(found);
    if (!hidden) return this.driver.click(found);
    const label = await this.driver.element('(el) => el.labels[0]', found.engineElement);
    if (!label) throw new Error(`${this.engine}: hidden and unlabelled: ${describe(query)}`);
    return this.driver.click(label);
  }

  async fill(query: Query, text: string) {
    const found = await this.waitFor(query);
    await this.settle(found);
    await this.driver.click(found);
    await this.driver.type(found, text);
    await this.until(
      () => this.onElement(found, `el.value === ${JSON.stringify(text)}`),
      `the field did not take "${text}": ${describe(query)}`,
    );
  }

  /** The text of the first visible match. */
  async text(query: Query): Promise<string> {
    const found = await this.waitFor(query);
    return this.driver.evaluate<string>(
      '(el) => el.textContent.replace(/\\s+/g, " ").trim()',
      found.engineElement,
    );
  }

  async attribute(query: Query, name: string): Promise<string | null> {
    const found = await this.waitFor(query);
    return this.driver.evaluate<string | null>(
      `(el) => el.getAttribute(${JSON.stringify(name)})`,
      found.engineElement,
    );
  }

  /** Scrolls the element to the middle and lets two frames pass, as a person looks before pressing. */
  private async settle(found: ElementRef) {
    await this.driver.evaluate(
      '(el) => el.scrollIntoView({ block: "center", inline: "nearest" })',
      found.engineElement,
    );
    await pause(50);
  }

  /** Whether `check`, a JavaScript expression over `el`, holds in the page (source text: see query.ts). */
  private onElement(found: ElementRef, check: string): Promise<boolean> {
    return this.driver.evaluate<boolean>(`(el) => Boolean(${check})`, found.engineElement);
  }
}
