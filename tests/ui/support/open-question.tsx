import { screen } from '@testing-library/react';
import type { Question } from '../../../src/domain/questions/question';
import { slugOf } from '../../../src/domain/session/slug';
import { question } from '../../application/fakes/fake-interview-service';
import { uiHarness } from './ui-harness';

/** A question the applicant answers after the one under test, so submitting moves on to it. */
export const NEXT_QUESTION = question('core.next', { type: 'text', metadata: { title: 'Next question' } });

/**
 * Signs in with `q` (and NEXT_QUESTION after it), optionally prepares the fake service, renders
 * the whole app at q's question route and waits for its heading and its field (each field is its
 * own lazily loaded chunk).
 */
export async function openQuestion(
  q: Question,
  firstLabel: string | RegExp,
  prepare: (app: ReturnType<typeof uiHarness>) => void = () => undefined,
) {
  const app = uiHarness();
  app.signIn([q, NEXT_QUESTION]);
  prepare(app);
  const view = app.renderApp(`/question/${slugOf(q.attrType)}`);
  await screen.findByRole('heading', { level: 1, name: q.metadata.title ?? q.attrType });
  await screen.findByLabelText(firstLabel);
  return { app, user: view.user };
}

/** What the last POST /attributeData carried: the submission keyed by attribute type. */
export function lastPosted(app: ReturnType<typeof uiHarness>): unknown {
  const calls = app.service.callsTo('postAttributeData');
  return calls[calls.length - 1]?.[0];
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });

export const submitButton = () => button('Continue');
