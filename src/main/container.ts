import { Container } from 'inversify';
import type { EarlyAnswers } from '../adapters/http/early-answers';
import type { RuntimeConfig } from './runtime-config';
import { sharedModule } from './shared.module';

/**
 * Inversify's options for every container of the app: the application layer's classes (use
 * cases, view models) are not bound here but resolved on first use (autobind), one instance per
 * page load (singleton), so the screens share one interview store, one snackbar and one error
 * state. Nothing in src/main imports them all, so each screen's view model travels in that
 * screen's chunk instead of the start bundle.
 */
export const CONTAINER_OPTIONS = { autobind: true, defaultScope: 'Singleton' } as const;

/**
 * The composition root: which adapter serves which port. The sandbox environment swaps the
 * vendors (Stripe, Sentry, FaceTec) for local stand-ins; everything else is the same. The
 * environment's module is loaded on demand, so a page carries only its own environment's adapters.
 */
export async function buildContainer(
  config: RuntimeConfig,
  pageOrigin: string,
  early?: EarlyAnswers,
): Promise<Container> {
  const container = new Container(CONTAINER_OPTIONS);
  const environment =
    config.environment === 'sandbox'
      ? // Named: the sandbox's console tracker shares this chunk (shared.module.ts).
        (await import(/* webpackChunkName: "sandbox" */ './sandbox.module')).sandboxModule(config)
      : // Named: the configuration's vendor rules share this chunk (load-runtime-config.ts).
        (await import(/* webpackChunkName: "production" */ './production.module')).productionModule(config);
  container.load(sharedModule(config, pageOrigin, early), environment);
  return container;
}
