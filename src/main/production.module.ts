import type { TextsLoader } from '../application/ports/texts-loader.port';
import { TEXTS_LOADER } from '../application/ports/texts-loader.port';
import { textsChunkLoader } from './texts-chunk-loader';
import { ContainerModule } from 'inversify';
import type { CardPayments } from '../application/ports/card-payments.port';
import { CARD_PAYMENTS } from '../application/ports/card-payments.port';
import type { ErrorReporter } from '../application/ports/error-reporter.port';
import { ERROR_REPORTER } from '../application/ports/error-reporter.port';
import type { Liveness } from '../application/ports/liveness.port';
import { LIVENESS } from '../application/ports/liveness.port';
import type { SessionStore } from '../application/ports/session-store.port';
import { SESSION_STORE } from '../application/ports/session-store.port';
import { SentryErrorReporter } from '../adapters/sentry/sentry-error-reporter';
import { StripeCardPayments } from '../adapters/stripe/stripe-card-payments';
import { err } from '../domain/shared/result';
import { deferredAdapter } from './deferred-adapter';
import type { RuntimeConfig } from './runtime-config';
import { canaryOf } from './session-canary';

/** The real vendors: Stripe for cards, Sentry for error reports, FaceTec for the video selfie. */
export const productionModule = (config: RuntimeConfig): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<TextsLoader>(TEXTS_LOADER).toConstantValue(textsChunkLoader);
    bind<CardPayments>(CARD_PAYMENTS)
      .toDynamicValue(() => new StripeCardPayments(config.stripePublicKey))
      .inSingletonScope();
    bind<ErrorReporter>(ERROR_REPORTER)
      .toDynamicValue(() => new SentryErrorReporter({ dsn: config.sentryDsn, environment: config.environment }))
      .inSingletonScope();
    // Only the video selfie uses it: loaded on its first run (see deferredAdapter).
    bind<Liveness>(LIVENESS)
      .toDynamicValue((context) => {
        const store = context.get<SessionStore>(SESSION_STORE);
        return deferredAdapter<Liveness>(
          async () =>
            new (await import('../adapters/facetec/facetec-liveness')).FaceTecLiveness({
              sdkUrl: config.faceTecSdkUrl,
              sdkIntegrity: config.faceTecSdkIntegrity,
              deviceKey: config.faceTecDeviceKey,
              publicFaceScanKey: config.faceTecPublicKey,
              productionKey: config.faceTecProductionKey,
              sessionTokenUrl: config.livenessSessionTokenUrl,
              verifyUrl: config.livenessVerifyUrl,
              withCredentials: config.livenessWithCredentials,
              antiForgeryToken: () => canaryOf(store),
            }),
          () => err('cancelled-network-request'),
        );
      })
      .inSingletonScope();
  });
