import type { Container, ServiceIdentifier } from 'inversify';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppSettings } from '../application/ports/app-settings.port';
import { APP_SETTINGS } from '../application/ports/app-settings.port';
import type { Navigator } from '../application/ports/navigator.port';
import { NAVIGATOR } from '../application/ports/navigator.port';
import { InterviewLoadUseCase } from '../application/use-cases/interview-load.use-case';
import { LanguageStore } from '../application/view-models/language.store';
import type { ErrorReporter } from '../application/ports/error-reporter.port';
import { ERROR_REPORTER } from '../application/ports/error-reporter.port';
import { BrowserNavigator } from '../adapters/browser/browser-navigator';
import { reportPolicyViolations } from '../adapters/browser/policy-violations';
import { resolveRoute } from '../domain/session/resolve-route';
import type { Session } from '../domain/session/session';
import { HANDOFF_FAILED_PATH, parseStartupQuery, startupRedirect } from '../domain/session/startup-query';
import { App } from '../ui/app/app';
import type { Resolver, Token } from '../ui/app/resolver';
import { buildContainer } from './container';
import { earlyStart } from './early-start';

// Browser entry: take the configuration the start script read (start.ts), compose the app, start
// the session from the link, render.

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
async function startSession(loader: InterviewLoadUseCase, container: Container): Promise<Session | null> {
  const { pathname, search } = window.location;
  const route = resolveRoute(pathname, search);
  if (route.kind === 'page' && route.page.id === 'google-business-verification-v2') return null;
  const query = parseStartupQuery(search);
  if (query.handoff !== undefined) return startFromHandoffLink(container, search);
  const session = loader.startSession(search);
  const redirect = startupRedirect(query);
  if (redirect !== null) window.history.replaceState(null, '', redirect);
  return session;
}

/**
 * A hand-off link (contracts/README.md 'Hand-off codes'): its code is redeemed before anything else
 * loads, by a chunk of its own (./handoff-start). Spec is silent (the code is ours) on that chunk
 * failing to load (offline): the link-expired page shows rather than a blank page.
 */
const startFromHandoffLink = (container: Container, search: string): Promise<Session | null> =>
  import('./handoff-start').then(
    (chunk) => chunk.startFromHandoff(container, search),
    () => {
      window.history.replaceState(null, '', HANDOFF_FAILED_PATH);
      return null;
    },
  );

/**
 * Ends the current task, so start-up runs as several short tasks rather than one long one that
 * would keep the browser from answering input (Total Blocking Time).
 */
const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The plain pages (configuration error, sandbox start) in a main landmark of their own. */
function plainPage(root: HTMLElement): HTMLElement {
  const main = document.createElement('main');
  root.replaceChildren(main);
  return main;
}

async function start(root: HTMLElement): Promise<void> {
  // The start script has read the configuration (early-start.ts). Its field reader
  // (config-fields.ts) stays in the start scripts: as a chunk of its own beside config.json it cost
  // the overview more (2.4 KB gzipped against about 1 KB inside, where it shares helpers and
  // compresses with them: npm run bench:web). Only its vendor rules load apart, and only for a
  // configuration that names a vendor (load-runtime-config.ts).
  const early = earlyStart();
  const config = await early.config;
  if (!config.ok) {
    const { renderConfigError } = await import('./start-page');
    return renderConfigError(plainPage(root), config.error);
  }
  const container = await buildContainer(config.value, window.location.origin, early.answers);
  reportPolicyViolations(document, container.get<ErrorReporter>(ERROR_REPORTER));
  await yieldToBrowser();
  const settings = container.get<AppSettings>(APP_SETTINGS);
  const navigator = container.get<Navigator>(NAVIGATOR);
  document.title = settings.brandName;
  if (isSandboxStart(settings)) {
    const { showSandboxStart } = await import('./sandbox-start');
    return showSandboxStart(plainPage(root), navigator);
  }
  // The language is decided before anything renders, from the link as it came (the session start
  // below may rewrite the address), and its texts load beside the session's first calls.
  const language = container
    .get(LanguageStore)
    .start(parseStartupQuery(window.location.search).lang ?? null, window.navigator.languages ?? []);
  const loader = container.get(InterviewLoadUseCase);
  const session = await startSession(loader, container);
  // Loading starts before the first render; the screens' own load joins it.
  if (session?.kind === 'interview') void loader.load();
  await language;
  await yieldToBrowser();
  const connectRouter = navigator instanceof BrowserNavigator ? navigator.useRouter.bind(navigator) : () => undefined;
  const resolver: Resolver = { get: <T,>(token: Token<T>) => container.get(token as ServiceIdentifier<T>) as T };
  // The first render as a transition: React renders it in slices and yields to the browser
  // between them, so starting up never blocks input for long (Total Blocking Time).
  startTransition(() => createRoot(root).render(<App resolver={resolver} connectRouter={connectRouter} />));
}

const root = document.getElementById('root');
// Inside another site's frame nothing starts, so nothing can be clicked through it (click-jacking of
// Authorize or Pay). The policy's frame-ancestors 'none' already refuses frames where it travels as a
// header; this covers hosts that can only ship the <meta> policy, which cannot carry that directive.
if (root && window.top === window.self) void start(root);
