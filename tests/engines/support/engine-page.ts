import type { Driver, Engine, Key } from './driver';
import type { Step } from './locator-steps';
import { textMatch } from './locator-steps';
import type { Resolved } from './in-page/page-queries';
import { AXE_SCRIPT, pageHelperScript } from './page-helper';

/** How long a locator waits for its element, like a person waiting for a screen (ms). */
export const DEFAULT_TIMEOUT = 15_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface NameOptions {
  readonly name?: string | RegExp;
  /** Whole name (default), or a case-insensitive part of it. */
  readonly exact?: boolean;
  readonly level?: number;
}

/** Finders shared by the page and every locator: by role, label, text or CSS, within what came before. */
abstract class Finders {
  protected abstract within(step: Step): Locator;

  getByRole(role: string, options: NameOptions = {}): Locator {
    return this.within({
      by: 'role',
      role,
      ...(options.name === undefined ? {} : { name: textMatch(options.name) }),
      ...(options.exact === undefined ? {} : { exact: options.exact }),
      ...(options.level === undefined ? {} : { level: options.level }),
    });
  }
  getByLabel(label: string | RegExp, options: { exact?: boolean } = {}): Locator {
    return this.within({ by: 'label', label: textMatch(label), ...options });
  }
  /** By text, as Playwright's: a case-insensitive part of the element's text unless `exact`. */
  getByText(text: string | RegExp, options: { exact?: boolean } = {}): Locator {
    return this.within({ by: 'text', text: textMatch(text), exact: options.exact ?? false });
  }
  locator(css: string): Locator {
    return this.within({ by: 'css', css });
  }
}

/** Scrolls the element to the middle of the screen and resolves once its box is the same two looks running. */
const HOLD_STILL_IN_VIEW = `async (s) => {
  const element = document.querySelector(s);
  element.scrollIntoView({ block: "center" });
  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  let last = "";
  for (let look = 0; look < 30; look += 1) {
    await frames();
    const box = element.getBoundingClientRect();
    const now = [box.x, box.y, box.width, box.height].join();
    if (now === last) return;
    last = now;
  }
  throw new Error("the element kept moving");
}`;

/**
 * A page in one engine with the locators the journeys use. Locators are resolved in the page by
 * Testing Library's queries (in-page/page-queries.ts), wait for their element as Playwright's do,
 * and act through the engine's driver: real clicks and key presses.
 */
export class EnginePage extends Finders {
  readonly keyboard = {
    press: (key: Key) => this.driver.press(key),
    type: (text: string) => this.driver.type(text),
  };

  constructor(readonly driver: Driver) {
    super();
  }

  get engine(): Engine {
    return this.driver.engine;
  }

  protected override within(step: Step): Locator {
    return new Locator(this, [step]);
  }

  goto(url: string): Promise<void> {
    return this.driver.goto(url);
  }
  reload(): Promise<void> {
    return this.driver.reload();
  }
  resize(width: number, height: number): Promise<void> {
    return this.driver.resize(width, height);
  }
  url(): Promise<string> {
    return this.driver.url();
  }
  async pathname(): Promise<string> {
    return new URL(await this.url()).pathname;
  }

  /** Runs `fn` in the page (its source crosses over: it must not close over test variables). */
  evaluate<T, A extends unknown[] = []>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.driver.run<T>(fn.toString(), args);
  }

  /** Runs a function of the in-page helper's, installing the helper in this document first when needed. */
  async withHelper<T>(fn: string, args: readonly unknown[]): Promise<T> {
    const call = `(...args) => window.__attestE2e === undefined ? { missing: true } : { value: (${fn})(window.__attestE2e, ...args) }`;
    let outcome = await this.driver.run<{ missing?: true; value?: T }>(call, args);
    if (outcome.missing === true) {
      await this.driver.run(`() => { ${pageHelperScript()} }`, []);
      outcome = await this.driver.run<{ missing?: true; value?: T }>(call, args);
    }
    return outcome.value as T;
  }

  /** Waits until `check` (run in the page) answers true. */
  async waitForFunction<A extends unknown[]>(
    fn: (...args: A) => boolean,
    args: A,
    what: string,
    timeout = DEFAULT_TIMEOUT,
  ): Promise<void> {
    const end = Date.now() + timeout;
    for (;;) {
      if (await this.driver.run<boolean>(fn.toString(), args).catch(() => false)) return;
      if (Date.now() > end) throw new Error(`Waited ${timeout} ms for ${what} on ${await this.url()}`);
      await sleep(POLL_MS);
    }
  }

  /** Waits until the address bar's path is this one. */
  async waitForPath(path: string | RegExp | ((path: string) => boolean), timeout = 20_000): Promise<void> {
    const end = Date.now() + timeout;
    const wanted =
      typeof path === 'string'
        ? (at: string) => at === path
        : path instanceof RegExp
          ? (at: string) => path.test(at)
          : path;
    for (;;) {
      const at = await this.pathname().catch(() => '');
      if (wanted(at)) return;
      if (Date.now() > end) throw new Error(`Expected the path ${String(path)}, but the page is at ${at}`);
      await sleep(POLL_MS);
    }
  }

  /** Waits until the address changes from `from` (a navigation by the app or the browser). */
  async waitForUrlChange(from: string, timeout = 20_000): Promise<string> {
    const end = Date.now() + timeout;
    for (;;) {
      const at = await this.url().catch(() => from);
      if (at !== from) return at;
      if (Date.now() > end) throw new Error(`The page stayed at ${from}`);
      await sleep(POLL_MS);
    }
  }

  /** axe-core's WCAG violations of the page as it is (axe installed in this document first). */
  async axe(tags: readonly string[]): Promise<AxeViolation[]> {
    const installed = await this.driver.run<boolean>('() => typeof window.axe === "object"', []);
    if (!installed) await this.driver.run(`() => { ${AXE_SCRIPT} }`, []);
    const results = await this.driver.run<{ violations: AxeViolation[] }>(
      `(tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } })
        .then((r) => ({ violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
          helpUrl: v.helpUrl, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) })) }))`,
      [tags],
    );
    return results.violations;
  }

  screenshot(file: string): Promise<void> {
    return this.driver.screenshot(file);
  }
}

export interface AxeViolation {
  readonly id: string;
  readonly impact?: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly { readonly target: unknown; readonly failureSummary?: string }[];
}

type ElementState = 'visible' | 'hidden' | 'attached' | 'detached';

/** A description of elements on the page, resolved anew at each use (Playwright's idea of a locator). */
export class Locator extends Finders {
  constructor(
    private readonly page: EnginePage,
    private readonly steps: readonly Step[],
  ) {
    super();
  }

  protected override within(step: Step): Locator {
    return new Locator(this.page, [...this.steps, step]);
  }

  /** Only the matches whose text contains this (case-insensitive) or matches this pattern. */
  filter(options: { hasText: string | RegExp }): Locator {
    return this.within({ by: 'has-text', text: textMatch(options.hasText) });
  }
  nth(index: number): Locator {
    return this.within({ by: 'nth', index });
  }
  first(): Locator {
    return this.nth(0);
  }
  last(): Locator {
    return this.nth(-1);
  }

  override toString(): string {
    return this.steps
      .map((s) => {
        const { by, ...rest } = s;
        return `${by}(${JSON.stringify(rest)})`;
      })
      .join(' > ');
  }

  private resolve(mark: boolean): Promise<Resolved> {
    return this.page.withHelper<Resolved>('(helper, steps, mark) => helper.resolve(steps, mark)', [this.steps, mark]);
  }

  /** Waits (up to `timeout`) for the first match to be in this state. */
  async waitFor(options: { state?: ElementState; timeout?: number } = {}): Promise<void> {
    const { state = 'visible', timeout = DEFAULT_TIMEOUT } = options;
    const end = Date.now() + timeout;
    for (;;) {
      const found = await this.resolve(false).catch(() => undefined);
      if (found !== undefined) {
        const ok = {
          visible: found.visible,
          hidden: !found.visible,
          attached: found.count > 0,
          detached: found.count === 0,
        }[state];
        if (ok) return;
      }
      if (Date.now() > end) {
        throw new Error(`Waited ${timeout} ms for ${this.toString()} to be ${state} on ${await this.page.url()}`);
      }
      await sleep(POLL_MS);
    }
  }

  /** A selector for the first visible match, once there is one: what the driver acts on. */
  private async target(timeout = DEFAULT_TIMEOUT): Promise<string> {
    await this.waitFor({ state: 'visible', timeout });
    const { selector } = await this.resolve(true);
    if (selector === null) throw new Error(`${this.toString()} went away before it could be used`);
    return selector;
  }

  /** Acts on the first visible match, trying again while the element moves or is replaced. */
  private async act(action: (selector: string) => Promise<void>, timeout = DEFAULT_TIMEOUT): Promise<void> {
    const end = Date.now() + timeout;
    for (;;) {
      try {
        return await action(await this.target(Math.max(end - Date.now(), POLL_MS)));
      } catch (error) {
        if (Date.now() > end) throw new Error(`${this.toString()}: ${(error as Error).message}`, { cause: error });
        await sleep(POLL_MS * 2);
      }
    }
  }

  /**
   * A click in the middle of the element, scrolled to the middle of the screen first, as a person
   * brings a button into view. A driver's own scroll leaves it at the screen's edge, where clicks
   * landed beside it while the page was still settling (Firefox 153 after a chosen photo, WebKitGTK
   * 2.50 on a schema form's Continue and the camera overlay's 'Use this photo'). The click waits
   * until the element holds still for two frames: the driver takes its middle, then clicks there,
   * and a list still moving in between sent a tap to the tile beside (WebKitGTK, the overview).
   */
  click(): Promise<void> {
    return this.act(async (selector) => {
      await this.page.driver.run(HOLD_STILL_IN_VIEW, [selector]);
      await this.page.driver.click(selector);
    });
  }

  /** Focuses the element (scrolled into view), as a tap on it or Tab would. */
  focus(): Promise<void> {
    return this.act(async (selector) => {
      await this.page.driver.run(
        '(s) => { const e = document.querySelector(s); e.scrollIntoView({ block: "center" }); e.focus(); }',
        [selector],
      );
    });
  }

  /** Replaces the field's text by typing it, key by key, as a person would after selecting what was there. */
  async fill(text: string): Promise<void> {
    await this.act(async (selector) => {
      await this.page.driver.run(
        '(s) => { const e = document.querySelector(s); e.scrollIntoView({ block: "center" }); e.focus(); if (typeof e.select === "function") e.select(); }',
        [selector],
      );
      const selected = await this.page.driver.run<boolean>(
        '(s) => { const e = document.querySelector(s); return document.activeElement === e && (e.value === undefined || e.value === "" || e.selectionStart === null || e.selectionEnd - e.selectionStart === e.value.length); }',
        [selector],
      );
      if (!selected) throw new Error('the field did not take the focus');
    });
    if (text === '') await this.page.driver.press('Backspace');
    else await this.page.driver.type(text);
  }

  press(key: Key): Promise<void> {
    return this.focus().then(() => this.page.driver.press(key));
  }

  async check(): Promise<void> {
    if (!(await this.isChecked())) await this.click();
    if (!(await this.isChecked())) throw new Error(`${this.toString()} did not become checked`);
  }

  async isChecked(): Promise<boolean> {
    return this.evaluate((e) => (e as HTMLInputElement).checked || e.getAttribute('aria-checked') === 'true');
  }

  /**
   * Chooses an option of a native select by its value or label. The engines draw the open list
   * outside the page (no driver can click in it), so this sets it as the browser does once the
   * person picks: the value, then `input` and `change`.
   */
  selectOption(option: string): Promise<void> {
    return this.act(async (selector) => {
      const chosen = await this.page.driver.run<boolean>(
        `(s, option) => {
          const select = document.querySelector(s);
          const match = [...select.options].find((o) => o.value === option || o.label === option);
          if (!match) return false;
          select.focus();
          select.value = match.value;
          select.dispatchEvent(new Event('input', { bubbles: true }));
          select.dispatchEvent(new Event('change', { bubbles: true }));
          return true;
        }`,
        [selector, option],
      );
      if (!chosen) throw new Error(`no option '${option}'`);
    });
  }

  /** Chooses files in a file input (it may be visually hidden behind its label, as drop zones are). */
  async setInputFiles(files: readonly string[]): Promise<void> {
    await this.waitFor({ state: 'attached' });
    const { selector } = await this.resolve(true);
    if (selector === null) throw new Error(`${this.toString()} went away`);
    await this.page.driver.setFiles(selector, files);
  }

  /** Runs `fn` on the first match in the page (its source crosses over: no test variables). */
  async evaluate<T, A = undefined>(fn: (element: Element, arg: A) => T, arg?: A): Promise<T> {
    await this.waitFor({ state: 'attached' });
    return this.page.withHelper<T>(`(helper, steps, arg) => (${fn.toString()})(helper.all(steps)[0], arg)`, [
      this.steps,
      arg ?? null,
    ]);
  }

  async innerText(): Promise<string> {
    return (await this.evaluate((e) => (e as HTMLElement).innerText)).trim();
  }
  inputValue(): Promise<string> {
    return this.evaluate((e) => (e as HTMLInputElement).value);
  }
  getAttribute(name: string): Promise<string | null> {
    return this.evaluate((e, n) => e.getAttribute(n as string), name);
  }
  async allInnerTexts(): Promise<string[]> {
    return this.page.withHelper<string[]>('(helper, steps) => helper.all(steps).map((e) => e.innerText.trim())', [
      this.steps,
    ]);
  }
}
