import type { BrowserOptions, ErrorEvent } from '@sentry/browser';
import type { SentryApi } from '../../../src/adapters/sentry/sentry-error-reporter';
import { SentryErrorReporter } from '../../../src/adapters/sentry/sentry-error-reporter';

/** Records what the reporter asks of Sentry; nothing is sent anywhere. */
function fakeSentry() {
  const calls = {
    init: [] as BrowserOptions[],
    users: [] as unknown[],
    tags: {} as Record<string, string>,
    captured: [] as unknown[][],
  };
  const api: SentryApi = {
    init: (options) => calls.init.push(options),
    setUser: (user) => calls.users.push(user),
    setTag: (key, value) => (calls.tags[key] = value),
    captureException: (...args) => calls.captured.push(args),
  };
  return { api, calls, load: jest.fn(async () => api) };
}

/** Lets the calls queued behind the SDK's loading run. */
const settled = async (reporter: SentryErrorReporter) => {
  await reporter.ready();
  await Promise.resolve();
};

const DSN = 'https://public@o1.ingest.sentry.io/1';
const event = (message: string): ErrorEvent => ({ type: undefined, message });

describe('SentryErrorReporter', () => {
  it('loads nothing, initialises nothing and sends nothing without a DSN', async () => {
    const { calls, load } = fakeSentry();
    const reporter = new SentryErrorReporter({ dsn: null, environment: 'dev' }, load);
    reporter.identify({ email: 'jane@example.com', businessFlow: false, issuerId: null });
    reporter.report(new Error('boom'));
    expect(await reporter.ready()).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(calls.init).toEqual([]);
    expect(calls.captured).toEqual([]);
    expect(calls.users).toEqual([]);
  });

  it('sends nothing, and throws nothing, when Sentry cannot load (blocked or offline)', async () => {
    const reporter = new SentryErrorReporter({ dsn: DSN, environment: 'production' }, async () => {
      throw new Error('ChunkLoadError');
    });
    expect(() => reporter.report(new Error('boom'))).not.toThrow();
    expect(await reporter.ready()).toBe(false);
  });

  it('keeps a report made while Sentry is still loading', async () => {
    const { calls, load } = fakeSentry();
    const reporter = new SentryErrorReporter({ dsn: DSN, environment: 'production' }, load);
    const early = new Error('too early');
    reporter.report(early);
    await reporter.ready();
    await Promise.resolve();
    expect(calls.captured).toEqual([[early, undefined]]);
  });

  it('initialises with the DSN, 100 breadcrumbs and the scrubbing hooks', async () => {
    const { calls, load } = fakeSentry();
    const reporter = new SentryErrorReporter({ dsn: DSN, environment: 'production' }, load);
    await reporter.ready();
    expect(calls.init).toEqual([
      expect.objectContaining({
        dsn: DSN,
        environment: 'production',
        maxBreadcrumbs: 100,
        beforeSend: reporter.beforeSend,
        beforeBreadcrumb: reporter.beforeBreadcrumb,
      }),
    ]);
  });

  it('identifies the user by e-mail and tags the business flow and gls- issuers', async () => {
    const { calls, load } = fakeSentry();
    const reporter = new SentryErrorReporter({ dsn: DSN, environment: 'production' }, load);
    reporter.identify({ email: 'owner@biz.example', businessFlow: true, issuerId: 'gls-local-services' });
    await settled(reporter);
    expect(calls.users).toEqual([{ email: 'owner@biz.example' }]);
    expect(calls.tags).toEqual({ business_flow: 'true', gls_issuer: 'true' });

    reporter.identify({ email: null, businessFlow: false, issuerId: 'acme-staffing' });
    await settled(reporter);
    expect(calls.users.at(-1)).toBeNull();
    expect(calls.tags).toEqual({ business_flow: 'false', gls_issuer: 'false' });

    reporter.identify({ email: null, businessFlow: false, issuerId: 'cn=acme', issuerName: 'gls-acme' });
    await settled(reporter);
    expect(calls.tags).toEqual({ business_flow: 'false', gls_issuer: 'true' });
  });

  it('reports an error with its context as extra data', async () => {
    const { calls, load } = fakeSentry();
    const error = new Error('load failed');
    const reporter = new SentryErrorReporter({ dsn: DSN, environment: 'production' }, load);
    reporter.report(error, { stage: 'loading' });
    await settled(reporter);
    expect(calls.captured).toEqual([[error, { extra: { stage: 'loading' } }]]);
  });

  it('lets 100 events through per page load and stops the 101st', () => {
    const reporter = new SentryErrorReporter({ dsn: DSN, environment: 'production' }, fakeSentry().load);
    for (let i = 1; i <= 100; i += 1) expect(reporter.beforeSend(event(`error ${i}`))).not.toBeNull();
    expect(reporter.beforeSend(event('error 101'))).toBeNull();
    expect(reporter.beforeSend(event('error 102'))).toBeNull();
  });

  it('scrubs every event and breadcrumb on its way out', () => {
    const reporter = new SentryErrorReporter({ dsn: DSN, environment: 'production' }, fakeSentry().load);
    expect(JSON.stringify(reporter.beforeSend(event('ssn 123-45-6789')))).not.toContain('123-45-6789');
    expect(reporter.beforeBreadcrumb({ category: 'console', message: 'dob 04/15/1987' })?.message).not.toContain(
      '04/15/1987',
    );
  });
});
