import type { TextsLoader } from '../application/ports/texts-loader.port';
import { TEXTS_LOADER } from '../application/ports/texts-loader.port';
import { ContainerModule } from 'inversify';
import type { CardPayments } from '../application/ports/card-payments.port';
import { CARD_PAYMENTS } from '../application/ports/card-payments.port';
import type { ErrorReporter } from '../application/ports/error-reporter.port';
import { ERROR_REPORTER } from '../application/ports/error-reporter.port';
import type { Liveness } from '../application/ports/liveness.port';
import { LIVENESS } from '../application/ports/liveness.port';
import type { SessionStore } from '../application/ports/session-store.port';
import { SESSION_STORE } from '../application/ports/session-store.port';
import { SandboxCardPayments } from '../adapters/sandbox/sandbox-card-payments';
import { SilentErrorReporter } from '../adapters/sandbox/silent-error-reporter';
import { err, ok } from '../domain/shared/result';
import type { Resolver } from '../ui/app/resolver';
import { deferredAdapter } from './deferred-adapter';
import { textsChunkLoader } from './texts-chunk-loader';
import type { RuntimeConfig } from './runtime-config';
import { canaryOf } from './session-canary';

/**
 * The sandbox's stand-ins for the vendors: test cards typed into plain inputs, a liveness check
 * that uses the real camera and the sandbox's own liveness service, and error reports that go
 * nowhere. Nothing reaches Stripe, Sentry or FaceTec.
 */
export const sandboxModule = (config: RuntimeConfig): ContainerModule =>
  new ContainerModule(({ bind }) => {
    // A link with pseudo=1 swaps Spanish for the pseudo-locale (pseudo-texts.ts), for the browser
    // test that finds text no catalogue gave; read when the language store starts, before the app
    // may rewrite the address.
    bind<TextsLoader>(TEXTS_LOADER)
      .toDynamicValue(() =>
        new URLSearchParams(globalThis.location?.search ?? '').get('pseudo') === '1'
          ? pseudoTextsLoader
          : textsChunkLoader,
      )
      .inSingletonScope();
    bind<CardPayments>(CARD_PAYMENTS)
      .toDynamicValue(() => new SandboxCardPayments())
      .inSingletonScope();
    bind<ErrorReporter>(ERROR_REPORTER)
      .toDynamicValue(() => new SilentErrorReporter())
      .inSingletonScope();
    // Only the video selfie uses it: the adapter and the camera overlay load on first use.
    bind<Liveness>(LIVENESS)
      .toDynamicValue((context) => {
        const store = context.get<SessionStore>(SESSION_STORE);
        const resolver: Resolver = { get: (token) => context.get(token as never) };
        return deferredAdapter<Liveness>(
          async () =>
            new (await import('../adapters/sandbox/sandbox-liveness')).SandboxLiveness({
              // Spec is silent on a sandbox without a verify address: its config always names one.
              sessionTokenUrl: config.livenessSessionTokenUrl,
              verifyUrl: config.livenessVerifyUrl ?? config.livenessSessionTokenUrl.replace(/[^/]*$/, 'verify'),
              antiForgeryToken: () => canaryOf(store),
              captureFace: async (triesRemaining) =>
                (await import('./sandbox-face-capture')).captureFace(resolver, triesRemaining),
            }),
          () => err('cancelled-network-request'),
        );
      })
      .inSingletonScope();
  });

/** The pseudo-locale in a chunk of its own: only the test's links load it. */
const pseudoTextsLoader: TextsLoader = {
  load: () =>
    import(/* webpackChunkName: "texts-pseudo" */ './pseudo-texts').then(
      (chunk) => ok(chunk.pseudoTexts()),
      () => err('unavailable' as const),
    ),
};
