import type { QuestionAnswer } from '../answers/question-answer';
import { CAPTURED, typed } from '../answers/question-answer';

/**
 * Every input kind a question can name in its `type` (spec 001 §3.1, in its order), smart
 * attributes aside, with how its answer is obtained. This table is the list of input kinds: a new
 * kind is one entry here, and must say which answer kind checks it or that its screen captures it.
 */
export const ANSWER_OF_INPUT_KIND = {
  ssn: typed('ssn'),
  cpr: typed('cpr'),
  ein: typed('ein'),
  address: typed('address'),
  'full-name': typed('full-name'),
  'past-name': typed('past-name'),
  birthday: typed('birthday'),
  'phone-number': typed('phone-number'),
  'us-state': typed('us-state'),
  'mmc-reference-number': typed('mmc-reference-number'),
  selfie: CAPTURED,
  'bulk-email': typed('bulk-email'),
  'bar-license-details': typed('bar-license-details'),
  consent: typed('consent'),
  'statement-of-truth': typed('statement-of-truth'),
  'future-date': typed('future-date'),
  // Its field checks the text (letters, digits, hyphen, space) and builds the submission itself.
  'insurance-policy-number': CAPTURED,
  'id-scan': CAPTURED,
  'academic-provider': CAPTURED,
  // Each charge is checked as a 'charge'; the field draws its own submit per charge.
  'individualized-assessment': typed('charge'),
  'liveness-check': CAPTURED,
  'coi-scan': CAPTURED,
  'external-provider': CAPTURED,
  text: typed('text'),
  file: CAPTURED,
  boolean: CAPTURED,
  date: typed('date'),
  integer: typed('integer'),
  'string-enum': CAPTURED,
  'string-enum-list': CAPTURED,
  email: typed('email'),
} as const satisfies Readonly<Record<string, QuestionAnswer>>;

export type InputKind = keyof typeof ANSWER_OF_INPUT_KIND;

export const INPUT_KINDS = Object.keys(ANSWER_OF_INPUT_KIND) as readonly InputKind[];

export const isInputKind = (value: string): value is InputKind => Object.hasOwn(ANSWER_OF_INPUT_KIND, value);
