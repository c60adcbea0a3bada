import { APP_SETTINGS } from '../../src/application/ports/app-settings.port';
import { BUSINESS_CHECK_SERVICE } from '../../src/application/ports/business-check-service.port';
import { CAMERA } from '../../src/application/ports/camera.port';
import { CARD_PAYMENTS } from '../../src/application/ports/card-payments.port';
import { CLOCK } from '../../src/application/ports/clock.port';
import { DEVICE_PROFILE } from '../../src/application/ports/device-profile.port';
import { ERROR_REPORTER } from '../../src/application/ports/error-reporter.port';
import { IDS } from '../../src/application/ports/ids.port';
import { IMAGE_PROCESSOR } from '../../src/application/ports/image-processor.port';
import { INTERVIEW_SERVICE } from '../../src/application/ports/interview-service.port';
import type { Liveness } from '../../src/application/ports/liveness.port';
import { LIVENESS } from '../../src/application/ports/liveness.port';
import { NAVIGATOR } from '../../src/application/ports/navigator.port';
import { PARTNER_PROFILE } from '../../src/application/ports/partner-profile.port';
import { SCHEDULER } from '../../src/application/ports/scheduler.port';
import { SESSION_STORE } from '../../src/application/ports/session-store.port';
import type { Tracker } from '../../src/application/ports/tracking.port';
import { TRACKER } from '../../src/application/ports/tracking.port';
import { BrowserNavigator } from '../../src/adapters/browser/browser-navigator';
import { TimerScheduler } from '../../src/adapters/browser/timer-scheduler';
import { HttpInterviewService } from '../../src/adapters/http/http-interview-service';
import { SandboxCardPayments } from '../../src/adapters/sandbox/sandbox-card-payments';
import { SilentErrorReporter } from '../../src/adapters/sandbox/silent-error-reporter';
import { SentryErrorReporter } from '../../src/adapters/sentry/sentry-error-reporter';
import { StripeCardPayments } from '../../src/adapters/stripe/stripe-card-payments';
import { APPLICATION_CLASSES } from '../../src/main/application-classes';
import { buildContainer } from '../../src/main/container';
import { parseRuntimeConfig } from '../../src/main/runtime-config';
import { productionConfigJson, sandboxConfigJson } from './valid-config';

const PORTS = {
  APP_SETTINGS,
  BUSINESS_CHECK_SERVICE,
  CAMERA,
  CARD_PAYMENTS,
  CLOCK,
  DEVICE_PROFILE,
  ERROR_REPORTER,
  IDS,
  IMAGE_PROCESSOR,
  INTERVIEW_SERVICE,
  LIVENESS,
  NAVIGATOR,
  PARTNER_PROFILE,
  SCHEDULER,
  SESSION_STORE,
  TRACKER,
};

const footerLinksOf = (json: Record<string, unknown>) => ({
  ...('learnMoreUrl' in json ? { learnMore: json.learnMoreUrl } : {}),
  ...('privacyPolicyUrl' in json ? { privacyPolicy: json.privacyPolicyUrl } : {}),
  ...('termsUrl' in json ? { terms: json.termsUrl } : {}),
});

const containerFor = async (json: object) => {
  const config = parseRuntimeConfig(json);
  if (!config.ok) throw new Error(config.error);
  return buildContainer(config.value, 'https://verify.attest.example');
};

describe.each([
  ['sandbox', sandboxConfigJson],
  ['production', productionConfigJson],
])('the %s container', (_name, json) => {
  it.each(Object.entries(PORTS))('resolves the port %s', async (_token, token) => {
    expect((await containerFor(json)).get(token)).toBeDefined();
  });

  it('resolves every view model and use case, each once per page load', async () => {
    const container = await containerFor(json);
    for (const type of APPLICATION_CLASSES) {
      expect(container.get(type)).toBeInstanceOf(type);
      expect(container.get(type)).toBe(container.get(type));
    }
  });

  it('binds the interview service over HTTP and the browser navigator the UI router registers on', async () => {
    const container = await containerFor(json);
    expect(container.get(INTERVIEW_SERVICE)).toBeInstanceOf(HttpInterviewService);
    expect(container.get(NAVIGATOR)).toBe(container.get(BrowserNavigator));
    expect(container.get(SCHEDULER)).toBeInstanceOf(TimerScheduler);
  });

  it('hands the application the settings of the configuration', async () => {
    expect((await containerFor(json)).get(APP_SETTINGS)).toEqual({
      brandName: json.brandName,
      chatbotId: json.chatbotId,
      environment: json.environment,
      registrationNotFoundUrl: json.registrationNotFoundUrl,
      signInUrl: json.signInUrl,
      adsDashboardUrl: (json as { adsDashboardUrl?: string }).adsDashboardUrl ?? null,
      imageOrigins: ['https://verify.attest.example', ...((json as { imageOrigins?: string[] }).imageOrigins ?? [])],
      // The page's own origin and the configuration's, or null where it names none.
      redirectOrigins: redirectOriginsOf(json),
      footerLinks: { learnMore: null, privacyPolicy: null, terms: null, ...footerLinksOf(json) },
      helpArticles: (json as { helpArticles?: object }).helpArticles ?? {},
    });
  });
});

function redirectOriginsOf(json: object): string[] | null {
  const listed = (json as { redirectOrigins?: string[] }).redirectOrigins;
  return listed === undefined ? null : ['https://verify.attest.example', ...listed];
}

describe('which tracking adapter the configuration names', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends nothing anywhere without a tracking choice', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const tracker = (await containerFor(productionConfigJson)).get<Tracker>(TRACKER);
    tracker.track({ kind: 'screen-viewed', screen: 'overview' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(info).not.toHaveBeenCalled();
  });

  it('writes each event to the console with tracking "console", once its chunk has loaded, in order', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const tracker = (
      await containerFor({ ...productionConfigJson, environment: 'staging', tracking: 'console' })
    ).get<Tracker>(TRACKER);
    tracker.track({ kind: 'screen-viewed', screen: 'overview' });
    tracker.track({ kind: 'question-opened', attrType: 'core.ssn' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    tracker.track({ kind: 'payment-result', outcome: 'paid' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(info.mock.calls).toEqual([
      ['[attest:tracking] {"event":"screen-viewed","screen":"overview"}'],
      ['[attest:tracking] {"event":"question-opened","attrType":"core.ssn"}'],
      ['[attest:tracking] {"event":"payment-result","outcome":"paid"}'],
    ]);
  });
});

describe('which vendors serve the card, report and liveness ports', () => {
  it('uses the sandbox stand-ins when the environment is sandbox', async () => {
    const container = await containerFor(sandboxConfigJson);
    expect(container.get(CARD_PAYMENTS)).toBeInstanceOf(SandboxCardPayments);
    expect(container.get(ERROR_REPORTER)).toBeInstanceOf(SilentErrorReporter);
    // The sandbox's stand-in, loaded on first use, needs nothing loaded before a session.
    expect(await container.get<Liveness>(LIVENESS).prepare('en')).toEqual({ ok: true, value: undefined });
  });

  it.each(['production', 'staging', 'demo', 'dev'])('uses Stripe and Sentry in %s', async (environment) => {
    const container = await containerFor({ ...productionConfigJson, environment });
    expect(container.get(CARD_PAYMENTS)).toBeInstanceOf(StripeCardPayments);
    expect(container.get(ERROR_REPORTER)).toBeInstanceOf(SentryErrorReporter);
  });

  it('serves the video selfie with FaceTec outside the sandbox: unconfigured, it answers unexpected', async () => {
    const {
      faceTecDeviceKey: _key,
      faceTecPublicKey: _public,
      faceTecProductionKey: _production,
      ...withoutFaceTec
    } = productionConfigJson;
    const container = await containerFor({ ...withoutFaceTec, faceTecSdkUrl: null });
    expect(await container.get<Liveness>(LIVENESS).prepare('en')).toEqual({ ok: false, error: 'unexpected' });
  });
});
