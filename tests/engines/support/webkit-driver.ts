import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Device, Driver, EngineBrowser, Grants } from './driver';
import { PHONE_USER_AGENTS, VIEWPORTS } from './driver';

/**
 * WebKit, Safari's engine: Debian's WebKitGTK MiniBrowser under Xvfb, driven by its
 * WebKitWebDriver over W3C WebDriver (STACK.md 'Other engines'), with plain HTTP calls: the few
 * commands used here need no client library. Each driver is a WebDriver session, a fresh
 * MiniBrowser with its own cookies and storage.
 */
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** MiniBrowser with GTK's animations off: how a WebKitGTK page is told to reduce motion. */
const REDUCED_MOTION_MINIBROWSER = path.join(__dirname, 'minibrowser-reduced-motion.sh');
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject()));
    });
  });
}

/** The first X display number with no server (no socket in /tmp/.X11-unix). */
function freeDisplay(): number {
  for (let n = 90; n < 200; n += 1) if (!existsSync(`/tmp/.X11-unix/X${n}`)) return n;
  throw new Error('No free X display number');
}

/**
 * GTK styles for MiniBrowser's own window: its toolbar keeps a window at least 447 px wide, too
 * wide for a phone; shrinking the toolbar's widgets (not the page) lets the window be 360 px.
 */
function gtkConfigHome(): string {
  const home = mkdtempSync(path.join(tmpdir(), 'attest-webkit-'));
  mkdirSync(path.join(home, 'gtk-3.0'));
  writeFileSync(
    path.join(home, 'gtk-3.0/gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 4px; }\n',
  );
  return home;
}

function stop(child: ChildProcess): void {
  if (child.exitCode === null) child.kill('SIGTERM');
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms`);
}

/** How long a new MiniBrowser may take to answer its first commands (it usually takes 1 to 3 s). */
const SESSION_START_MS = 30_000;

/** A WebKitWebDriver on a free port, in a process group of its own with the MiniBrowsers it starts. */
async function startDriver(display: number): Promise<{ readonly base: string; stop(): void }> {
  const port = await freePort();
  const child = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, DISPLAY: `:${display}`, XDG_CONFIG_HOME: gtkConfigHome() },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${base}/status`)).ok, 'WebKitWebDriver');
  return {
    base,
    stop: () => {
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    },
  };
}

export async function launchWebKit(): Promise<EngineBrowser> {
  const display = freeDisplay();
  const xvfb = spawn('Xvfb', [`:${display}`, '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  await waitFor(async () => existsSync(`/tmp/.X11-unix/X${display}`), 'Xvfb');
  let driver = await startDriver(display);
  // Set when a session went silent: its MiniBrowser holds the driver's only session.
  let silentSession = false;
  const restartDriver = async (): Promise<void> => {
    driver.stop();
    driver = await startDriver(display);
  };
  return {
    engine: 'webkit',
    async open(device, grants) {
      if (silentSession) {
        silentSession = false;
        await restartDriver();
      }
      const onSilent = () => (silentSession = true);
      const opening = openSession(driver.base, device, grants, onSilent);
      try {
        return await withinTime(opening, SESSION_START_MS, 'A new MiniBrowser');
      } catch {
        // A MiniBrowser that never answers (seen about once in a hundred sessions while another
        // engine's tests share the machine's two cores) holds the driver's only session: start a
        // new driver, with a new MiniBrowser, once.
        opening.catch(() => undefined);
        await restartDriver();
        return openSession(driver.base, device, grants, onSilent);
      }
    },
    async close(): Promise<void> {
      driver.stop();
      stop(xvfb);
    },
  };
}

function withinTime<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

interface WebDriverError {
  readonly error: string;
  readonly message: string;
}

/**
 * How long one command may take. The tests poll from Node, so every command is short (a script
 * has WebDriver's own 30 s); a MiniBrowser that stops answering mid-test (seen about once in four
 * full runs, with another engine's tests on the machine's two cores) would otherwise hold the test
 * to jest's limit, and its hooks after it.
 */
const COMMAND_MS = 60_000;
/**
 * How a silent driver's error begins: scripts/test-engines.mjs runs a test that failed with it
 * once more, in a new MiniBrowser.
 */
const SILENT_DRIVER = 'WebKitWebDriver went silent';

async function command<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  let value: T | WebDriverError;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(COMMAND_MS),
    });
    ({ value } = (await response.json()) as { value: T | WebDriverError });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new Error(`${SILENT_DRIVER}: ${method} ${path} had no answer within ${COMMAND_MS} ms`, { cause: error });
    }
    throw error;
  }
  if (!response.ok) {
    const error = value as WebDriverError;
    throw new Error(`WebKitWebDriver ${method} ${path}: ${error.error}: ${error.message}`);
  }
  return value as T;
}

interface Size {
  readonly width: number;
  readonly height: number;
}

const VIEWPORT_AFTER_TWO_FRAMES =
  '() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => ' +
  'resolve({ width: innerWidth, height: innerHeight }))))';

/** A session in a new MiniBrowser; `onSilent` hears when one of its commands had no answer. */
async function openSession(base: string, device: Device, grants: Grants, onSilent: () => void): Promise<Driver> {
  const userAgent = grants.userAgent ?? (device === 'mobile' ? PHONE_USER_AGENTS.webkit : undefined);
  const { sessionId } = await command<{ sessionId: string }>(base, 'POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: grants.reducedMotion === true ? REDUCED_MOTION_MINIBROWSER : MINIBROWSER,
          args: [
            '--automation',
            // A mock camera ('Mock video device 1'); WebKitGTK's automation grants it without a prompt.
            ...(grants.camera === true ? ['--enable-mock-capture-devices=true', '--enable-media-stream=true'] : []),
            // Tab reaches links and buttons too, as with Safari's 'Press Tab to highlight each item'
            // (the setting a keyboard user turns on).
            '--enable-tabs-to-links=true',
            ...(userAgent === undefined ? [] : [`--user-agent=${userAgent}`]),
          ],
        },
      },
    },
  });
  const session = `/session/${sessionId}`;
  // After one silent command the others would wait as long: they fail at once, and closing leaves
  // the session to the new driver the next open starts (and says the driver went silent).
  let silent = false;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    if (silent) throw new Error(`${SILENT_DRIVER} earlier in this test`);
    try {
      return await command<T>(base, method, `${session}${path}`, body);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(SILENT_DRIVER)) {
        silent = true;
        onSilent();
      }
      throw error;
    }
  };
  const run = async <T>(fn: string, args: readonly unknown[]): Promise<T> => {
    const outcome = await call<{ value?: T; error?: string }>('POST', '/execute/async', {
      script:
        'const done = arguments[arguments.length - 1];' +
        `Promise.resolve().then(() => (${fn}).apply(null, ${JSON.stringify(args)}))` +
        '.then((value) => done({ value: value === undefined ? null : value }), (e) => done({ error: String(e && e.stack || e) }));',
      args: [],
    });
    if (outcome.error !== undefined) throw new Error(`In the page: ${outcome.error}`);
    return outcome.value as T;
  };
  const element = async (selector: string): Promise<string> => {
    const found = await call<Record<string, string>>('POST', '/element', { using: 'css selector', value: selector });
    return found[ELEMENT]!;
  };

  // The window holds MiniBrowser's toolbar: size the window so that the page gets the viewport
  // asked for. The page learns its new size a moment after the window's (reading it at once once
  // gave a window narrower than nothing): measure the toolbar only when the page's size has held.
  const settledViewport = async (): Promise<Size> => {
    let last = await run<Size>(VIEWPORT_AFTER_TWO_FRAMES, []);
    for (let read = 0; read < 20; read += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = await run<Size>(VIEWPORT_AFTER_TWO_FRAMES, []);
      if (now.width === last.width && now.height === last.height) return now;
      last = now;
    }
    return last;
  };
  const resize = async (width: number, height: number): Promise<void> => {
    await call('POST', '/window/rect', { width, height });
    for (let attempt = 1; ; attempt += 1) {
      const page = await settledViewport();
      if (page.width === width && page.height === height) return;
      if (attempt > 5)
        throw new Error(`MiniBrowser's page stayed ${page.width}x${page.height}, not ${width}x${height}`);
      const window = await call<Size>('GET', '/window/rect');
      await call('POST', '/window/rect', {
        width: width + Math.max(0, window.width - page.width),
        height: height + Math.max(0, window.height - page.height),
      });
    }
  };
  await resize(VIEWPORTS[device].width, VIEWPORTS[device].height);

  return {
    engine: 'webkit',
    goto: async (url) => {
      await call('POST', '/url', { url });
    },
    url: () => call<string>('GET', '/url'),
    reload: async () => {
      await call('POST', '/refresh', {});
    },
    run,
    resize,
    click: async (selector) => {
      await call('POST', `/element/${await element(selector)}/click`, {});
    },
    press: async (key) => {
      await call('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions: keyActions(key) }] });
      await call('DELETE', '/actions');
    },
    type: async (text) => {
      const actions = [...text].flatMap((c) => [
        { type: 'keyDown', value: c },
        { type: 'keyUp', value: c },
      ]);
      await call('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
      await call('DELETE', '/actions');
    },
    setFiles: async (selector, files) => {
      await call('POST', `/element/${await element(selector)}/value`, { text: files.join('\n') });
    },
    screenshot: async (file) => {
      // WebDriver shows the viewport only.
      await writeFile(file, Buffer.from(await call<string>('GET', '/screenshot'), 'base64'));
    },
    close: async () => {
      // Said here too, as the test's own error may be a wait that read the silence as 'not yet'.
      if (silent) throw new Error(`${SILENT_DRIVER} during this test: its MiniBrowser is left to a new driver`);
      await call('DELETE', '');
    },
  };
}

/** WebDriver's code points for the named keys the tests press (W3C WebDriver, 'Keyboard actions'). */
const KEYS: Readonly<Record<string, string>> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Backspace: '\uE003',
  Delete: '\uE017',
  Space: ' ',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Meta: '\uE03D',
};

function keyActions(key: string): { type: string; value: string }[] {
  const parts = key.length > 1 && key.includes('+') ? key.split('+') : [key];
  const values = parts.map((part) => {
    const value = KEYS[part] ?? (part.length === 1 ? part : undefined);
    if (value === undefined) throw new Error(`The WebKit driver does not know the key '${part}'`);
    return value;
  });
  return [
    ...values.map((value) => ({ type: 'keyDown', value })),
    ...values.reverse().map((value) => ({ type: 'keyUp', value })),
  ];
}
