import { slugOf } from '../session/slug';
import { sortForOverview } from './overview-order';
import type { Question } from './question';
import { visibleQuestions } from './visibility';

/** Where the question screen sends the applicant when it cannot stay (spec 000 §2). */
export type NextStep =
  | { readonly kind: 'question'; readonly attrType: string; readonly slug: string }
  /** No question left to answer: go to the route of the current stage. */
  | { readonly kind: 'stage-route' };

const toQuestion = (question: Question): NextStep => ({
  kind: 'question',
  attrType: question.attrType,
  slug: slugOf(question.attrType),
});

/**
 * The next incomplete question after `currentAttrType`: through the current question's
 * nextAttrTypes first (in their order), else the first incomplete visible question in overview
 * order, else the stage route. The current question is never the answer, so a business session
 * or an incomplete current question cannot loop back to itself. Visibility is judged as if the
 * current question were complete, because it is left once answered and its answer unhides its
 * next questions.
 */
export function nextIncompleteQuestion(currentAttrType: string | null, questions: readonly Question[]): NextStep {
  const assumed = questions.map((q) => (q.attrType === currentAttrType ? { ...q, complete: true } : q));
  const candidates = visibleQuestions(assumed).filter((q) => !q.complete && q.attrType !== currentAttrType);
  const current = questions.find((q) => q.attrType === currentAttrType);

  for (const next of current?.metadata.nextAttrTypes ?? []) {
    const found = candidates.find((q) => q.attrType === next);
    if (found !== undefined) return toQuestion(found);
  }
  const [first] = sortForOverview(candidates);
  return first === undefined ? { kind: 'stage-route' } : toQuestion(first);
}
