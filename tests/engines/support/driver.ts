/** The three engines an applicant's browser runs on: Chrome and Edge, Safari (every iPhone browser), Firefox. */
export type Engine = 'chromium' | 'webkit' | 'firefox';
export const ENGINES: readonly Engine[] = ['chromium', 'webkit', 'firefox'];

/** The two devices every journey runs on: a desktop with a mouse (1280x800) and a phone (360x740). */
export type Device = 'desktop' | 'mobile';
export const DEVICES: readonly Device[] = ['desktop', 'mobile'];

export const VIEWPORTS: Readonly<Record<Device, { readonly width: number; readonly height: number }>> = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 360, height: 740 },
};

/** What a browser context may do, or how it differs, beyond its device's defaults. */
export interface Grants {
  /** The page may open the engine's fake camera; without it the camera is refused (NotAllowedError). */
  readonly camera?: boolean;
  /** Another user agent than the device's (e.g. a browser inside another app). */
  readonly userAgent?: string;
  /** The system asks for reduced motion (`prefers-reduced-motion: reduce`). */
  readonly reducedMotion?: boolean;
}

/** A key as the tests name it: 'Tab', 'Shift+Tab', 'Enter', 'Escape', 'ArrowDown', 'Control+a', ' ', ... */
export type Key = string;

/**
 * The few things each engine's driver does natively; the locators, waits and checks of
 * engine-page.ts are built on these alone, so they mean the same in every engine.
 * One driver is one page in a fresh context (cookies, storage).
 */
export interface Driver {
  readonly engine: Engine;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  reload(): Promise<void>;
  /**
   * Runs a function (its source) in the page with JSON arguments and resolves its awaited result
   * (JSON). The driver's own script: no engine holds it to the page's content security policy.
   */
  run<T>(fn: string, args: readonly unknown[]): Promise<T>;
  /** Gives the page a viewport of this many CSS px (a narrow window, or a screen zoomed in). */
  resize(width: number, height: number): Promise<void>;
  /** A real click (pointer events) in the middle of the element the selector names. */
  click(selector: string): Promise<void>;
  /** Presses one key or chord on whatever has the focus. */
  press(key: Key): Promise<void>;
  /** Types text key by key into whatever has the focus. */
  type(text: string): Promise<void>;
  /** Chooses files in the file input the selector names, as the system's file picker would. */
  setFiles(selector: string, files: readonly string[]): Promise<void>;
  /** A PNG of what the page shows (the whole page where the engine can, else the viewport). */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** One engine's browser: opens drivers (fresh contexts) for a device, and closes everything. */
export interface EngineBrowser {
  readonly engine: Engine;
  open(device: Device, grants: Grants): Promise<Driver>;
  close(): Promise<void>;
}

/** The user agents of the phones the journeys play: an iPhone's Safari for WebKit, Android for the others. */
export const PHONE_USER_AGENTS: Readonly<Record<Engine, string>> = {
  chromium:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  webkit:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (Android 14; Mobile; rv:153.0) Gecko/153.0 Firefox/153.0',
};

/** The engine the test process drives: ENGINE=chromium|webkit|firefox (default chromium). */
export function engineFromEnv(): Engine {
  const value = process.env.ENGINE ?? 'chromium';
  const engine = ENGINES.find((e) => e === value);
  if (engine === undefined) throw new Error(`ENGINE must be one of ${ENGINES.join(', ')}, not '${value}'`);
  return engine;
}
