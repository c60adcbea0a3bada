import type { AppSettings } from '../application/ports/app-settings.port';
import { APP_SETTINGS } from '../application/ports/app-settings.port';
import type { Navigator } from '../application/ports/navigator.port';
import { NAVIGATOR } from '../application/ports/navigator.port';
import { buildContainer } from './container';
import { loadRuntimeConfig } from './runtime-config';
import type { Scenario } from './sandbox-scenarios';
import { parseScenarioLink, parseScenarios, SCENARIOS_PATH, scenarioPath } from './sandbox-scenarios';
import { renderConfigError, renderProductPage, renderSandboxPage } from './start-page';

// Browser entry: read /config.json, compose the app, show the start page. The React screens
// replace the start page with the applicant web app issue.

const SANDBOX_DOWN = 'The sandbox backend did not answer. Is `npm run sandbox` running?';

async function fetchScenarios(): Promise<readonly Scenario[] | { readonly failure: string }> {
  try {
    const response = await fetch(SCENARIOS_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) return { failure: SANDBOX_DOWN };
    const scenarios = parseScenarios(await response.json());
    return scenarios.ok ? scenarios.value : { failure: scenarios.error };
  } catch {
    return { failure: SANDBOX_DOWN };
  }
}

async function createScenario(name: string): Promise<{ readonly url: string } | { readonly failure: string }> {
  try {
    const response = await fetch(scenarioPath(name), { method: 'POST', headers: { Accept: 'application/json' } });
    const url = response.ok ? parseScenarioLink(await response.json()) : null;
    return url === null ? { failure: `The sandbox could not create ${name}.` } : { url };
  } catch {
    return { failure: SANDBOX_DOWN };
  }
}

async function start(root: HTMLElement): Promise<void> {
  const config = await loadRuntimeConfig((url, init) => fetch(url, init));
  if (!config.ok) return renderConfigError(root, config.error);
  const container = buildContainer(config.value);
  const settings = container.get<AppSettings>(APP_SETTINGS);
  document.title = settings.environment === 'sandbox' ? 'Attest sandbox' : settings.brandName;
  if (settings.environment !== 'sandbox') return renderProductPage(root, settings.brandName);
  const navigator = container.get<Navigator>(NAVIGATOR);
  renderSandboxPage(root, await fetchScenarios(), {
    create: createScenario,
    // A scenario link is absolute (the sandbox's origin) or a path of this app.
    open: (url) => (url.startsWith('/') ? navigator.go(url) : navigator.redirect(url)),
  });
}

const root = document.getElementById('root');
if (root) void start(root);
