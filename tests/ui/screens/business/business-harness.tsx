import { screen } from '@testing-library/react';
import type { AppSettings } from '../../../../src/application/ports/app-settings.port';
import { SESSION_KEY } from '../../../../src/application/use-cases/stored-session';
import type { BusinessCase } from '../../../../src/application/ports/business-check-service.port';
import type { BusinessSubmission } from '../../../../src/domain/business/case-input';
import { businessCaseOf } from '../../../application/fakes/fake-business-check-service';
import { uiHarness } from '../../support/ui-harness';

type Options = {
  readonly businessCase?: Partial<BusinessCase>;
  readonly submission?: BusinessSubmission | null;
  readonly prepare?: (app: ReturnType<typeof uiHarness>) => void;
  readonly heading?: string | RegExp;
  readonly settings?: Partial<AppSettings>;
};

/** The app with a stored business session for case 42, as the case link leaves it. */
export function businessApp(options: Options = {}) {
  const app = uiHarness({ settings: options.settings ?? {} });
  app.store.write(SESSION_KEY, { caseId: 42, enableReturn: false, authCode: 'code-1' });
  app.interview.startSession({ kind: 'business', caseId: 42, enableReturn: false, authCode: 'code-1' });
  app.business.businessCase = businessCaseOf(options.businessCase ?? {});
  app.business.submission = options.submission ?? null;
  options.prepare?.(app);
  return app;
}

/**
 * The app with a stored business session for case 42 (as the case link leaves it), the fake
 * business-check service set up by `prepare`, rendered at /overview and waiting for the form.
 */
export async function openBusinessForm(options: Options = {}) {
  const app = businessApp(options);
  const view = app.renderApp('/overview');
  await screen.findByRole('heading', { level: 1, name: options.heading ?? /^Business verification/ });
  return { app, user: view.user };
}

export const ADDRESS = { street: '1 Main St', city: 'Springfield', state: 'IL', postcode: '62701' };
