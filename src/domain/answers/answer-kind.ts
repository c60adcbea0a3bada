import type { CalendarDate } from '../shared/calendar-date';
import type { FieldReader, FieldReaders } from '../shared/field-readers';
import { readFields } from '../shared/field-readers';
import { jsonTypeName, readObject, readText, readTextList } from '../shared/json-fields';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { Verdict } from '../validation/verdict';

/** What a check needs besides the answer: today's date, for birthdays and expiry dates. */
export interface CheckContext {
  readonly today: CalendarDate;
  /**
   * The attribute types the issuer supplied consent HTML for (suppliedConsentHtml of the issuer
   * record): a consent drops its authorized attribute without them (spec 001 §5.10). Absent
   * outside a real interview (the CLI), where both FCRA attributes are taken to have HTML.
   */
  readonly consentHtmlAttrTypes?: readonly string[];
}

/**
 * One answer kind: how its answer is read, checked, encoded and described. Each kind lives in its
 * own file of this folder and has one entry in registry.ts, the total table of kinds.
 */
export interface AnswerKind<A> {
  /** How the CLI takes a value: the literal text, or JSON. */
  readonly input: 'text' | 'json';
  /** Every key of an object answer (null for a text answer): the CLI refuses any other key. */
  readonly keys: readonly string[] | null;
  /**
   * Reads an untrusted value into the answer's shape, or fails with one line naming the problem
   * (`what` names the answer: 'an email answer'). Content problems are left to check. Keys an
   * object answer does not know are ignored here: the caller decides whether to refuse them.
   */
  read(raw: unknown, what: string): Result<A, string>;
  /** The verdict of the question's validator: valid, or the message the field shows. */
  check(answer: A, context: CheckContext): Verdict;
  /** What the service receives for a valid answer; fails (with a message) only for an invalid one. */
  encode(answer: A, context: CheckContext): Result<unknown, string>;
  /** One line describing the expected value, for the CLI's help and shape errors. */
  readonly describe: string;
}

type Rules<A> = Pick<AnswerKind<A>, 'check' | 'encode' | 'describe'>;

/** A string kind's encoder gives null for a value it cannot encode; that is the validator's verdict. */
export const encodedOrInvalid = <T>(value: T | null): Result<T, string> =>
  value === null ? err('the answer could not be encoded') : ok(value);

/**
 * A kind whose answer is one typed string. The answer read is the text without surrounding
 * whitespace, so the value the service receives is the very one the check judged.
 */
export const textKind = (rules: Rules<string>): AnswerKind<string> => ({
  input: 'text',
  keys: null,
  read: (raw, what) =>
    typeof raw === 'string' ? ok(raw.trim()) : err(`${what} must be a string, not ${jsonTypeName(raw)}`),
  ...rules,
});

/**
 * A text part of an object answer, without surrounding whitespace (absent or null reads as ''):
 * the parts the service receives are the very ones the check judged.
 */
export const readTrimmedText: FieldReader<string> = (object, key) => {
  const read = readText(object, key);
  return read.ok ? ok(read.value.trim()) : read;
};

/** A list of texts of an object answer, each without surrounding whitespace ([] when absent). */
export const readTrimmedTextList: FieldReader<readonly string[]> = (object, key) => {
  const read = readTextList(object, key);
  return read.ok ? ok(read.value.map((text) => text.trim())) : read;
};

/** A kind whose answer is a JSON object: its keys are the fields of A, each read by its reader. */
export function objectKind<A extends object>(fields: FieldReaders<A>, rules: Rules<A>): AnswerKind<A> {
  return {
    input: 'json',
    keys: Object.keys(fields),
    read: (raw, what) => {
      const object = readObject(raw, what);
      return object.ok ? readFields(object.value, fields) : object;
    },
    ...rules,
  };
}
