import { screen } from '@testing-library/react';
import { slugOf } from '../../../src/domain/session/slug';
import { question } from '../../application/fakes/fake-interview-service';
import type { UiHarnessOptions } from '../support/ui-harness';
import { uiHarness } from '../support/ui-harness';

/** A question that offers Evie: the enterprise insurance self-attestation (spec 000 §2). */
export const insurance = question('insurance_policy_verification.self_attestation.enterprise', {
  metadata: { title: 'Insurance policy' },
});

/** A question that does not. */
export const reference = question('employment.reference', { metadata: { title: 'Employment reference' } });

/** The app on question `q`'s screen (then `reference`); `prepare` runs before the first render (e.g. a stored chat). */
export async function openOn(
  q = insurance,
  options: UiHarnessOptions = {},
  prepare: (app: ReturnType<typeof uiHarness>) => void = () => undefined,
) {
  const app = uiHarness(options);
  app.signIn([q, reference]);
  prepare(app);
  const view = app.renderApp(`/question/${slugOf(q.attrType)}`);
  await screen.findByRole('heading', { level: 1, name: q.metadata.title ?? q.attrType });
  return { app, user: view.user };
}

/** Evie's floating button. */
export const launcher = () => screen.getByRole('button', { name: 'Chat with Evie' });
