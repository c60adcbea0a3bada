import { launchChromium } from './chromium-driver';
import type { Engine, EngineBrowser } from './driver';
import { launchFirefox } from './firefox-driver';
import { launchWebKit } from './webkit-driver';

const LAUNCHERS: Readonly<Record<Engine, () => Promise<EngineBrowser>>> = {
  chromium: launchChromium,
  webkit: launchWebKit,
  firefox: launchFirefox,
};

/** Starts one engine's browser (and, for WebKit, its display and driver). */
export function launchEngine(engine: Engine): Promise<EngineBrowser> {
  return LAUNCHERS[engine]();
}
