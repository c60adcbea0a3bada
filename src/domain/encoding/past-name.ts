import type { PastName } from '../validation/past-name';
import type { EncodedName } from './name';
import { encodeName } from './name';

/**
 * A past name is a Name when the box is ticked. Spec is silent on the unticked box: it is sent as
 * null (nothing to report), rather than a Name of empty strings.
 */
export function encodePastName(answer: PastName): EncodedName | null {
  return answer.hasPastName ? encodeName(answer) : null;
}
