import { encodeSsn } from '../encoding/tax-ids';
import { validateSsn } from '../validation/ssn';
import { encodedOrInvalid, textKind } from './answer-kind';

/** The SSN question (spec 001 §5.1): an SSN or an ITIN, sent as its nine digits. */
export const ssn = textKind({
  check: (value) => validateSsn(value),
  encode: (value) => encodedOrInvalid(encodeSsn(value)),
  describe: 'an SSN or ITIN: ###-##-####, ### ## #### or #########',
});
