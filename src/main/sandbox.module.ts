import { ContainerModule } from 'inversify';
import type { CardPayments } from '../application/ports/card-payments.port';
import { CARD_PAYMENTS } from '../application/ports/card-payments.port';
import type { ErrorReporter } from '../application/ports/error-reporter.port';
import { ERROR_REPORTER } from '../application/ports/error-reporter.port';
import type { Liveness } from '../application/ports/liveness.port';
import { LIVENESS } from '../application/ports/liveness.port';
import { SandboxCardPayments } from '../adapters/sandbox/sandbox-card-payments';
import { SilentErrorReporter } from '../adapters/sandbox/silent-error-reporter';
import { err } from '../domain/shared/result';
import { deferredAdapter } from './deferred-adapter';

/**
 * The sandbox's stand-ins for the vendors: test cards typed into plain inputs, a liveness check
 * that passes, and error reports that go nowhere. Nothing reaches Stripe, Sentry or FaceTec.
 */
export const sandboxModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<CardPayments>(CARD_PAYMENTS)
      .toDynamicValue(() => new SandboxCardPayments())
      .inSingletonScope();
    bind<ErrorReporter>(ERROR_REPORTER)
      .toDynamicValue(() => new SilentErrorReporter())
      .inSingletonScope();
    // Only the video selfie uses it: loaded on its first run (see deferredAdapter).
    bind<Liveness>(LIVENESS)
      .toDynamicValue(() =>
        deferredAdapter<Liveness>(
          async () => new (await import('../adapters/sandbox/sandbox-liveness')).SandboxLiveness(),
          () => err('cancelled-network-request'),
        ),
      )
      .inSingletonScope();
  });
