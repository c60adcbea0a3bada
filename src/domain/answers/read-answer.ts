import { isJsonObject } from '../shared/json-fields';
import type { Result } from '../shared/result';
import { err } from '../shared/result';
import type { AnswerKind } from './answer-kind';
import type { AnswerOf, CheckKind } from './registry';
import { ANSWER_KINDS } from './registry';

/**
 * What to do with a key an object answer does not know. The support CLI refuses it: a typo such
 * as 'hasPreviousName' must not be judged 'valid' on the remaining keys. The app ignores it: an
 * answer the service stored carries keys of its own ('$objectType' of a Name), and a question
 * screen showing a stored answer must not break on them; only the known keys are read, checked
 * and sent.
 */
export type UnknownKeys = 'ignore' | 'refuse';

export interface ReadOptions {
  readonly unknownKeys?: UnknownKeys;
}

/** 'an email answer', 'a us-state answer': how shape errors name the expected answer. */
const answerName = (kind: CheckKind): string => `${/^[aeio]/.test(kind) ? 'an' : 'a'} ${kind} answer`;

function readWith<A>(
  name: CheckKind,
  kind: AnswerKind<A>,
  raw: unknown,
  { unknownKeys = 'ignore' }: ReadOptions,
): Result<A, string> {
  const keys = kind.keys;
  if (unknownKeys === 'refuse' && keys !== null && isJsonObject(raw)) {
    const unknown = Object.keys(raw).find((key) => !keys.includes(key));
    if (unknown !== undefined) {
      return err(`unknown key '${unknown}' (known keys: ${keys.join(', ')})`);
    }
  }
  return kind.read(raw, answerName(name));
}

/**
 * Reads an untrusted answer into its kind's shape. Fails (one line naming the problem) only when
 * the value does not have the kind's shape; content problems are left to the kind's check.
 */
export function readAnswer<K extends CheckKind>(
  name: K,
  raw: unknown,
  options: ReadOptions = {},
): Result<AnswerOf<K>, string> {
  return readWith(name, ANSWER_KINDS[name], raw, options);
}
