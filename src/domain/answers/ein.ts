import { encodeEin } from '../encoding/tax-ids';
import { validateEin } from '../validation/ein';
import { encodedOrInvalid, textKind } from './answer-kind';

/** The EIN question (spec 001 §5.1), sent as its nine digits. */
export const ein = textKind({
  check: (value) => validateEin(value),
  encode: (value) => encodedOrInvalid(encodeEin(value)),
  describe: 'an EIN: ##-####### or #########',
});
