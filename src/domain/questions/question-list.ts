import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { isJsonObject } from '../shared/json-fields';
import { readSomeTexts, translationEntries } from '../language/given-translations';
import { parseConstraints } from './constraints';
import type { Question, QuestionIcon, QuestionMetadata, QuestionTranslations } from './question';
import { QUESTION_TEXT_FIELDS } from './question';

const STRING_FIELDS = [
  ...QUESTION_TEXT_FIELDS,
  'inputType',
  'copySource',
  'submissionAttrType',
  'docTypeAttr',
  'regionPrescribed',
  'countryPrescribed',
  'documentPrescribed',
  'selfieAttrType',
] as const;

const BOOLEAN_FIELDS = ['autoConfirmation', 'required', 'hidden', 'isLegacy', 'roleBasedAccess'] as const;

const ICONS: readonly QuestionIcon[] = ['camera', 'keyboard'];

/** Servers send null for "not set"; it reads as absent everywhere below. */
const present = (value: unknown): boolean => value !== undefined && value !== null;

const isStringList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * `metadata.translations` (issue 28): `{ "es": { title?, description?, ... } }`. Spec is silent (the
 * shape is ours): unlike the English fields, nothing in it fails the list; a language Attest does not
 * speak, an entry that is not an object or a text that is not a string is left out, so that text
 * shows in English. Null when nothing is left.
 */
function readQuestionTranslations(raw: unknown): QuestionTranslations | null {
  const entries = translationEntries(raw)
    .map(([language, entry]) => [language, readSomeTexts(entry, QUESTION_TEXT_FIELDS)] as const)
    .filter(([, texts]) => Object.keys(texts).length > 0);
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

function parseMetadata(raw: unknown, path: string): Result<QuestionMetadata, string> {
  if (!present(raw)) return ok({});
  if (!isJsonObject(raw)) return err(`${path} must be an object`);
  const metadata: Record<string, unknown> = {};

  for (const field of STRING_FIELDS) {
    const value = raw[field];
    if (!present(value)) continue;
    if (typeof value !== 'string') return err(`${path}.${field} must be a string`);
    metadata[field] = value;
  }
  for (const field of BOOLEAN_FIELDS) {
    const value = raw[field];
    if (!present(value)) continue;
    if (typeof value !== 'boolean') return err(`${path}.${field} must be true or false`);
    metadata[field] = value;
  }
  if (present(raw.icon)) {
    const icon = ICONS.find((i) => i === raw.icon);
    if (icon === undefined) return err(`${path}.icon must be 'camera' or 'keyboard'`);
    metadata.icon = icon;
  }
  if (present(raw.nextAttrTypes)) {
    if (!isStringList(raw.nextAttrTypes)) return err(`${path}.nextAttrTypes must be a list of strings`);
    metadata.nextAttrTypes = [...raw.nextAttrTypes];
  }
  const translations = readQuestionTranslations(raw.translations);
  if (translations !== null) metadata.translations = translations;
  // Kept raw: the form's field reads it (parseFormSchema), so a bad schema fails only its question.
  if (present(raw.schema)) metadata.schema = raw.schema;
  if (present(raw.constraints)) {
    const constraints = parseConstraints(raw.constraints, `${path}.constraints`);
    if (!constraints.ok) return constraints;
    metadata.constraints = constraints.value;
  }
  return ok(metadata as QuestionMetadata);
}

function parseQuestion(raw: unknown, path: string): Result<Question, string> {
  if (!isJsonObject(raw)) return err(`${path} must be an object`);
  const { attrType, type, complete, hasError, shareWith } = raw;

  if (typeof attrType !== 'string' || attrType.trim() === '') return err(`${path}.attrType must be a non-empty string`);
  if (present(type) && typeof type !== 'string') return err(`${path}.type must be a string`);
  if (present(complete) && typeof complete !== 'boolean') return err(`${path}.complete must be true or false`);
  if (present(hasError) && typeof hasError !== 'boolean') return err(`${path}.hasError must be true or false`);
  if (present(shareWith) && !isStringList(shareWith)) return err(`${path}.shareWith must be a list of strings`);

  const metadata = parseMetadata(raw.metadata, `${path}.metadata`);
  if (!metadata.ok) return metadata;

  return ok({
    attrType,
    ...(typeof type === 'string' ? { type } : {}),
    complete: complete === true,
    hasError: hasError === true,
    shareWith: isStringList(shareWith) ? [...shareWith] : [],
    metadata: metadata.value,
  });
}

/** Reads { questions: [...] } — each question {attrType (string, required), type?, complete? (default false), hasError?, shareWith?, metadata?{title?, hidden?, required?, nextAttrTypes?, ...}} — into questions. */
export function parseQuestionList(raw: unknown): Result<readonly Question[], string> {
  if (!isJsonObject(raw)) return err('expected an object with a "questions" list');
  if (!Array.isArray(raw.questions)) return err('"questions" must be a list');

  const questions: Question[] = [];
  const seen = new Set<string>();
  for (const [index, item] of raw.questions.entries()) {
    const path = `questions[${index}]`;
    const question = parseQuestion(item, path);
    if (!question.ok) return question;
    // Routes and answers are keyed by attribute type, so a second question with the same type
    // could never be reached: refuse the list rather than silently drop one.
    if (seen.has(question.value.attrType)) {
      return err(`${path}.attrType '${question.value.attrType}' appears more than once`);
    }
    seen.add(question.value.attrType);
    questions.push(question.value);
  }
  return ok(questions);
}
