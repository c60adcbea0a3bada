import type { Breadcrumb, BrowserOptions, ErrorEvent } from '@sentry/browser';
import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import type { ReportUser } from '../../domain/errors/report-flags';
import { reportTags } from '../../domain/errors/report-flags';
import { scrubBreadcrumb, scrubEvent } from './scrub-event';

/** Spec 000 §9: at most 100 error reports per page load, and 100 breadcrumbs. */
export const MAX_EVENTS_PER_PAGE = 100;
export const MAX_BREADCRUMBS = 100;

/** The part of the Sentry SDK the reporter calls, so tests can watch it without sending anything. */
export interface SentryApi {
  init(options: BrowserOptions): unknown;
  setUser(user: { email: string } | null): void;
  setTag(key: string, value: string): void;
  captureException(error: unknown, hint?: { extra?: Record<string, string> }): unknown;
}

/**
 * Sentry is loaded on demand, in its own chunk: environments without a DSN (and the sandbox)
 * never download it, and the applicant's first screen does not wait for it.
 */
const loadSentry = async (): Promise<SentryApi> => {
  const { init, setUser, setTag, captureException } = await import('@sentry/browser');
  return { init, setUser, setTag, captureException };
};

export interface SentryReporterOptions {
  /** Without a DSN nothing is initialised and nothing is sent (development, sandbox). */
  readonly dsn: string | null;
  readonly environment: string;
}

/**
 * ErrorReporter over @sentry/browser. Every event and breadcrumb passes the scrubber before it
 * leaves, and the 101st event of a page load is dropped. Reports carry the user's e-mail and the
 * tags business_flow and gls_issuer.
 */
export class SentryErrorReporter implements ErrorReporter {
  private sent = 0;
  /** The initialised SDK; null without a DSN or when it could not load (blocked, offline). */
  private readonly sentry: Promise<SentryApi | null>;

  constructor(options: SentryReporterOptions, load: () => Promise<SentryApi> = loadSentry) {
    const dsn = options.dsn?.trim() ?? '';
    this.sentry =
      dsn === ''
        ? Promise.resolve(null)
        : load().then(
            (sentry) => {
              sentry.init({
                dsn,
                environment: options.environment,
                // Collect nothing the scrubber would have to remove: identify() sets the e-mail alone.
                dataCollection: { userInfo: false, cookies: false, httpBodies: [], urlQueryParams: false },
                maxBreadcrumbs: MAX_BREADCRUMBS,
                beforeSend: this.beforeSend,
                beforeBreadcrumb: this.beforeBreadcrumb,
              });
              return sentry;
            },
            () => null,
          );
  }

  identify(user: ReportUser & { readonly email: string | null }): void {
    void this.sentry.then((sentry) => {
      sentry?.setUser(user.email ? { email: user.email } : null);
      for (const [key, value] of Object.entries(reportTags(user))) sentry?.setTag(key, value);
    });
  }

  report(error: unknown, context?: Readonly<Record<string, string>>): void {
    void this.sentry.then((sentry) => sentry?.captureException(error, context ? { extra: { ...context } } : undefined));
  }

  /** Resolves once the SDK is ready (or known to be absent): reports made before then are not lost. */
  ready(): Promise<boolean> {
    return this.sentry.then((sentry) => sentry !== null);
  }

  /** Scrubs, then counts: only events that would leave count towards the cap. */
  readonly beforeSend = (event: ErrorEvent): ErrorEvent | null => {
    if (this.sent >= MAX_EVENTS_PER_PAGE) return null;
    this.sent += 1;
    return scrubEvent(event);
  };

  readonly beforeBreadcrumb = (breadcrumb: Breadcrumb): Breadcrumb | null => scrubBreadcrumb(breadcrumb);
}
