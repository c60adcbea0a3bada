import { isJsonObject } from '../shared/json-fields';
import type { Question } from './question';

/** Core items lead each group of the overview in this fixed order (spec 000 §2). */
export const CORE_ORDER = [
  'core.fullname',
  'core.firstname',
  'core.middlename',
  'core.lastname',
  'core.ssn',
  'core.dateofbirth',
  'consent.fcra',
] as const;

/** A form question's schema title (the form's own name), when it has a non-empty one. */
function schemaTitleOf(question: Question): string | undefined {
  const schema = question.metadata.schema;
  if (!isJsonObject(schema) || typeof schema.title !== 'string') return undefined;
  return schema.title.trim() === '' ? undefined : schema.title;
}

/**
 * The question's title, on its tile and as its screen's h1: metadata.title, else a form
 * question's schema title (decision of issue 15), else the attribute type.
 */
export const titleOf = (question: Question): string =>
  question.metadata.title ?? schemaTitleOf(question) ?? question.attrType;

const coreRank = (attrType: string): number => {
  const rank = CORE_ORDER.findIndex((core) => core === attrType);
  return rank === -1 ? CORE_ORDER.length : rank;
};

/**
 * Titles compare with an English collation rather than the runtime's default locale, so the
 * order is the same in every browser and in the CLI; ties fall back to the attribute type.
 */
const collator = new Intl.Collator('en');

/** Negative when a comes before b on the overview: incomplete first, then core order, then title. */
export function compareForOverview(a: Question, b: Question): number {
  if (a.complete !== b.complete) return a.complete ? 1 : -1;
  const byCore = coreRank(a.attrType) - coreRank(b.attrType);
  if (byCore !== 0) return byCore;
  const byTitle = collator.compare(titleOf(a), titleOf(b));
  if (byTitle !== 0) return byTitle;
  return a.attrType < b.attrType ? -1 : a.attrType > b.attrType ? 1 : 0;
}

/** The questions in overview order (visibility is not decided here). */
export const sortForOverview = (questions: readonly Question[]): readonly Question[] =>
  [...questions].sort(compareForOverview);
