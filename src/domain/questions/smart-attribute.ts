import type { QuestionAnswer } from '../answers/question-answer';
import { CAPTURED } from '../answers/question-answer';

/** The prefix that marks a smart-attribute question type: 'smart-attribute:{kind}' (spec 001 §3.1). */
export const SMART_ATTRIBUTE_PREFIX = 'smart-attribute:';

/**
 * Spec is silent: the smart-attribute kinds are never named. Spec 001 §2.1 describes two smart
 * screens, the JSON-schema form and the licence-state form (licence state + licence id checked
 * against the state's format), so those are the kinds recognised; any other kind is an error.
 * This table is the list: a new kind is one entry, saying how its answer is obtained (both forms
 * build their submission themselves).
 */
export const ANSWER_OF_SMART_ATTRIBUTE = {
  'json-schema': CAPTURED,
  'license-number': CAPTURED,
} as const satisfies Readonly<Record<string, QuestionAnswer>>;

export type SmartAttributeKind = keyof typeof ANSWER_OF_SMART_ATTRIBUTE;

export const SMART_ATTRIBUTE_KINDS = Object.keys(ANSWER_OF_SMART_ATTRIBUTE) as readonly SmartAttributeKind[];

export const isSmartAttributeKind = (value: string): value is SmartAttributeKind =>
  Object.hasOwn(ANSWER_OF_SMART_ATTRIBUTE, value);
