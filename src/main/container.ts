import { Container } from 'inversify';
import { applicationModule } from './application.module';
import { productionModule } from './production.module';
import type { RuntimeConfig } from './runtime-config';
import { sandboxModule } from './sandbox.module';
import { sharedModule } from './shared.module';

/**
 * The composition root: which adapter serves which port. The sandbox environment swaps the
 * vendors (Stripe, Sentry, FaceTec) for local stand-ins; everything else is the same.
 */
export function buildContainer(config: RuntimeConfig): Container {
  const container = new Container();
  container.load(
    sharedModule(config),
    config.environment === 'sandbox' ? sandboxModule() : productionModule(config),
    applicationModule(),
  );
  return container;
}
