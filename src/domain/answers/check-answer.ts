import type { Result } from '../shared/result';
import { ok } from '../shared/result';
import type { Verdict } from '../validation/verdict';
import type { CheckContext } from './answer-kind';
import type { ReadOptions } from './read-answer';
import { readAnswer } from './read-answer';
import type { CheckKind } from './registry';
import { ANSWER_KINDS } from './registry';

export type { CheckContext } from './answer-kind';

/**
 * Checks an answer as the question of that kind does. Fails only when `raw` does not have the
 * kind's shape (e.g. a full-name given as a number or a list, a field of the wrong type, or, when
 * refused, an unknown key); content problems are an invalid Verdict carrying the field's message.
 */
export function checkAnswer<K extends CheckKind>(
  kind: K,
  raw: unknown,
  context: CheckContext,
  options: ReadOptions = {},
): Result<Verdict, string> {
  const answer = readAnswer(kind, raw, options);
  return answer.ok ? ok(ANSWER_KINDS[kind].check(answer.value, context)) : answer;
}
