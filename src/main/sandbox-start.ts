import type { Navigator } from '../application/ports/navigator.port';
import type { Scenario } from './sandbox-scenarios';
import { parseScenarioLink, parseScenarios, SCENARIOS_PATH, scenarioPath } from './sandbox-scenarios';
import { renderSandboxPage } from './start-page';

// The sandbox's start page (its own chunk: a real applicant never loads it).

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

/** Lists the sandbox's scenarios in `root`; a click makes a fresh instance and opens its link. */
export async function showSandboxStart(root: HTMLElement, navigator: Navigator): Promise<void> {
  renderSandboxPage(root, await fetchScenarios(), {
    create: createScenario,
    // A scenario link is absolute (the sandbox's origin) or a path of this app.
    open: (url) => (url.startsWith('/') ? navigator.go(url) : navigator.redirect(url)),
  });
}
