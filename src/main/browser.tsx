import type { ServiceIdentifier } from 'inversify';
import { createRoot } from 'react-dom/client';
import type { AppSettings } from '../application/ports/app-settings.port';
import { APP_SETTINGS } from '../application/ports/app-settings.port';
import type { Navigator } from '../application/ports/navigator.port';
import { NAVIGATOR } from '../application/ports/navigator.port';
import { InterviewViewModel } from '../application/view-models/interview.view-model';
import { BrowserNavigator } from '../adapters/browser/browser-navigator';
import { resolveRoute } from '../domain/session/resolve-route';
import { parseStartupQuery, startupRedirect } from '../domain/session/startup-query';
import { App } from '../ui/app/app';
import type { Resolver, Token } from '../ui/app/resolver';
import { buildContainer } from './container';
import { loadRuntimeConfig } from './runtime-config';
import type { Scenario } from './sandbox-scenarios';
import { parseScenarioLink, parseScenarios, SCENARIOS_PATH, scenarioPath } from './sandbox-scenarios';
import { renderConfigError, renderSandboxPage } from './start-page';

// Browser entry: read /config.json, compose the app, start the session from the link, render.

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

/**
 * Spec is silent on the sandbox's start page: in the sandbox environment only, the bare root
 * address (no link query) lists the scenarios instead of redirecting to the overview, so a
 * newcomer opening http://localhost:8080/ finds every scenario. Every other address is the app.
 */
const isSandboxStart = (settings: AppSettings): boolean =>
  settings.environment === 'sandbox' && window.location.pathname === '/' && window.location.search === '';

/**
 * Starts the session of this page load from the link (spec 000 §4), then, with q in the link,
 * goes straight to that question (spec 000 §2). The landing route of a business case starts its
 * own session (BusinessLandingViewModel), so it is left alone here.
 */
function startSession(interview: InterviewViewModel): void {
  const { pathname, search } = window.location;
  const route = resolveRoute(pathname, search);
  if (route.kind === 'page' && route.page.id === 'google-business-verification-v2') return;
  interview.startSession(search);
  const redirect = startupRedirect(parseStartupQuery(search));
  if (redirect !== null) window.history.replaceState(null, '', redirect);
}

/** The plain pages (configuration error, sandbox start) in a main landmark of their own. */
function plainPage(root: HTMLElement): HTMLElement {
  const main = document.createElement('main');
  root.replaceChildren(main);
  return main;
}

async function start(root: HTMLElement): Promise<void> {
  const config = await loadRuntimeConfig((url, init) => fetch(url, init));
  if (!config.ok) return renderConfigError(plainPage(root), config.error);
  const container = buildContainer(config.value);
  const settings = container.get<AppSettings>(APP_SETTINGS);
  const navigator = container.get<Navigator>(NAVIGATOR);
  document.title = settings.brandName;
  if (isSandboxStart(settings)) {
    renderSandboxPage(plainPage(root), await fetchScenarios(), {
      create: createScenario,
      open: (url) => (url.startsWith('/') ? navigator.go(url) : navigator.redirect(url)),
    });
    return;
  }
  startSession(container.get(InterviewViewModel));
  const connectRouter = navigator instanceof BrowserNavigator ? navigator.useRouter.bind(navigator) : () => undefined;
  const resolver: Resolver = { get: <T,>(token: Token<T>) => container.get(token as ServiceIdentifier<T>) as T };
  createRoot(root).render(<App resolver={resolver} connectRouter={connectRouter} />);
}

const root = document.getElementById('root');
if (root) void start(root);
