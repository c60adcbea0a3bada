import type { Result } from '../shared/result';
import { err } from '../shared/result';
import type { CheckContext } from './answer-kind';
import type { ReadOptions } from './read-answer';
import { readAnswer } from './read-answer';
import type { CheckKind } from './registry';
import { ANSWER_KINDS } from './registry';

export type EncodeError =
  { readonly kind: 'shape'; readonly message: string } | { readonly kind: 'invalid'; readonly message: string };

/**
 * Encodes a valid answer as the service receives it (a JSON value). A value without the kind's
 * shape is a 'shape' error; an invalid one is an 'invalid' error carrying the validator's message.
 * What is sent is encoded from the very answer the check judged (texts without surrounding whitespace).
 */
export function encodeAnswer<K extends CheckKind>(
  kind: K,
  raw: unknown,
  context: CheckContext,
  options: ReadOptions = {},
): Result<unknown, EncodeError> {
  const rules = ANSWER_KINDS[kind];
  const answer = readAnswer(kind, raw, options);
  if (!answer.ok) return err({ kind: 'shape', message: answer.error });
  const verdict = rules.check(answer.value, context);
  if (!verdict.valid) return err({ kind: 'invalid', message: verdict.message });
  const encoded = rules.encode(answer.value, context);
  return encoded.ok ? encoded : err({ kind: 'invalid', message: encoded.error });
}
