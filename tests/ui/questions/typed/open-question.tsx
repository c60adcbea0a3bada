import { screen } from '@testing-library/react';
import type { Question } from '../../../../src/domain/questions/question';
import { question } from '../../../application/fakes/fake-interview-service';
import { uiHarness } from '../../support/ui-harness';

/** A question the applicant answers after the one under test, so submitting moves on to it. */
export const NEXT_QUESTION = question('core.next', { type: 'text', metadata: { title: 'Next question' } });

/**
 * Signs in with `q` (and NEXT_QUESTION after it), renders the whole app at q's question route and
 * waits for its heading and its field (each field is its own lazily loaded chunk).
 */
export async function openQuestion(q: Question, firstLabel: string | RegExp) {
  const app = uiHarness();
  app.signIn([q, NEXT_QUESTION]);
  const view = app.renderApp(`/question/${q.attrType.replace(/\./g, '-')}`);
  await screen.findByRole('heading', { level: 1, name: q.metadata.title ?? q.attrType });
  await screen.findByLabelText(firstLabel);
  return { app, user: view.user };
}

/** What the last POST /attributeData carried: the submission keyed by attribute type. */
export function lastPosted(app: ReturnType<typeof uiHarness>): unknown {
  const calls = app.service.callsTo('postAttributeData');
  return calls[calls.length - 1]?.[0];
}

export const submitButton = () => screen.getByRole('button', { name: 'Continue' });
