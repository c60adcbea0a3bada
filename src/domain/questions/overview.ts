import { slugOf } from '../session/slug';
import { sortForOverview, titleOf } from './overview-order';
import type { Question } from './question';
import { isRequired } from './required';
import { visibleQuestions } from './visibility';

export interface OverviewItem {
  readonly attrType: string;
  readonly slug: string;
  readonly title: string;
  readonly complete: boolean;
  readonly required: boolean;
}

/** The overview's visible list in order (hidden ones left out). Title falls back to the attrType when metadata.title is absent. */
export function overviewItems(questions: readonly Question[]): readonly OverviewItem[] {
  return sortForOverview(visibleQuestions(questions)).map((question) => ({
    attrType: question.attrType,
    slug: slugOf(question.attrType),
    title: titleOf(question),
    complete: question.complete,
    required: isRequired(question),
  }));
}
