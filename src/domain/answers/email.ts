import { ok } from '../shared/result';
import { validateEmail } from '../validation/email';
import { textKind } from './answer-kind';

/** The e-mail question (spec 000 §5), sent as typed without surrounding whitespace. */
export const email = textKind({
  check: (value) => validateEmail(value),
  encode: (value) => ok(value),
  describe: 'an e-mail address, e.g. ann@example.com',
});
