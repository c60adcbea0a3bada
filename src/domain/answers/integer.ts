import { ok } from '../shared/result';
import { validateInteger } from '../validation/integer';
import { textKind } from './answer-kind';

/** The integer question (spec 001 §5.15), sent as a JSON number. */
export const integer = textKind({
  check: (value) => validateInteger(value),
  encode: (value) => ok(Number(value)),
  describe: 'a whole number, digits only, no leading zeros, e.g. 42',
});
