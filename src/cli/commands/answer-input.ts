import type { CheckKind } from '../../domain/answers/registry';
import { CHECK_KINDS, describeValue, isCheckKind, takesJson } from '../../domain/answers/registry';
import type { ReadOptions } from '../../domain/answers/read-answer';
import { parseJson } from '../input';
import { UsageError } from '../usage-error';

export function readKind(name: string | undefined): CheckKind {
  if (name === undefined) throw new UsageError(`missing KIND: one of ${CHECK_KINDS.join(', ')}`);
  if (!isCheckKind(name)) throw new UsageError(`unknown kind '${name}': use one of ${CHECK_KINDS.join(', ')}`);
  return name;
}

/** A JSON kind's value is parsed as JSON; any other kind takes the literal string. */
export function readValue(kind: CheckKind, value: string, position: string): unknown {
  return takesJson(kind) ? parseJson(value, `${position} (${kind} expects JSON like ${describeValue(kind)})`) : value;
}

/**
 * The CLI refuses a key an object answer does not know (a typo such as 'hasPreviousName' would
 * otherwise be judged 'valid' on the remaining keys): exit 2 and one line naming the key.
 */
export const STRICT: ReadOptions = { unknownKeys: 'refuse' };
