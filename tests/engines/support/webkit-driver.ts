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
  return {
    engine: 'webkit',
    async open(device, grants) {
      const opening = openSession(driver.base, device, grants);
      try {
        return await withinTime(opening, SESSION_START_MS, 'A new MiniBrowser');
      } catch {
        // A MiniBrowser that never answers (seen about once in a hundred sessions while another
        // engine's tests share the machine's two cores) holds the driver's only session: start a
        // new driver, with a new MiniBrowser, once.
        opening.catch(() => undefined);
        driver.stop();
        driver = await startDriver(display);
        return openSession(driver.base, device, grants);
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

async function command<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = (await response.json()) as { value: T | WebDriverError };
  if (!response.ok) {
    const error = value as WebDriverError;
    throw new Error(`WebKitWebDriver ${method} ${path}: ${error.error}: ${error.message}`);
  }
  return value as T;
}

async function openSession(base: string, device: Device, grants: Grants): Promise<Driver> {
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
  const call = <T>(method: string, path: string, body?: unknown) => command<T>(base, method, `${session}${path}`, body);
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

  // The window holds MiniBrowser's toolbar: size it so the page gets the viewport asked for.
  const resize = async (width: number, height: number): Promise<void> => {
    await call('POST', '/window/rect', { width, height });
    const inner = await run<{ w: number; h: number }>('() => ({ w: innerWidth, h: innerHeight })', []);
    await call('POST', '/window/rect', { width: width * 2 - inner.w, height: height * 2 - inner.h });
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
