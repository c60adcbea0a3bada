import { ok } from '../shared/result';
import { validateText } from '../validation/text';
import { textKind } from './answer-kind';

/** Generic text (spec 001 §5.8), sent as typed without surrounding whitespace. */
export const text = textKind({
  check: (value) => validateText(value),
  encode: (value) => ok(value),
  describe: 'any text (not blank)',
});
