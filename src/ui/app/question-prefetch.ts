import type { QuestionField } from '../../domain/questions/field-kind';

/**
 * Loads a question's code when the applicant points at or focuses its tile, before the click
 * (issue 25: a tile opens its question waiting for as little code as can be): the question
 * screen's chunk, then the chunk of that question's own field. A failed fetch (offline) is
 * dropped: opening the question fetches again and shows its own failure.
 *
 * Not while the browser is idle, though that would spare a phone's tap the wait too: measured with
 * `npm run bench:web`, running the question's code while idle cost the overview's Lighthouse score
 * 7 points (its blocking time doubled), and a `<link rel="prefetch">` of it (fetched, not run)
 * made the tap slower, not faster. Issue 25's start module is the place to try again.
 */
export function prefetchQuestion(field: QuestionField | null): void {
  void import(/* webpackChunkName: "question" */ '../screens/question-screen').then(
    (screen) => {
      if (field !== null) screen.preloadField(field);
    },
    () => undefined,
  );
}
