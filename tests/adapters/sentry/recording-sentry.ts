import * as Sentry from '@sentry/browser';
import type { BrowserOptions } from '@sentry/browser';
import type { SentryApi } from '../../../src/adapters/sentry/sentry-error-reporter';

// The real @sentry/browser SDK with a transport of the tests' own that keeps every envelope instead
// of sending it, for the tests that search what would leave the browser. Each test file has its
// own module registry, so each has its own `sent`.

export const DSN = 'https://public@o1.ingest.sentry.io/1';

/** Every envelope the SDK hands to its transport, as the bytes it would send. */
export const sent: string[] = [];

const recordingTransport: BrowserOptions['transport'] = (options) =>
  Sentry.createTransport(options, async ({ body }) => {
    sent.push(typeof body === 'string' ? body : new TextDecoder().decode(body));
    return { statusCode: 200 };
  });

/** The real SDK, initialised with whatever the reporter asks for plus the recording transport. */
export const realSentry = async (): Promise<SentryApi> => ({
  init: (options) => Sentry.init({ ...options, transport: recordingTransport }),
  setUser: Sentry.setUser,
  setTag: Sentry.setTag,
  captureException: Sentry.captureException,
});
